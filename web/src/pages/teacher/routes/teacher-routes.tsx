// /teacher/class, for teachers. Mounted under the signed-in group.
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
    ],
  },
];
