// The Thon page's route action: the page's changes post here through fetchers (JSON bodies named
// by `intent`), so their pending state, the page's reload afterwards and overlapping submissions
// are React Router's. A refusal of the API comes back as an outcome the panel shows; anything
// else is an error for the route's error element.
import type { ActionFunctionArgs } from 'react-router';
import {
  recordOfflinePledgeOutcome,
  type RecordOfflinePledgeRequest,
} from '@/features/pledges/signed-in/record-offline-pledge';
import { recordUnitsOutcome, type RecordUnitsRequest } from '@/features/events/routes/record-units';
import { refusedOr, type Refused } from '@/components/form/refused-or';
import {
  isThonEventRequest,
  thonEventOutcome,
  type ThonEventRequest,
} from '@/features/events/routes/thon-event-actions';
import { completeParticipant, refundPledge, retryFailedCharges } from '../api/pledge-processing';
import {
  savePledgeSettings,
  startPayoutOnboarding,
  type PledgeSettingsChanges,
} from '../api/pledge-settings';
import { saveEventTemplates } from '../api/share-templates';
import { setPledgeMessageHidden } from '../api/set-pledge-message-hidden';
import type { ShareTemplates } from '@thon/shared/sharing/share-templates';

export type ThonActionRequest =
  | ThonEventRequest
  | { intent: 'retry-failed-charges' }
  | { intent: 'refund-pledge'; pledgeId: string; donorName: string; amount?: number }
  | { intent: 'complete-participant'; participantId: string; name: string }
  | { intent: 'start-payout-onboarding' }
  | { intent: 'save-pledge-settings'; changes: PledgeSettingsChanges }
  // The templates' own fields as a plain record: JSON bodies take no interface.
  | { intent: 'save-share-templates'; templates: Record<keyof ShareTemplates, string> }
  | { intent: 'set-message-hidden'; pledgeId: string; hidden: boolean }
  | RecordUnitsRequest
  | RecordOfflinePledgeRequest;

export type { Refused };
export type ChargesRetried = { ok: true; queued: number } | Refused;
/** `amount` is what was asked (none: the whole unrefunded amount). */
export type PledgeRefunded = { ok: true; donorName: string; amount?: number } | Refused;
export type ParticipantCompleted = { ok: true; name: string; queued: number } | Refused;
/** The provider's onboarding link, where the page goes next. */
export type OnboardingStarted = { ok: true; url: string } | Refused;
export type PledgeSettingsSaved =
  { ok: true; settings: Awaited<ReturnType<typeof savePledgeSettings>> } | Refused;
/** A refusal keeps the API's issues, each named by its field, so the form shows it under that field. */
export type TemplatesRefused = Refused & { issues: { path: string; message: string }[] };
export type TemplatesSaved =
  { ok: true; templates: Awaited<ReturnType<typeof saveEventTemplates>> } | TemplatesRefused;
export type MessageHiddenChanged = { ok: true; pledgeId: string; hidden: boolean } | Refused;

export async function thonAction({ params, request }: ActionFunctionArgs) {
  const eventId = params.eventId ?? '';
  const body = (await request.json()) as ThonActionRequest;
  if (isThonEventRequest(body)) return thonEventOutcome(eventId, body);
  switch (body.intent) {
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
    case 'start-payout-onboarding':
      return refusedOr<OnboardingStarted>(async () => ({
        ok: true,
        url: (await startPayoutOnboarding(eventId)).Url,
      }));
    case 'save-pledge-settings':
      return refusedOr<PledgeSettingsSaved>(async () => ({
        ok: true,
        settings: await savePledgeSettings(eventId, body.changes),
      }));
    case 'save-share-templates':
      return refusedOr<TemplatesSaved>(
        async () => ({ ok: true, templates: await saveEventTemplates(eventId, body.templates) }),
        (error): TemplatesRefused => ({ ok: false, message: error.message, issues: error.issues }),
      );
    case 'set-message-hidden':
      return refusedOr<MessageHiddenChanged>(async () => {
        const answer = await setPledgeMessageHidden(body.pledgeId, body.hidden);
        return { ok: true, pledgeId: answer.PledgeId, hidden: answer.MessageHidden };
      });
    case 'record-units':
      return recordUnitsOutcome(body);
    case 'record-offline-pledge':
      return recordOfflinePledgeOutcome(body);
  }
}
