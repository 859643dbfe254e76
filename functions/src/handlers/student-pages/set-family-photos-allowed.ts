// POST /api/StudentPage/SetFamilyPhotosAllowed — turns family photos on or off for a Thon.
import { studentPageRoutes } from '@thon/shared/api/routes/student-pages';
import { studentPageTableDeps } from '../../composition/student-pages';
import { setFamilyPhotosAllowed } from '../../domain/student-pages/photos-allowed';
import { api } from '../../platform/http-api';

export const handler = api(studentPageRoutes.setFamilyPhotosAllowed).handler(({ caller, body }) =>
  setFamilyPhotosAllowed(studentPageTableDeps, caller, body),
);
