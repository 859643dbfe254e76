// Sign-in pages. /login is the login page of spec section 2; /reset-password is where reset
// emails lead; /sso receives the admin ↔ main hand-off; /logout is the sign-out action. Pages
// load on demand so donors landing on an event page never download the forms.
import type { RouteObject } from 'react-router';
import { PageLoading } from '../../../components/page-loading';

export const authRoutes: RouteObject[] = [
  {
    path: 'login',
    HydrateFallback: PageLoading,
    lazy: async () => {
      const [{ LoginPage }, { loginLoader }, { loginAction }] = await Promise.all([
        import('./login-page'),
        import('./login-loader'),
        import('./login-actions'),
      ]);
      return { Component: LoginPage, loader: loginLoader, action: loginAction };
    },
  },
  {
    path: 'reset-password',
    HydrateFallback: PageLoading,
    lazy: async () => {
      const [{ ResetPasswordPage }, { resetPasswordAction }] = await Promise.all([
        import('./reset-password-page'),
        import('./reset-password-action'),
      ]);
      return { Component: ResetPasswordPage, action: resetPasswordAction };
    },
  },
  {
    path: 'sso',
    HydrateFallback: PageLoading,
    lazy: async () => {
      const { SsoPage } = await import('./sso-page');
      return { Component: SsoPage };
    },
  },
  {
    path: 'logout',
    lazy: async () => {
      const { logoutAction, logoutLoader } = await import('./logout-action');
      return { action: logoutAction, loader: logoutLoader };
    },
  },
];
