// Sharing: /share/:participantId for signed-in people who share for a participant (the
// API decides who may), and the public /unsubscribe the invitation emails link to.
import type { RouteObject } from 'react-router';
import { PageLoading } from '../../../components/page-loading';
import { initialLanguage } from '../../../i18n/languages';

export const shareRoutes: RouteObject[] = [
  {
    path: 'share/:participantId',
    HydrateFallback: PageLoading,
    lazy: async () => {
      const [{ SharePage }, { loadShareKit }, { shareAction }] = await Promise.all([
        import('./share-page'),
        import('../api/share-kit-calls'),
        import('./share-actions'),
      ]);
      return {
        Component: SharePage,
        action: shareAction,
        // The visitor's language as the page will start in it (the page reloads the kit on a change).
        loader: ({ params, request }) =>
          loadShareKit(params.participantId ?? '', initialLanguage(), request.signal),
      };
    },
  },
];

export const unsubscribeRoutes: RouteObject[] = [
  {
    path: 'unsubscribe',
    HydrateFallback: PageLoading,
    lazy: async () => {
      const [{ UnsubscribePage }, { unsubscribeAction }] = await Promise.all([
        import('./unsubscribe-page'),
        import('./unsubscribe-actions'),
      ]);
      return { Component: UnsubscribePage, action: unsubscribeAction };
    },
  },
];
