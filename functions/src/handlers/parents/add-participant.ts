// POST /api/Parent/AddParticipant — link a child by access code and event code (limited per parent
// and address) or create one (at most 9); answers only the added child's id, event and name.
import { routes } from '@thon/shared/api/routes';
import { api } from '../../platform/http-api';
import { addParentParticipant } from '../../domain/parents/add-participant';

export const handler = api(routes.addParentParticipant).handler(({ caller, body, event }) =>
  addParentParticipant(caller, body, event.requestContext.http.sourceIp),
);
