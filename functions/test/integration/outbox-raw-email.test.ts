// The local outbox shows raw (MIME) email as its recipient sees it: invitations go out through SES
// SendRawEmail (nodemailer's MailComposer writes the MIME), and the emulator decodes the subject,
// From, the text and HTML parts and the Reply-To and List-Unsubscribe headers. A plain SendEmail
// message keeps showing as before. Also: the local stack created the template's configuration set.
import {
  DescribeConfigurationSetCommand,
  SESClient,
  SendEmailCommand,
  SendRawEmailCommand,
} from '@aws-sdk/client-ses';
import { randomUUID } from 'node:crypto';
import MailComposer from 'nodemailer/lib/mail-composer';
import { describe, expect, inject, it } from 'vitest';
import { emailsTo } from './outbox';
import { useStackEnvironment } from './stack-environment';

useStackEnvironment();
const ses = new SESClient({});
const mailFrom = process.env.MAIL_FROM ?? '';

/** The configuration set the bootstrap created from the template (EMAIL_CONFIGURATION_SET). */
function configurationSetName(): string {
  const found = Object.entries(inject('stack').resources).filter(([id]) =>
    id.startsWith('EmailDeliveryConfigurationSet'),
  );
  expect(found).toHaveLength(1);
  return found[0]?.[1] ?? '';
}

describe('local outbox', () => {
  it('shows a raw MIME email decoded: subject, From, text and HTML, Reply-To and one-click unsubscribe', async () => {
    const to = `grandma-${randomUUID()}@example.com`;
    const unsubscribeUrl = `http://localhost:5173/unsubscribe#t=${'a'.repeat(90)}`;
    const subject = 'Help Ava run — Lincoln Elementary’s Thon, with a subject long enough to be folded';
    const html =
      '<p>Hi! Ava runs on Friday. <a href="http://localhost:5173/student/p1?utm_source=email&amp;utm_campaign=share">Pledge per lap</a> — merci, José</p>';
    const text =
      'Hi! Ava runs on Friday. Pledge per lap: http://localhost:5173/student/p1?utm_source=email&utm_campaign=share&templateId=default — merci, José';
    const raw = await new MailComposer({
      from: { name: 'Ava R. via Thon', address: mailFrom },
      to,
      replyTo: 'parent@example.com',
      subject,
      text,
      html,
      headers: {
        'List-Unsubscribe': `<${unsubscribeUrl}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    })
      .compile()
      .build();
    const configurationSet = configurationSetName();
    const { ConfigurationSet } = await ses.send(
      new DescribeConfigurationSetCommand({ ConfigurationSetName: configurationSet }),
    );
    expect(ConfigurationSet?.Name).toBe(configurationSet);

    const { MessageId } = await ses.send(
      new SendRawEmailCommand({ RawMessage: { Data: raw }, ConfigurationSetName: configurationSet }),
    );

    const [email, ...others] = await emailsTo(to);
    expect(others).toEqual([]);
    expect(email).toEqual({
      id: MessageId,
      from: `Ava R. via Thon <${mailFrom}>`,
      to: [to],
      subject,
      text,
      html,
      replyTo: 'parent@example.com',
      listUnsubscribe: `<${unsubscribeUrl}>`,
      listUnsubscribePost: 'List-Unsubscribe=One-Click',
      sentAt: expect.any(String),
    });
  });

  it('keeps showing a plain SendEmail message as before, without the raw-only fields', async () => {
    const to = `donor-${randomUUID()}@example.com`;
    const { MessageId } = await ses.send(
      new SendEmailCommand({
        Source: mailFrom,
        Destination: { ToAddresses: [to] },
        Message: {
          Subject: { Data: 'Your receipt' },
          Body: { Text: { Data: 'Thank you for your pledge.' } },
        },
      }),
    );
    const [email] = await emailsTo(to);
    expect(email).toEqual({
      id: MessageId,
      from: mailFrom,
      to: [to],
      subject: 'Your receipt',
      text: 'Thank you for your pledge.',
      html: undefined,
      sentAt: expect.any(String),
    });
  });
});
