// A cash or check pledge, recorded from the organizer's Thon page or the teacher's class page:
// what the offline form posts to its page's route action, and the outcome both actions answer
// (the API's refusal comes back as a message; the page's data reloads after a success).
import { pledgeNotRecorded } from '@thon/shared/catalog/messages';
import { ApiError } from '@/lib/api-client';
import { recordOfflinePledge, type OfflinePledgeBody } from '../api/pledge-calls';

export interface RecordOfflinePledgeRequest {
  intent: 'record-offline-pledge';
  /** The participant's name as the form listed it, for the confirmation. */
  participantName: string;
  pledge: OfflinePledgeBody;
}

export type OfflinePledgeRecorded =
  | { ok: true; pledgeId: string; amount: number; participantName: string }
  | { ok: false; message: string };

export async function recordOfflinePledgeOutcome(
  request: RecordOfflinePledgeRequest,
): Promise<OfflinePledgeRecorded> {
  try {
    const pledge = await recordOfflinePledge(request.pledge);
    return {
      ok: true,
      pledgeId: pledge.PledgeId,
      amount: pledge.Amount,
      participantName: request.participantName,
    };
  } catch (error) {
    if (error instanceof ApiError) return { ok: false, message: error.message };
    return { ok: false, message: pledgeNotRecorded };
  }
}
