// The contact message as support reads it, in the Jira issue and in support's email: who sent it,
// when (the spec's date-time in the sender's time zone, named, so support knows their local
// time), the issue type, the attachments' names and the message.
import type { ContactRequest } from '@thon/shared/api/schemas/support';
import { formatDisplayDateTime } from '@thon/shared/catalog/display-format';

export interface Sending {
  /** When the message arrived. */
  at: Date;
  /** The sender's IANA time zone (platform/viewer-time-zone.ts). */
  timeZone: string;
}

export function contactMessageText(
  request: Pick<ContactRequest, 'From' | 'FromName' | 'Message'>,
  issueType: string,
  attachmentNames: readonly string[],
  sending: Sending,
): string {
  return [
    `From: ${request.FromName} <${request.From}>`,
    `Sent: ${formatDisplayDateTime(sending.at, sending.timeZone)} (${sending.timeZone})`,
    `Issue type: ${issueType}`,
    ...(attachmentNames.length > 0 ? [`Attachments: ${attachmentNames.join(', ')}`] : []),
    '',
    request.Message,
  ].join('\n');
}
