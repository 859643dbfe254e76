// The dashboard's route action: Remove on a participant card posts here through a fetcher, so the
// pending state, the reload of the list afterwards and overlapping submissions are React Router's.
import type { ActionFunctionArgs } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { removeParticipant } from '../api/remove-participant';

/** One fetcher for removals, shared by the cards (pending, refusal) and the page (announcement). */
export const removeParticipantFetcherKey = 'parent-remove-participant';

export type RemoveParticipantOutcome =
  { ok: true; participantId: string; name: string } | { ok: false; participantId: string; message: string };

export async function parentDashboardAction({
  request,
}: ActionFunctionArgs): Promise<RemoveParticipantOutcome> {
  const form = await request.formData();
  const participantId = String(form.get('participantId') ?? '');
  const name = String(form.get('name') ?? '');
  try {
    await removeParticipant(participantId);
    return { ok: true, participantId, name };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { ok: false, participantId, message: error.message };
  }
}
