// The sharing feature's messages (product wording: the spec's own sharing messages,
// alreadyInvited and socialPostFailed, stay in messages.ts). Kept apart from messages.ts so the
// donor pages, which share that module's chunk, do not download the Share page's wording.
import { maxEmailRecipients, maxSmsRecipients } from './limits';

export const tooManyEmailRecipients = `You can invite at most ${maxEmailRecipients} people by email at once.`;
export const tooManySmsRecipients = `You can text at most ${maxSmsRecipients} numbers at once.`;
export const noRecipients = 'Add at least one email address or mobile number.';
export const notAnEmailAddress = (entry: string) => `${entry} is not a valid email address.`;
export const notAMobileNumber = (entry: string) => `${entry} is not a valid mobile number.`;
export const recipientUnsubscribed = 'This person has asked not to receive invitations.';
export const numberOptedOut = 'This number has opted out of text messages.';
export const recipientUndeliverable = 'Email to this address cannot be delivered.';
export const inviteNotSent = 'The message could not be sent. Please try again later.';
export const inviteOutcomeUnknown = 'This invitation may already have been sent; it was not sent again.';
export const dailyInviteCapReached = (limit: number, kind: 'email' | 'text') =>
  `The limit of ${limit} ${kind} invitations a day for this participant has been reached. Please try again tomorrow.`;
export const dailySenderInviteCapReached = (limit: number, kind: 'email' | 'text') =>
  `You have reached the limit of ${limit} ${kind} invitations a day from one account. Please try again tomorrow.`;
export const dailyEventInviteCapReached = (limit: number, kind: 'email' | 'text') =>
  `This Thon has reached its limit of ${limit} ${kind} invitations a day. Please try again tomorrow.`;
export const sendInProgress = 'This send is already in progress. Please wait a moment.';
export const idempotencyKeyReusedForSend = 'This request was already used for a different send.';
export const invitesSent = (sent: number, skipped: number) =>
  `${sent} ${sent === 1 ? 'invitation' : 'invitations'} sent${skipped > 0 ? `, ${skipped} skipped` : ''}.`;
export const unsubscribed = (email: string) =>
  `${email} will not receive any more invitations or reminders from Thon.`;
export const unsubscribeLinkInvalid = 'This unsubscribe link is not valid.';
export const unknownPlaceholder = (name: string) => `{${name}} is not a placeholder we know.`;
export const templateNeedsLink = 'Include {EventUrl} so people can reach the page.';
export const templatesSaved = 'The share templates were saved.';
export const sharingClosed = 'Invitations can be sent while the Thon is live.';
export const smsOptOutNote = 'Reply STOP to opt out.';
export const inviteEmailFooter =
  'You received this email because someone invited you to support a participant on Thon. We never share your address.';
export const unsubscribeLinkLabel = 'Unsubscribe from these invitations';
export const reminderSubject = (participant: string, event: string) =>
  `${event} ends soon: there is still time to sponsor ${participant}`;
export const reminderBody = (participant: string, event: string, endDate: string) =>
  `${event} ends on ${endDate}. ${participant} would love your support before it does.`;
export const reminderLinkLabel = (participant: string) => `Sponsor ${participant}`;
export const sharesTowardGoal = (count: number, goal: number) => `${count} of ${goal} shares`;
export const shareKitNotLoaded = 'The sharing page could not be loaded. Please try again.';
