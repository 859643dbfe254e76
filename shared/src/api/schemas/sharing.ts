// Sharing: invitations by email and SMS, social shares, the event's share templates and
// unsubscribing. Recipients arrive as typed; the edge validates every one with the spec's patterns
// (one bad entry blocks the whole send and the answer's issues name it) and the API stores the
// normalised form (shared/src/sharing/recipients.ts).
import * as z from 'zod';
import { maxEmailRecipients, maxSmsRecipients } from '../../catalog/limits';
import { invalidEmailFormat, mobileNumberLength } from '../../catalog/messages';
import {
  noRecipients,
  notAMobileNumber,
  notAnEmailAddress,
  templateNeedsLink,
  tooManyEmailRecipients,
  tooManySmsRecipients,
  unknownPlaceholder,
} from '../../catalog/sharing-messages';
import { isEmailAddress, normalizeMobile } from '../../sharing/recipients';
import { shareLanguages } from '../../sharing/share-language';
import {
  templateMaxLengths,
  templatesNeedingLink,
  unknownPlaceholders,
  type ShareTemplates,
} from '../../sharing/share-templates';

const id = (name: string) =>
  z
    .string({ error: `${name} is required` })
    .trim()
    .min(1, `${name} is required`)
    .max(128);

export const shareParticipantPathSchema = z.strictObject({ participantId: id('participantId') });
export const shareEventPathSchema = z.strictObject({ eventId: id('eventId') });

export const inviteChannels = ['Email', 'Sms'] as const;
export const inviteChannelSchema = z.enum(inviteChannels);
export type InviteChannel = z.infer<typeof inviteChannelSchema>;

/**
 * An invitation's state. Sending: claimed, the provider not yet answered. Sent: the provider took
 * it. Failed: the provider refused it (the person may be invited again). Bounced, Complained: SES
 * delivery feedback (the address is suppressed from then on).
 */
export const inviteStatuses = ['Sending', 'Sent', 'Failed', 'Bounced', 'Complained'] as const;
export const inviteStatusSchema = z.enum(inviteStatuses);
export type InviteStatus = z.infer<typeof inviteStatusSchema>;

/** A recipients list: each entry checked, every bad one named (path Recipients.<index>). */
function recipientsSchema(options: {
  max: number;
  tooMany: string;
  valid: (entry: string) => boolean;
  invalid: (entry: string) => string;
  blockMessage: string;
}) {
  return z
    .array(z.string().trim().max(254), { error: noRecipients })
    .min(1, noRecipients)
    .max(options.max, options.tooMany)
    .superRefine((entries, context) => {
      const bad = entries.flatMap((entry, index) => (options.valid(entry) ? [] : [{ entry, index }]));
      if (bad.length === 0) return;
      // The first issue carries the block message; every bad entry gets its own, naming it.
      context.addIssue({ code: 'custom', message: options.blockMessage, path: [] });
      for (const { entry, index } of bad) {
        context.addIssue({ code: 'custom', message: options.invalid(entry), path: [index] });
      }
    });
}

/**
 * The language of our default templates and of the wording around them (footer, STOP note), issue
 * 15; English when absent. An event with its own saved templates sends those as written.
 */
export const shareLanguageSchema = z.enum(shareLanguages, { error: 'Language must be en or es.' });

/** GetShareKit: the language the preview is rendered in, as the sends will be. */
export const shareKitQuerySchema = z.strictObject({ Language: shareLanguageSchema.optional() });

/** A short personal line the sender may add above the template (plain text). */
const personalNoteSchema = z.string().trim().max(300, 'The personal note can be at most 300 characters.');

export const sendEmailInvitesRequestSchema = z.strictObject({
  ParticipantId: id('ParticipantId'),
  Recipients: recipientsSchema({
    max: maxEmailRecipients,
    tooMany: tooManyEmailRecipients,
    valid: isEmailAddress,
    invalid: notAnEmailAddress,
    blockMessage: invalidEmailFormat,
  }),
  PersonalNote: personalNoteSchema.optional(),
  Language: shareLanguageSchema.optional(),
});

export const sendSmsInvitesRequestSchema = z.strictObject({
  ParticipantId: id('ParticipantId'),
  Recipients: recipientsSchema({
    max: maxSmsRecipients,
    tooMany: tooManySmsRecipients,
    valid: (entry) => normalizeMobile(entry) !== undefined,
    invalid: notAMobileNumber,
    blockMessage: mobileNumberLength,
  }),
  Language: shareLanguageSchema.optional(),
});

export const recipientResultSchema = z.strictObject({
  /** As the sender typed it. */
  Recipient: z.string(),
  Status: z.enum(['Sent', 'Skipped', 'Failed']),
  /** The provider's message id (SES MessageId, SNS MessageId) when sent. */
  MessageId: z.string().optional(),
  /** Why it was skipped or failed, in words to show. */
  Message: z.string().optional(),
});
export type RecipientResult = z.infer<typeof recipientResultSchema>;

export const sendInvitesResponseSchema = z.strictObject({
  Results: z.array(recipientResultSchema),
  Sent: z.number().int(),
  Skipped: z.number().int(),
  Failed: z.number().int(),
  /** Invitations of this kind still allowed today for this participant. */
  RemainingToday: z.number().int(),
});
export type SendInvitesResponse = z.infer<typeof sendInvitesResponseSchema>;

export const socialShareChannels = ['facebook', 'x', 'whatsapp', 'link', 'native'] as const;
export const recordShareRequestSchema = z.strictObject({
  ParticipantId: id('ParticipantId'),
  Channel: z.enum(socialShareChannels, { error: 'Channel is not one we know.' }),
});
export const recordShareResponseSchema = z.strictObject({
  /** False when this address has recorded many shares for the participant within the hour. */
  Counted: z.boolean(),
  SharesCount: z.number().int(),
});

export const inviteSchema = z.strictObject({
  Channel: inviteChannelSchema,
  /** The address or number; masked for a teacher (class share). */
  Recipient: z.string(),
  Status: inviteStatusSchema,
  SentAt: z.string(),
  ReminderSentAt: z.string().optional(),
});

const renderedTemplatesSchema = z.strictObject({
  EmailSubject: z.string(),
  EmailBody: z.string(),
  Sms: z.string(),
  GuestShare: z.string(),
});

export const shareKitSchema = z.strictObject({
  ParticipantId: z.string(),
  ParticipantName: z.string(),
  EventId: z.string(),
  EventName: z.string(),
  /** The language the templates were rendered in (the request's, English by default). */
  Language: shareLanguageSchema,
  /** The participant's page without campaign parameters. */
  PageUrl: z.string(),
  /** The page with each channel's campaign parameters. */
  Links: z.strictObject({
    email: z.string(),
    sms: z.string(),
    facebook: z.string(),
    x: z.string(),
    whatsapp: z.string(),
    link: z.string(),
  }),
  /**
   * The event's templates rendered for this participant: email with the email link, SMS with the
   * SMS link; GuestShare keeps {EventUrl} for each social channel to fill in (fillLink).
   */
  Rendered: renderedTemplatesSchema,
  SharesCount: z.number().int(),
  ShareGoal: z.number().int(),
  Invites: z.array(inviteSchema),
  RemainingToday: z.strictObject({ Email: z.number().int(), Sms: z.number().int() }),
  /** Whether this caller may send invitations (pledges open and the caller shares for the child). */
  CanSend: z.boolean(),
});
export type ShareKit = z.infer<typeof shareKitSchema>;

/** Public: what a visitor or a donor who just pledged passes on (the guest-share template). */
export const guestShareSchema = z.strictObject({
  ParticipantId: z.string(),
  ParticipantName: z.string(),
  EventName: z.string(),
  /** The guest-share template rendered, with {EventUrl} left for each channel's link (fillLink). */
  Text: z.string(),
  /**
   * The same per language (Text is the English). One cached answer holds both: the edge keys
   * public reads on the path alone, so a query parameter would never reach the API.
   */
  Texts: z.strictObject({ en: z.string(), es: z.string() }),
  Links: z.strictObject({
    facebook: z.string(),
    x: z.string(),
    whatsapp: z.string(),
    link: z.string(),
    email: z.string(),
    sms: z.string(),
  }),
});

const templateField = (name: keyof ShareTemplates) =>
  z
    .string()
    .trim()
    .min(1, `${name} is required`)
    .max(templateMaxLengths[name], `${name} can be at most ${templateMaxLengths[name]} characters.`)
    .superRefine((text, context) => {
      for (const unknown of unknownPlaceholders(text)) {
        context.addIssue({ code: 'custom', message: unknownPlaceholder(unknown) });
      }
      if (templatesNeedingLink.includes(name) && !text.includes('{EventUrl}')) {
        context.addIssue({ code: 'custom', message: templateNeedsLink });
      }
    });

export const shareTemplatesSchema = z.strictObject({
  EmailSubject: templateField('EmailSubject'),
  EmailBody: templateField('EmailBody'),
  Sms: templateField('Sms'),
  GuestShare: templateField('GuestShare'),
});

export const eventTemplatesSchema = z.strictObject({
  EventId: z.string(),
  Templates: renderedTemplatesSchema,
  Defaults: renderedTemplatesSchema,
  /** 0 while the event uses our defaults; each save adds one (the template id in share links). */
  Version: z.number().int(),
  Placeholders: z.array(z.string()),
  /** The values a preview fills in: a sample participant of this event. */
  SampleValues: z.strictObject({
    ParticipantName: z.string(),
    EventName: z.string(),
    EventUrl: z.string(),
    UnitName: z.string(),
    MinUnits: z.string(),
    MaxUnits: z.string(),
  }),
  UpdatedAt: z.string().optional(),
});

export const unsubscribeQuerySchema = z.strictObject({
  Token: z.string({ error: 'Token is required' }).trim().min(1, 'Token is required').max(600),
});
export const unsubscribeResponseSchema = z.strictObject({ Email: z.string(), Message: z.string() });
