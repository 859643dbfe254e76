// /contact: the contact and support form, public, linked from every page's footer and
// from My Account. Its code, and the captcha widget's, load only when the page is opened.
import type { RouteObject } from 'react-router';
import { PageLoading } from '../../../components/page-loading';

export const contactRoutes: RouteObject[] = [
  {
    path: 'contact',
    HydrateFallback: PageLoading,
    lazy: async () => {
      const [{ ContactPage }, { loadContactForm }, { contactAction }] = await Promise.all([
        import('./contact-page'),
        import('../api/contact-calls'),
        import('./contact-actions'),
      ]);
      return {
        Component: ContactPage,
        loader: ({ request }) => loadContactForm(request.signal),
        action: contactAction,
      };
    },
  },
];
