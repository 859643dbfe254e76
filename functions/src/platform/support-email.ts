// Emails of the contact form through SES v1 SendRawEmail: the raw form carries the
// attachments and the Reply-To (the visitor, so support answers them directly). nodemailer's
// MailComposer writes the MIME, as for invitations (invite-email.ts).
import { SendRawEmailCommand } from '@aws-sdk/client-ses';
import MailComposer from 'nodemailer/lib/mail-composer';
import { sesClient } from './clients/ses';
import { optionalSetting, setting } from './environment';

export interface SupportEmail {
  to: string;
  /** Shown as "<fromName> via Thon" from our own address. */
  fromName: string;
  replyTo: string;
  subject: string;
  text: string;
  attachments: readonly { fileName: string; contentType: string; content: Buffer }[];
  /** SES message tags (letters, digits, _ - only). */
  tags: Record<string, string>;
}

/** Header values come from a visitor: no line breaks, so no header can be added through them. */
const oneLine = (value: string) => value.replace(/[\r\n]+/gu, ' ');

/** The raw MIME message (exported for tests). */
export async function composeSupportEmail(message: SupportEmail): Promise<Buffer> {
  const composer = new MailComposer({
    from: { name: `${oneLine(message.fromName)} via Thon`, address: setting('mailFrom') },
    to: message.to,
    replyTo: oneLine(message.replyTo),
    subject: oneLine(message.subject),
    text: message.text,
    attachments: message.attachments.map((attachment) => ({
      filename: oneLine(attachment.fileName),
      content: attachment.content,
      contentType: attachment.contentType,
    })),
  });
  return composer.compile().build();
}

/** Sends it; answers SES's message id. */
async function sendSupportEmail(message: SupportEmail): Promise<string> {
  const configurationSet = optionalSetting('emailConfigurationSet');
  const { MessageId } = await sesClient().send(
    new SendRawEmailCommand({
      RawMessage: { Data: await composeSupportEmail(message) },
      ...(configurationSet ? { ConfigurationSetName: configurationSet } : {}),
      Tags: Object.entries(message.tags).map(([Name, Value]) => ({ Name, Value })),
    }),
  );
  return MessageId ?? '';
}

/** Support's mail (domain/support/ports.ts SupportMailer) on SES. */
export const sesSupportMailer = { sendSupportEmail };
