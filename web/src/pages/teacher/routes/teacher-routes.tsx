// /teacher/class and its prizes pick list (/teacher/class/prizes), for teachers. Mounted under the signed-in group.
import type { RouteObject } from 'react-router';
import { PageLoading } from '../../../components/page-loading';
import { requireRole } from '../../../lib/require-role';

export const teacherRoutes: RouteObject[] = [
  {
    path: 'teacher',
    loader: requireRole(['teacher']),
    children: [
      {
        path: 'class',
        HydrateFallback: PageLoading,
        lazy: async () => {
          const [{ TeacherClassPage }, { loadTeacherClass }, { teacherClassAction }] = await Promise.all([
            import('./teacher-class-page'),
            import('@/features/participants/api/load-teacher-class'),
            import('./teacher-actions'),
          ]);
          return {
            Component: TeacherClassPage,
            loader: ({ request }) => loadTeacherClass(request.signal),
            action: teacherClassAction,
          };
        },
      },
      {
        // The pick list of the teacher's classes (features/prizes), its own lazy module.
        path: 'class/prizes',
        HydrateFallback: PageLoading,
        lazy: async () => {
          const [{ PickListPage }, { loadPickList }, { moveAwardsAction }] = await Promise.all([
            import('@/features/prizes/routes/pick-list-page'),
            import('@/features/prizes/routes/pick-list-loader'),
            import('@/features/prizes/routes/award-actions'),
          ]);
          return {
            Component: PickListPage,
            loader: ({ request }) => loadPickList(request.signal),
            action: moveAwardsAction,
          };
        },
      },
    ],
  },
];
