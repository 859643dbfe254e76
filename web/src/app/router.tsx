// The browser router of the SPA. Tests build a memory router from the same route tree.
import { createBrowserRouter } from 'react-router';
import { appRoutes } from './app-routes';

export const router = createBrowserRouter(appRoutes);
