// A parent's add and remove of a child, as route actions: Remove on a dashboard card and the two
// add forms of the parent pages post here through fetchers, so the pending state, the reload of
// the list afterwards and overlapping submissions are React Router's.
import type { ActionFunctionArgs } from 'react-router';
import type { AddedParticipant } from '@thon/shared/api/schemas/participants';
import { invalidEventCode } from '@thon/shared/catalog/messages';
import { ApiError } from '@/lib/api-client';
import { addParticipant } from '@/features/participants/api/add-participant';
import { removeParticipant } from '@/features/participants/api/remove-participant';

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

/** What an add form posts (JSON): a child by access code, or a new child for an event's code. */
export type AddParticipantRequest =
  | { intent: 'add-by-code'; AccessCode: string; EventCode: string }
  | {
      intent: 'add-new';
      EventCode: string;
      FirstName: string;
      LastName: string;
      Goal: number;
      Grade?: string;
      ShirtSize?: string;
    };

export type AddParticipantOutcome =
  { ok: true; participant: AddedParticipant } | { ok: false; message: string; field?: 'EventCode' };

async function add(body: AddParticipantRequest): Promise<AddParticipantOutcome> {
  if (body.intent === 'add-by-code') {
    return {
      ok: true,
      participant: await addParticipant({ AccessCode: body.AccessCode, EventCode: body.EventCode }),
    };
  }
  // The server names the event by its code (an EventId alone no longer adds a child).
  const { intent: _intent, ...child } = body;
  return { ok: true, participant: await addParticipant(child) };
}

export async function addParticipantAction({ request }: ActionFunctionArgs): Promise<AddParticipantOutcome> {
  try {
    return await add((await request.json()) as AddParticipantRequest);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    // An unknown event code is the event code field's error, shown beside it.
    return error.message === invalidEventCode
      ? { ok: false, message: error.message, field: 'EventCode' }
      : { ok: false, message: error.message };
  }
}
