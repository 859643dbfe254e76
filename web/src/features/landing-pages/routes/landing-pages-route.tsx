// The managers' landing-page pages as one lazy route module: /landingpages (the list),
// /landingpages/new and /landingpages/{id} (the editor) share one route with an optional segment,
// so the app's first download carries one small route entry for them, not three.
import { useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { loadLandingPages, type LandingPage } from '../api/landing-page-calls';
import { landingPageAction } from './landing-page-actions';
import {
  LandingPageEditorPage,
  loadLandingPageEditor,
  type LandingPageEditorData,
} from './landing-page-editor-page';
import { LandingPagesPage } from './landing-pages-page';

type LandingPagesRouteData =
  { kind: 'list'; pages: LandingPage[] } | ({ kind: 'editor' } & LandingPageEditorData);

export async function loader({ params, request }: LoaderFunctionArgs): Promise<LandingPagesRouteData> {
  const id = params.landingPageId;
  if (id === undefined) return { kind: 'list', pages: await loadLandingPages(request.signal) };
  const editor = await loadLandingPageEditor(id === 'new' ? undefined : id, request.signal);
  return { kind: 'editor', ...editor };
}

export function action(args: ActionFunctionArgs) {
  return landingPageAction(args);
}

export function Component() {
  const data = useLoaderData() as LandingPagesRouteData;
  return data.kind === 'list' ? (
    <LandingPagesPage pages={data.pages} />
  ) : (
    <LandingPageEditorPage page={data.page} events={data.events} />
  );
}
