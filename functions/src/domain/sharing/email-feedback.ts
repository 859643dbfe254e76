// SES delivery feedback: the configuration set publishes bounces and complaints to an
// SNS topic, which invokes this. A permanent bounce or a complaint suppresses the address for every
// future invitation and reminder, and marks the invitation (the message's participantId tag).
// Transient bounces (a full mailbox) change nothing: the next send may well arrive. Hard bounces and
// complaints are measured per address, once the suppressions are written (SES's own bounce rate
// counts hard bounces only; SNS delivers at least once, so a rare redelivery may count twice).
import * as z from 'zod';
import { businessMetrics } from '@thon/shared/observability/metric-catalog';
import type { SharingPorts } from './ports';

const recipientsSchema = z.array(z.looseObject({ emailAddress: z.string() }));

/** The SES notification (event publishing names it eventType, identity notifications notificationType). */
export const sesFeedbackSchema = z.looseObject({
  eventType: z.string().optional(),
  notificationType: z.string().optional(),
  bounce: z.looseObject({ bounceType: z.string(), bouncedRecipients: recipientsSchema }).optional(),
  complaint: z.looseObject({ complainedRecipients: recipientsSchema }).optional(),
  mail: z.looseObject({ tags: z.record(z.string(), z.array(z.string())).optional() }).optional(),
});

export interface FeedbackOutcome {
  suppressed: string[];
}

// A message that is not JSON is ignored like any other stranger: throwing would return it to the
// topic's retries and then the dead-letter queue, paging for nothing.
function parseJson(message: string): unknown {
  try {
    return JSON.parse(message);
  } catch {
    return undefined;
  }
}

/** Applies one notification; answers the addresses it suppressed. */
export async function applyEmailFeedback(
  deps: Pick<SharingPorts, 'suppressions' | 'invites' | 'logger' | 'metrics'>,
  message: string,
): Promise<FeedbackOutcome> {
  const parsed = sesFeedbackSchema.safeParse(parseJson(message));
  if (!parsed.success) {
    deps.logger.warn('Not an SES notification; ignored');
    return { suppressed: [] };
  }
  const notification = parsed.data;
  const type = notification.eventType ?? notification.notificationType;
  const bounced = type === 'Bounce' && notification.bounce?.bounceType === 'Permanent';
  const complained = type === 'Complaint';
  if (!bounced && !complained) return { suppressed: [] };
  const recipients =
    (bounced ? notification.bounce?.bouncedRecipients : notification.complaint?.complainedRecipients) ?? [];
  const emails = recipients.map((recipient) => recipient.emailAddress.trim().toLowerCase());
  const participantId = notification.mail?.tags?.participantId?.[0];
  await Promise.all(
    emails.map(async (email) => {
      await deps.suppressions.suppressEmail(email, bounced ? 'Bounced' : 'Complained');
      if (participantId) {
        await deps.invites.markInviteDelivery(
          { participantId, channel: 'Email', recipient: email },
          bounced ? 'Bounced' : 'Complained',
        );
      }
    }),
  );
  if (emails.length > 0) {
    deps.metrics.count(bounced ? businessMetrics.emailsBounced : businessMetrics.emailsComplained, {
      value: emails.length,
    });
  }
  return { suppressed: emails };
}
