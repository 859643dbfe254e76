// POST /api/events/AssignTeamLeader and /api/events/AssignClassTeacher as the organizer: the person
// is named by their account email. Resolve with the team as stored.
import { eventRoutes } from '@thon/shared/api/routes/events';
import { callApi } from '@/lib/api-client';

export type TeamRole = 'leader' | 'teacher';

export function assignTeamPerson(role: TeamRole, eventId: string, teamId: string, email: string) {
  const body = { EventId: eventId, TeamId: teamId, Email: email };
  return role === 'leader'
    ? callApi(eventRoutes.assignTeamLeader, { body })
    : callApi(eventRoutes.assignClassTeacher, { body });
}
