// /parent/dashboard, /parent/addparticipant, /parent/mypledges. Mounted under the signed-in group.
import type { RouteObject } from 'react-router';
import { PageLoading } from '../../../components/page-loading';

const page = (name: 'ParentDashboardPage' | 'AddParticipantPage' | 'MyPledgesPage') => async () => ({
  Component: (await import('./parent-pages'))[name],
});

export const parentRoutes: RouteObject[] = [
  { path: 'parent/dashboard', HydrateFallback: PageLoading, lazy: page('ParentDashboardPage') },
  { path: 'parent/addparticipant', HydrateFallback: PageLoading, lazy: page('AddParticipantPage') },
  { path: 'parent/mypledges', HydrateFallback: PageLoading, lazy: page('MyPledgesPage') },
];
