// Sign-in pages. /login is the login page of spec section 2. Loaded on demand so donors
// landing on an event page never download the forms.
import type { RouteObject } from 'react-router';
import { PageLoading } from '../../../components/page-loading';

export const authRoutes: RouteObject[] = [
  {
    path: 'login',
    HydrateFallback: PageLoading,
    lazy: async () => ({ Component: (await import('./login-page')).LoginPage }),
  },
];
