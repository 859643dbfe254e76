// POST /api/Parent/AddParticipant — link a child by access code and event code (limited per parent
// and address) or create one (at most 9); answers only the added child's id, event and name.
import { participantRoutes } from '@thon/shared/api/routes/participants';
import { api } from '../../platform/http-api';
import { addParticipantDeps } from '../../composition/parents';
import { addParentParticipant } from '../../domain/parents/add-participant';

export const handler = api(participantRoutes.addParentParticipant).handler(({ caller, body, event }) =>
  addParentParticipant(addParticipantDeps, caller, body, event.requestContext.http.sourceIp),
);
