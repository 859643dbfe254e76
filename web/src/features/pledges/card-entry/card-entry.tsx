// The card fields, chosen when the app is BUILT: the Vite dev server (npm start, browser tests)
// gets the local stand-in form, a production build gets Stripe Elements only. import.meta.env.DEV
// is a constant there, so Rollup drops the other branch and its dynamic import, and the stand-in
// form never ships. Either one loads lazily, only when a page shows card fields.
import { lazy, Suspense } from 'react';
import { useT } from '../../../i18n/translation';
import type { CardEntryProps } from './card-entry-types';

const Fields = lazy(() =>
  import.meta.env.DEV
    ? import('./local-card-entry').then((module) => ({ default: module.LocalCardEntry }))
    : import('./stripe-card-entry').then((module) => ({ default: module.StripeCardEntry })),
);

export function CardEntry(props: CardEntryProps) {
  const t = useT();
  return (
    <Suspense fallback={<p className="card-entry-loading">{t('Loading the card form…')}</p>}>
      <Fields {...props} />
    </Suspense>
  );
}
