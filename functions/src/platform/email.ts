// Sends one email through SES (v1 API: moto has no SESv2 templates) from the configured sender.
import { SendEmailCommand } from '@aws-sdk/client-ses';
import type { Mailer } from '../domain/ports/mailer';
import { sesClient } from './clients/ses';
import { setting } from './environment';

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export async function sendEmail(message: EmailMessage): Promise<void> {
  const charset = 'UTF-8';
  await sesClient().send(
    new SendEmailCommand({
      Source: setting('mailFrom'),
      Destination: { ToAddresses: [message.to] },
      Message: {
        Subject: { Data: message.subject, Charset: charset },
        Body: {
          Text: { Data: message.text, Charset: charset },
          Html: { Data: message.html, Charset: charset },
        },
      },
    }),
  );
}

/** The Mailer port (domain/ports/mailer.ts) on SES. */
export const sesMailer: Mailer = { send: (message) => sendEmail(message) };
