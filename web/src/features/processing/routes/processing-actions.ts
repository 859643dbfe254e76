// The organizer's pledge processing and payouts (retrying failed charges, a refund, completing a
// participant, payout onboarding, the pledge settings): the JSON bodies their panels post and the
// outcome each answers. The organizer's Thon page action routes these intents here, so the panels
// and their calls stay together in this feature while the page only composes them.
import { refusedOr, type Refused } from '@/components/form/refused-or';
import { completeParticipant, refundPledge, retryFailedCharges } from '../api/pledge-processing';
import {
  savePledgeSettings,
  startPayoutOnboarding,
  type PledgeSettingsChanges,
} from '../api/pledge-settings';

export type ProcessingRequest =
  | { intent: 'retry-failed-charges' }
  | { intent: 'refund-pledge'; pledgeId: string; donorName: string; amount?: number }
  | { intent: 'complete-participant'; participantId: string; name: string }
  | { intent: 'start-payout-onboarding' }
  | { intent: 'save-pledge-settings'; changes: PledgeSettingsChanges };

export type ChargesRetried = { ok: true; queued: number } | Refused;
/** `amount` is what was asked (none: the whole unrefunded amount). */
export type PledgeRefunded = { ok: true; donorName: string; amount?: number } | Refused;
export type ParticipantCompleted = { ok: true; name: string; queued: number } | Refused;
/** The provider's onboarding link, where the page goes next. */
export type OnboardingStarted = { ok: true; url: string } | Refused;
export type PledgeSettingsSaved =
  { ok: true; settings: Awaited<ReturnType<typeof savePledgeSettings>> } | Refused;

const processingIntents: ReadonlySet<string> = new Set<ProcessingRequest['intent']>([
  'retry-failed-charges',
  'refund-pledge',
  'complete-participant',
  'start-payout-onboarding',
  'save-pledge-settings',
]);

export function isProcessingRequest(body: { intent: string }): body is ProcessingRequest {
  return processingIntents.has(body.intent);
}

export async function processingOutcome(eventId: string, body: ProcessingRequest) {
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
  }
}
