// Sends one invitation or reminder email through SES v1 SendRawEmail: the raw form is the only way
// SES v1 carries the headers invitations need (Reply-To to the parent, one-click List-Unsubscribe,
// RFC 8058), which templated sending cannot add per message. nodemailer's MailComposer writes the
// MIME. The configuration set, when deployed, reports bounces and complaints (email-feedback).
import { SendRawEmailCommand } from '@aws-sdk/client-ses';
import MailComposer from 'nodemailer/lib/mail-composer';
import { sesClient } from './clients/ses';
import { optionalSetting, setting } from './environment';
import { seam } from './seam';

export interface InviteEmail {
  to: string;
  /** Shown as "<fromName> via Thon": the participant's public name, never the child's address. */
  fromName: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  /** The one-click unsubscribe URL (List-Unsubscribe with List-Unsubscribe-Post). */
  unsubscribeUrl: string;
  /** SES message tags, echoed in delivery feedback (letters, digits, _ - only). */
  tags: Record<string, string>;
}

/** The raw MIME message (exported for tests of its headers). */
export async function composeInviteEmail(message: InviteEmail): Promise<Buffer> {
  const composer = new MailComposer({
    from: { name: `${message.fromName} via Thon`, address: setting('mailFrom') },
    to: message.to,
    ...(message.replyTo ? { replyTo: message.replyTo } : {}),
    subject: message.subject,
    text: message.text,
    html: message.html,
    headers: {
      'List-Unsubscribe': `<${message.unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  });
  return composer.compile().build();
}

/** Sends it; answers SES's message id. */
export const sendInviteEmail = /* @__PURE__ */ seam(async (message: InviteEmail): Promise<string> => {
  const configurationSet = optionalSetting('emailConfigurationSet');
  const { MessageId } = await sesClient().send(
    new SendRawEmailCommand({
      RawMessage: { Data: await composeInviteEmail(message) },
      ...(configurationSet ? { ConfigurationSetName: configurationSet } : {}),
      Tags: Object.entries(message.tags).map(([Name, Value]) => ({ Name, Value })),
    }),
  );
  return MessageId ?? '';
});
