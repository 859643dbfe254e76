// The organizer's Thon changes the events feature owns (status, settings, participant import,
// hiding, approvals, team leaders and class teachers): the JSON bodies their panels post and the
// outcome each answers. The organizer's Thon page action routes these intents here, so the panels
// and their calls stay together in this feature while the page only composes them.
import type { EventStatus } from '@thon/shared/api/schemas/events';
import { refusedOr, type Refused } from '@/components/form/refused-or';
import { assignTeamPerson, type TeamRole } from '../api/assign-team-people';
import { changeThonStatus } from '../api/change-thon-status';
import { importParticipants, type ImportReport } from '../api/import-participants';
import { approveParticipant, rejectParticipant } from '../api/participant-approvals';
import { setParticipantHidden } from '../api/set-participant-hidden';
import { updateThon } from '../api/update-thon';

export type ThonEventRequest =
  | { intent: 'change-status'; status: EventStatus }
  | { intent: 'import-participants'; csv: string }
  | { intent: 'set-hidden'; participantId: string; name: string; hidden: boolean }
  | { intent: 'approve-participant' | 'reject-participant'; participantId: string; name: string }
  | { intent: 'update-thon'; changes: Parameters<typeof updateThon>[0] }
  | { intent: 'assign-team-person'; teamId: string; role: TeamRole; email: string };

export type StatusChanged = { ok: true; status: EventStatus } | Refused;
export type ParticipantsImported = { ok: true; report: ImportReport } | Refused;
export type HiddenChanged = { ok: true; name: string; hidden: boolean } | Refused;
export type ApprovalDecided = { ok: true; name: string; approved: boolean } | Refused;
export type ThonUpdated = { ok: true; thon: Awaited<ReturnType<typeof updateThon>> } | Refused;
export type TeamPersonAssigned = { ok: true; role: TeamRole } | Refused;

const eventIntents: ReadonlySet<string> = new Set<ThonEventRequest['intent']>([
  'change-status',
  'import-participants',
  'set-hidden',
  'approve-participant',
  'reject-participant',
  'update-thon',
  'assign-team-person',
]);

export function isThonEventRequest(body: { intent: string }): body is ThonEventRequest {
  return eventIntents.has(body.intent);
}

export async function thonEventOutcome(eventId: string, body: ThonEventRequest) {
  switch (body.intent) {
    case 'change-status':
      return refusedOr<StatusChanged>(async () => {
        await changeThonStatus(eventId, body.status);
        return { ok: true, status: body.status };
      });
    case 'import-participants':
      return refusedOr<ParticipantsImported>(async () => ({
        ok: true,
        report: await importParticipants(eventId, body.csv),
      }));
    case 'set-hidden':
      return refusedOr<HiddenChanged>(async () => {
        await setParticipantHidden(eventId, body.participantId, body.hidden);
        return { ok: true, name: body.name, hidden: body.hidden };
      });
    case 'approve-participant':
    case 'reject-participant':
      return refusedOr<ApprovalDecided>(async () => {
        const approved = body.intent === 'approve-participant';
        await (approved ? approveParticipant : rejectParticipant)(eventId, body.participantId);
        return { ok: true, name: body.name, approved };
      });
    case 'update-thon':
      return refusedOr<ThonUpdated>(async () => ({ ok: true, thon: await updateThon(body.changes) }));
    case 'assign-team-person':
      return refusedOr<TeamPersonAssigned>(async () => {
        await assignTeamPerson(body.role, eventId, body.teamId, body.email);
        return { ok: true, role: body.role };
      });
  }
}
