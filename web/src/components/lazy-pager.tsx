// The pager for donor pages: loaded only when a list has more than one page, so the event and
// student pages' first download carries just the paging state (use-paged-list.ts).
import { lazy, Suspense, type ComponentProps } from 'react';

const Pager = lazy(() => import('./pager').then((module) => ({ default: module.Pager })));

export function LazyPager(props: ComponentProps<typeof Pager>) {
  if (props.pageCount <= 1) return null;
  return (
    <Suspense fallback={null}>
      <Pager {...props} />
    </Suspense>
  );
}
