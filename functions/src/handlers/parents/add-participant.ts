// POST /api/Parent/AddParticipant — link a child by access code or create one (at most 9).
import { routes } from '@thon/shared/api/routes';
import { api } from '../../platform/http-api';
import { addParentParticipant } from '../../domain/parents/add-participant';

export const handler = api(routes.addParentParticipant).handler(({ caller, body }) =>
  addParentParticipant(caller, body),
);
