// The page frame a first visit paints before any script has run: header, a loading note and the
// footer, as an anonymous English-reading visitor sees them (most first visits are donors'). The
// build writes it into index.html (web/tooling/page-shell.ts); main.tsx then renders the app over
// it, starting with the root route's fallback, this same LayoutLoading: one markup, no flash.
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type RouteObject,
} from 'react-router';
import { TranslationProvider } from '../i18n/translation';
import type { RootData } from '../lib/session-route';
import { rootRouteId } from '../lib/session-route';
import { LayoutLoading } from './layout';

const anonymous: RootData = { session: null };

const shellRoutes: RouteObject[] = [
  {
    id: rootRouteId,
    path: '/',
    loader: () => anonymous,
    element: <LayoutLoading />,
  },
];

/** The frame's HTML, for the inside of index.html's #root. */
export async function renderPageShell(): Promise<string> {
  const handler = createStaticHandler(shellRoutes);
  const context = await handler.query(new Request('http://localhost/'));
  if (context instanceof Response) throw new Error(`the page shell answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // hydrate={false}: no inline script with the router's state (the CSP refuses inline scripts);
  // the app starts its own router over this markup.
  return renderToString(
    <TranslationProvider language="en">
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </TranslationProvider>,
  );
}
