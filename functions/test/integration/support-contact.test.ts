// The contact/support form over real HTTP against the emulator, with the support desk's
// Jira stubbed at its HTTP boundary (jira-stub.ts): the multipart call with attachments (what
// support and the sender receive), the limits (size, type by content, required fields), the
// captcha (once per solution, forged, expired), the issue types, and a Jira failure. Each send
// comes from a loopback address of its own, so the per-address limit is the limit test's alone.
import { randomUUID } from 'node:crypto';
import { request } from 'node:http';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { describe, expect, it } from 'vitest';
import type { CaptchaChallenge, ContactResponse } from '@thon/shared/api/schemas/support';
import {
  enterRequiredFields,
  fileSizeLimitExceeded,
  fileTypeNotAllowed,
  invalidCaptcha,
  ticketNotCreated,
  contactSent,
  valueNotValid,
} from '@thon/shared/catalog/messages';
import { maxAttachmentBytes } from '@thon/shared/catalog/support';
import {
  attachmentTypeNotAllowed,
  contactReceiptSubject,
  contactReceiptText,
  issueTypeNotOffered,
  tooManyContactMessages,
} from '@thon/shared/catalog/support-messages';
import {
  contactMessagesPerWindow,
  contactMessagesSubject,
} from '../../src/domain/support/contact-message-limit';
import { senderCopiesPerDay } from '../../src/domain/support/sender-copy-allowance';
import { avoidWindowEdge, newClientAddress } from './api-client';
import { emailsTo } from './outbox';
import { useStackEnvironment } from './stack-environment';
import { jiraDownMarker, jiraIssueTypes } from './jira-stub';

const { apiUrl } = useStackEnvironment();
const contactUrl = `${apiUrl}/api/EmailTest/AdminFranchiseeEmailContact`;
const supportAddress = process.env.MAIL_FROM ?? '';

// Smallest real files of each kind: the server decides by these bytes, not by names.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const zip = Buffer.from('504b0304140000000800', 'hex');

async function solvedCaptcha(): Promise<string> {
  const response = await fetch(`${apiUrl}/api/EmailTest/GetCaptchaChallenge`);
  expect(response.status).toBe(200);
  const challenge = (await response.json()) as CaptchaChallenge;
  const solution = await solveChallenge({ challenge: challenge as Challenge, deriveKey });
  if (!solution) throw new Error('The challenge was not solved');
  // What the widget submits: base64 of the challenge and its solution.
  return Buffer.from(
    JSON.stringify({
      challenge: { parameters: challenge.parameters, signature: challenge.signature },
      solution,
    }),
  ).toString('base64');
}

interface Message {
  Subject?: string;
  Message?: string;
  From?: string;
  FromName?: string;
  jiraIssueType?: string;
  altcha?: string;
  files?: { name: string; content: Buffer; type?: string }[];
}

function uniqueSender(): string {
  return `visitor-${randomUUID().slice(0, 8)}@example.org`;
}

type Answer = { status: number; body: ContactResponse & { message?: string; issues?: unknown } };

/** Posts the multipart body from a loopback address (fetch cannot choose its local address). */
async function postFrom(form: FormData, from: string): Promise<Answer> {
  const encoded = new Request(contactUrl, { method: 'POST', body: form });
  const body = Buffer.from(await encoded.arrayBuffer());
  const url = new URL(contactUrl);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        localAddress: from,
        headers: { 'content-type': encoded.headers.get('content-type') ?? '', 'content-length': body.length },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Answer['body'],
          }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

async function send(message: Message, from = newClientAddress()): Promise<Answer> {
  const form = new FormData();
  for (const field of ['Subject', 'Message', 'From', 'FromName', 'jiraIssueType', 'altcha'] as const) {
    const value = message[field];
    if (value !== undefined) form.append(field, value);
  }
  for (const file of message.files ?? []) {
    form.append(
      'Files',
      new Blob([file.content], { type: file.type ?? 'application/octet-stream' }),
      file.name,
    );
  }
  return postFrom(form, from);
}

async function validMessage(
  overrides: Partial<Message> = {},
): Promise<Message & { Subject: string; From: string }> {
  return {
    Subject: `Cannot print the roster ${randomUUID().slice(0, 8)}`,
    Message: 'The roster page shows an empty list\nsince this morning.',
    From: uniqueSender(),
    FromName: 'Pat Parent',
    jiraIssueType: 'Bug',
    altcha: await solvedCaptcha(),
    ...overrides,
  } as Message & { Subject: string; From: string };
}

const supportEmailAbout = async (subject: string) =>
  (await emailsTo(supportAddress)).find((email) => email.subject.includes(subject));

describe('GET /api/events/getjiraissuetypes', () => {
  it("lists the Jira project's issue types (not sub-tasks), publicly cacheable", async () => {
    const response = await fetch(`${apiUrl}/api/events/getjiraissuetypes`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toMatch(/^public, max-age=300, s-maxage=300/u);
    expect(await response.json()).toEqual({
      IssueTypes: jiraIssueTypes.filter((type) => !type.subtask).map((type) => ({ Name: type.name })),
    });
  });
});

describe('GET /api/EmailTest/GetCaptchaChallenge', () => {
  it('answers a signed PBKDF2 challenge expiring in 10 minutes, never cached', async () => {
    const response = await fetch(`${apiUrl}/api/EmailTest/GetCaptchaChallenge`);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const challenge = (await response.json()) as CaptchaChallenge;
    expect(challenge.parameters.algorithm).toBe('PBKDF2/SHA-256');
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/u);
    const expiresIn = (challenge.parameters.expiresAt ?? 0) - Date.now() / 1000;
    expect(expiresIn).toBeGreaterThan(590);
    expect(expiresIn).toBeLessThanOrEqual(600);
  });
});

describe('POST /api/EmailTest/AdminFranchiseeEmailContact', () => {
  it('opens a Jira ticket and emails support the message with both attachments, replying to the sender, who gets a short receipt', async () => {
    const message = await validMessage({
      files: [
        { name: 'screenshot.png', content: png, type: 'image/png' },
        { name: 'roster.pdf', content: pdf, type: 'application/pdf' },
      ],
    });
    const answer = await send(message);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ Message: contactSent, Outcome: 'ticket-created' });
    expect(answer.body.TicketKey).toMatch(/^SUP-\d+$/u);

    const toSupport = await supportEmailAbout(message.Subject);
    expect(toSupport?.subject).toBe(`[${answer.body.TicketKey}] Support request: ${message.Subject}`);
    expect(toSupport?.from).toBe(`Pat Parent via Thon <${supportAddress}>`);
    expect(toSupport?.replyTo).toBe(message.From);
    expect(toSupport?.text).toContain('The roster page shows an empty list');
    expect(toSupport?.text).toContain('Issue type: Bug');
    expect(toSupport?.attachments).toEqual([
      // Re-encoded (metadata and anything after the image dropped), so its size is sharp's.
      { fileName: 'screenshot.png', contentType: 'image/png', size: expect.any(Number) },
      { fileName: 'roster.pdf', contentType: 'application/pdf', size: pdf.length },
    ]);
    // The form is public and From is whatever was typed: the receipt carries none of the
    // visitor's words (subject, name, message), so it cannot deliver someone's text to a stranger.
    const [receipt] = await emailsTo(message.From);
    expect(receipt?.subject).toBe(contactReceiptSubject);
    expect(receipt?.from).toBe(`Thon Support via Thon <${supportAddress}>`);
    expect(receipt?.text.trim()).toBe(contactReceiptText);
    expect(receipt?.html).toBeUndefined();
    expect(receipt?.attachments).toBeUndefined();
  });

  it("refuses an HTML page and an SVG named .png with 'That file type is not allowed.  Please upload an image.'", async () => {
    const message = await validMessage();
    const html = Buffer.from(
      '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>',
    );
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="10" height="10"/></svg>',
    );
    for (const file of [
      { name: 'invoice.html', content: html, type: 'text/html' },
      { name: 'logo.png', content: svg, type: 'image/png' },
      { name: 'logo.svg', content: svg, type: 'image/svg+xml' },
    ]) {
      expect(await send({ ...message, files: [file] }), file.name).toEqual({
        status: 400,
        body: {
          message: fileTypeNotAllowed,
          issues: [{ path: 'Files', message: attachmentTypeNotAllowed(file.name) }],
        },
      });
    }
    expect(await supportEmailAbout(message.Subject)).toBeUndefined();
    // The refusals left the solution unused.
    expect((await send(message)).status).toBe(200);
  });

  it('gives attachments safe names in the email: no path, quotes, semicolons or direction controls; the extension kept', async () => {
    const message = await validMessage({
      files: [{ name: "..\\..\\it's;report\u202Egnp.txt", content: Buffer.from('totals\n') }],
    });
    expect((await send(message)).status).toBe(200);
    expect((await supportEmailAbout(message.Subject))?.attachments).toEqual([
      { fileName: 'it_s_report_gnp.txt', contentType: 'text/plain', size: 7 },
    ]);
  });

  it(`takes at most ${contactMessagesPerWindow} messages per client address in 15 minutes; another address is not affected`, async () => {
    const { windowStart, windowSeconds } = await import('../../src/domain/auth/attempt-limits');
    const { thon } = await import('../../src/data/thon-service');
    const from = newClientAddress();
    await avoidWindowEdge();
    // All but one of the window's messages spent straight in the table.
    const window = windowStart(Math.floor(Date.now() / 1000));
    await thon()
      .entities.attemptWindow.upsert({
        subject: contactMessagesSubject(from),
        windowStart: window,
        expiresAt: window + windowSeconds,
      })
      .add({ attempts: contactMessagesPerWindow - 1 })
      .go();
    expect((await send(await validMessage(), from)).status).toBe(200);
    const refused = await validMessage();
    expect(await send(refused, from)).toEqual({ status: 429, body: { message: tooManyContactMessages } });
    expect(await supportEmailAbout(refused.Subject)).toBeUndefined();
    // The refusal left the solution unused: from another address it goes through.
    expect((await send(refused)).status).toBe(200);
  });

  it(`sends the sender's receipt at most ${senderCopiesPerDay} times a day per address (the form is public); support gets every message`, async () => {
    const from = uniqueSender();
    const subjects: string[] = [];
    for (let index = 0; index <= senderCopiesPerDay; index += 1) {
      const message = await validMessage({ From: from });
      subjects.push(message.Subject);
      const answer = await send(message);
      expect(answer.status).toBe(200);
      expect(answer.body.Message).toBe(contactSent);
    }
    for (const subject of subjects) expect(await supportEmailAbout(subject)).toBeDefined();
    expect(await emailsTo(from)).toHaveLength(senderCopiesPerDay);
  });

  it('sends without attachments, and the issue type defaults to the first offered', async () => {
    const { jiraIssueType: _omitted, ...message } = await validMessage();
    const answer = await send(message);
    expect(answer.status).toBe(200);
    expect(answer.body.Outcome).toBe('ticket-created');
    const toSupport = await supportEmailAbout(message.Subject);
    expect(toSupport?.text).toContain('Issue type: Bug');
    expect(toSupport?.attachments).toBeUndefined();
  });

  it("answers 'Unable to create ticket. Please email support.' when Jira fails, and still emails support with the attachments", async () => {
    const message = await validMessage({
      Subject: `Refund question ${jiraDownMarker} ${randomUUID().slice(0, 8)}`,
      jiraIssueType: 'Question',
      files: [{ name: 'receipt.png', content: png }],
    });
    const answer = await send(message);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ Message: ticketNotCreated, Outcome: 'ticket-not-created' });
    const toSupport = await supportEmailAbout(message.Subject);
    expect(toSupport?.subject).toBe(`Support request: ${message.Subject}`);
    expect(toSupport?.text).toContain('the ticket could not be created');
    expect(toSupport?.attachments?.map((file) => file.fileName)).toEqual(['receipt.png']);
  });

  it("refuses a second use of the same captcha solution with 'Invalid Captcha', even at the same moment", async () => {
    const message = await validMessage();
    expect((await send(message)).status).toBe(200);
    const again = await send({ ...message, Subject: `${message.Subject} again` });
    expect(again).toEqual({ status: 400, body: { message: invalidCaptcha } });

    const twin = await validMessage();
    const answers = await Promise.all([send(twin), send(twin)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    expect(answers.find((answer) => answer.status === 400)?.body.message).toBe(invalidCaptcha);
  });

  it("refuses a missing, malformed or tampered captcha with 'Invalid Captcha'", async () => {
    const message = await validMessage();
    const { altcha: solved, ...withoutCaptcha } = message;
    expect((await send(withoutCaptcha)).body.message).toBe(invalidCaptcha);
    expect((await send({ ...message, altcha: 'bm90IGEgc29sdXRpb24=' })).body.message).toBe(invalidCaptcha);
    const payload = JSON.parse(Buffer.from(solved ?? '', 'base64').toString()) as {
      challenge: { parameters: { expiresAt: number } };
      solution: { derivedKey: string };
    };
    const { derivedKey } = payload.solution;
    const otherKey = `${derivedKey.slice(0, -1)}${derivedKey.endsWith('0') ? '1' : '0'}`;
    const wrongAnswer = { ...payload, solution: { ...payload.solution, derivedKey: otherKey } };
    const extended = {
      ...payload,
      challenge: {
        ...payload.challenge,
        parameters: { ...payload.challenge.parameters, expiresAt: 4102444800 },
      },
    };
    for (const forged of [wrongAnswer, extended]) {
      const answer = await send({
        ...message,
        altcha: Buffer.from(JSON.stringify(forged)).toString('base64'),
      });
      expect(answer).toEqual({ status: 400, body: { message: invalidCaptcha } });
    }
    // The refusals did not use the real solution up.
    expect((await send(message)).status).toBe(200);
  });

  it('refuses an expired challenge', async () => {
    const { newCaptchaChallenge } = await import('../../src/platform/captcha');
    const challenge = await newCaptchaChallenge(new Date(Date.now() - 11 * 60 * 1000));
    const solution = await solveChallenge({ challenge, deriveKey });
    const altcha = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
    expect(await send(await validMessage({ altcha }))).toEqual({
      status: 400,
      body: { message: invalidCaptcha },
    });
  });

  it("answers 'Please enter the required fields.' for a missing or blank Subject, Message, From or FromName, without using the solution", async () => {
    const message = await validMessage();
    for (const field of ['Subject', 'Message', 'From', 'FromName'] as const) {
      const { [field]: _missing, ...rest } = message;
      const missing = await send(rest);
      expect(missing.status).toBe(400);
      expect(missing.body.message).toBe(enterRequiredFields);
      expect((await send({ ...message, [field]: '   ' })).body.message).toBe(enterRequiredFields);
    }
    expect((await send({ ...message, From: 'not-an-address' })).body.message).toBe(valueNotValid);
    expect((await send({ ...message, jiraIssueType: 'Epic' })).body.message).toBe(issueTypeNotOffered);
    expect((await send(message)).status).toBe(200);
  });

  it("refuses attachments beyond 4 MB in total with 'File size limit exceeded'", async () => {
    const message = await validMessage();
    const half = Buffer.alloc(maxAttachmentBytes / 2, 'a');
    // Exactly the limit is fine…
    const atLimit = await send({
      ...message,
      files: [
        { name: 'a.txt', content: half },
        { name: 'b.txt', content: half },
      ],
    });
    expect(atLimit.status).toBe(200);
    // …one byte more is not (the fields' part of the body is under the limit, the files are not).
    const overFiles = await send({
      ...(await validMessage()),
      files: [
        { name: 'a.txt', content: half },
        { name: 'b.txt', content: Buffer.concat([half, Buffer.from('a')]) },
      ],
    });
    expect(overFiles).toMatchObject({ status: 400, body: { message: fileSizeLimitExceeded } });
    // A body beyond what the route takes at all is refused before it is parsed.
    const overBody = await send({
      ...(await validMessage()),
      files: [{ name: 'big.txt', content: Buffer.alloc(maxAttachmentBytes + 512 * 1024, 'a') }],
    });
    expect(overBody).toMatchObject({ status: 400, body: { message: fileSizeLimitExceeded } });
  });

  it('takes an attachment only when its content and its extension agree: an image named .txt, an archive named .png or text with NULs is refused', async () => {
    const message = await validMessage();
    for (const file of [
      { name: 'notes.txt', content: png, type: 'text/plain' },
      { name: 'photo.png', content: zip, type: 'image/png' },
      { name: 'log.txt', content: Buffer.from('line one\u0000line two'), type: 'text/plain' },
    ]) {
      expect(await send({ ...message, files: [file] }), file.name).toMatchObject({
        status: 400,
        body: { message: fileTypeNotAllowed },
      });
    }
    // The refusals left the solution unused.
    expect((await send(message)).status).toBe(200);
  });
});
