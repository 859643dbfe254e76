// The parent dashboard's changes to a child's student page, as its route's action: the message
// (saved, or '' to remove it) and removing the photo post here as JSON through fetchers, so the
// pending state and the dashboard's reload afterwards are React Router's. (The photo's upload
// goes from the browser straight to S3; its confirm reloads the dashboard itself.)
import type { ActionFunctionArgs } from 'react-router';
import { familyPageTexts as familyTexts } from '@thon/shared/catalog/family-page-messages';
import { ApiError } from '@/lib/api-client';
import { removeStudentPhoto, setStudentPageMessage } from '../api/student-page-calls';

export type FamilyPageRequest =
  | { intent: 'set-page-message'; participantId: string; message: string }
  | { intent: 'remove-photo'; participantId: string };

export type FamilyPageOutcome =
  | { ok: true; intent: FamilyPageRequest['intent']; message: string; savedMessage?: string | undefined }
  | { ok: false; intent: FamilyPageRequest['intent']; message: string };

/** The dashboard's own posts (a child's removal) are form data; the family page's are JSON. */
export function isFamilyPagePost(request: Request): boolean {
  return request.headers.get('Content-Type')?.includes('application/json') ?? false;
}

async function perform(body: FamilyPageRequest): Promise<FamilyPageOutcome> {
  if (body.intent === 'remove-photo') {
    await removeStudentPhoto(body.participantId);
    return { ok: true, intent: body.intent, message: familyTexts.photoRemoved };
  }
  const state = await setStudentPageMessage(body.participantId, body.message);
  const removed = body.message.trim() === '';
  return {
    ok: true,
    intent: body.intent,
    message: removed ? familyTexts.messageRemoved : familyTexts.messageSaved,
    savedMessage: state.Message,
  };
}

export async function familyPageAction({ request }: ActionFunctionArgs): Promise<FamilyPageOutcome> {
  return familyPageOutcome((await request.json()) as FamilyPageRequest);
}

/** A family page change's outcome: the API's refusal comes back as an outcome the control shows. */
export async function familyPageOutcome(body: FamilyPageRequest): Promise<FamilyPageOutcome> {
  try {
    return await perform(body);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { ok: false, intent: body.intent, message: error.message };
  }
}
