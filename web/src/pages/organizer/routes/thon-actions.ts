// The Thon page's route action: the page's changes post here through fetchers (JSON bodies named
// by `intent`), so their pending state, the page's reload afterwards and overlapping submissions
// are React Router's. A refusal of the API comes back as an outcome the panel shows; anything
// else is an error for the route's error element.
import type { ActionFunctionArgs } from 'react-router';
import type { EventStatus } from '@thon/shared/api/schemas/events';
import {
  recordOfflinePledgeOutcome,
  type RecordOfflinePledgeRequest,
} from '@/features/pledges/signed-in/record-offline-pledge';
import { recordUnitsOutcome, type RecordUnitsRequest } from '@/features/events/routes/record-units';
import { ApiError } from '../../../lib/api-client';
import { changeThonStatus } from '../api/change-thon-status';
import { importParticipants, type ImportReport } from '../api/import-participants';
import { completeParticipant, refundPledge, retryFailedCharges } from '../api/pledge-processing';
import { assignTeamPerson, type TeamRole } from '../api/assign-team-people';
import { setParticipantHidden } from '../api/set-participant-hidden';
import { approveParticipant, rejectParticipant } from '../api/participant-approvals';
import { updateThon } from '../api/update-thon';

export type ThonActionRequest =
  | { intent: 'change-status'; status: EventStatus }
  | { intent: 'import-participants'; csv: string }
  | { intent: 'set-hidden'; participantId: string; name: string; hidden: boolean }
  | { intent: 'approve-participant' | 'reject-participant'; participantId: string; name: string }
  | { intent: 'update-thon'; changes: Parameters<typeof updateThon>[0] }
  | { intent: 'assign-team-person'; teamId: string; role: TeamRole; email: string }
  | { intent: 'retry-failed-charges' }
  | { intent: 'refund-pledge'; pledgeId: string; donorName: string; amount?: number }
  | { intent: 'complete-participant'; participantId: string; name: string }
  | RecordUnitsRequest
  | RecordOfflinePledgeRequest;

export type Refused = { ok: false; message: string };
export type StatusChanged = { ok: true; status: EventStatus } | Refused;
export type ParticipantsImported = { ok: true; report: ImportReport } | Refused;
export type HiddenChanged = { ok: true; name: string; hidden: boolean } | Refused;
export type ApprovalDecided = { ok: true; name: string; approved: boolean } | Refused;
export type ThonUpdated = { ok: true; thon: Awaited<ReturnType<typeof updateThon>> } | Refused;
export type TeamPersonAssigned = { ok: true; role: TeamRole } | Refused;
export type ChargesRetried = { ok: true; queued: number } | Refused;
/** `amount` is what was asked (none: the whole unrefunded amount). */
export type PledgeRefunded = { ok: true; donorName: string; amount?: number } | Refused;
export type ParticipantCompleted = { ok: true; name: string; queued: number } | Refused;

async function refusedOr<T>(run: () => Promise<T>): Promise<T | Refused> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof ApiError) return { ok: false, message: error.message };
    throw error;
  }
}

export async function thonAction({ params, request }: ActionFunctionArgs) {
  const eventId = params.eventId ?? '';
  const body = (await request.json()) as ThonActionRequest;
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
    case 'retry-failed-charges':
      return refusedOr<ChargesRetried>(async () => ({
        ok: true,
        queued: (await retryFailedCharges(eventId)).Queued,
      }));
    case 'refund-pledge':
      return refusedOr<PledgeRefunded>(async () => {
        await refundPledge(body.pledgeId, body.amount);
        return {
          ok: true,
          donorName: body.donorName,
          ...(body.amount === undefined ? {} : { amount: body.amount }),
        };
      });
    case 'complete-participant':
      return refusedOr<ParticipantCompleted>(async () => ({
        ok: true,
        name: body.name,
        queued: (await completeParticipant(body.participantId)).Queued,
      }));
    case 'record-units':
      return recordUnitsOutcome(body);
    case 'record-offline-pledge':
      return recordOfflinePledgeOutcome(body);
  }
}
