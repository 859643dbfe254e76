// Home is reachable at / and at /home (where logout lands, spec section 2).
import type { RouteObject } from 'react-router';
import { HomePage } from './home-page';

export const homeRoutes: RouteObject[] = [
  { index: true, element: <HomePage /> },
  { path: 'home', element: <HomePage /> },
];
