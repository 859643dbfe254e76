// Sends one invitation or reminder email through SES v1 SendRawEmail: the raw form is the only way
// SES v1 carries the headers invitations need (Reply-To to the parent, one-click List-Unsubscribe,
// RFC 8058), which templated sending cannot add per message. nodemailer's MailComposer writes the
// MIME. The configuration set, when deployed, reports bounces and complaints (email-feedback).
import { SendRawEmailCommand } from '@aws-sdk/client-ses';
import MailComposer from 'nodemailer/lib/mail-composer';
import { sesClient } from './clients/ses';
import type { InviteEmail, InviteMailer } from '../domain/sharing/ports';
import { optionalSetting, setting } from './environment';

export type { InviteEmail };

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
async function sendInviteEmail(message: InviteEmail): Promise<string> {
  const configurationSet = optionalSetting('emailConfigurationSet');
  const { MessageId } = await sesClient().send(
    new SendRawEmailCommand({
      RawMessage: { Data: await composeInviteEmail(message) },
      ...(configurationSet ? { ConfigurationSetName: configurationSet } : {}),
      Tags: Object.entries(message.tags).map(([Name, Value]) => ({ Name, Value })),
    }),
  );
  return MessageId ?? '';
}

/** The InviteMailer port (domain/sharing/ports.ts) on SES. */
export const sesInviteMailer: InviteMailer = { sendInviteEmail };
