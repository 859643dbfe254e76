// The contact form's rules on in-memory ports: one message per captcha solution, a refusal (bad
// attachment, unknown issue type) uses up neither the solution nor the network's count, ten
// messages per network a window (the tenth passes, the eleventh is refused; an IPv6 /64 is one
// network), at most three receipts a day to an address and none to a suppressed one, and a desk
// failure still emails support.
import { afterEach, describe, expect, it } from 'vitest';
import type { ContactRequest } from '@thon/shared/api/schemas/support';
import { contactSent, invalidCaptcha, ticketNotCreated } from '@thon/shared/catalog/messages';
import { issueTypeNotOffered, tooManyContactMessages } from '@thon/shared/catalog/support-messages';
import { RuleBroken, TooManyAttempts } from '../../../src/domain/errors';
import { contactMessagesPerWindow } from '../../../src/domain/support/contact-message-limit';
import { forgetIssueTypes, supportIssueTypes } from '../../../src/domain/support/issue-types';
import { sendContactMessage } from '../../../src/domain/support/send-contact-message';
import { senderCopiesPerDay } from '../../../src/domain/support/sender-copy-allowance';
import { InMemorySupportDesk } from '../../support/in-memory/support-desk';
import { inMemorySupport } from '../../support/in-memory/support-ports';

afterEach(() => forgetIssueTypes());

let solutions = 0;
const message = (overrides: Partial<ContactRequest> = {}): ContactRequest => ({
  Subject: 'Pledge question',
  Message: 'How do I change my pledge?',
  From: 'pat@example.org',
  FromName: 'Pat Parent',
  jiraIssueType: 'Question',
  Files: [],
  altcha: `solved:${(solutions += 1)}`,
  ...overrides,
});
const from = (clientAddress = '198.51.100.7') => ({ timeZone: 'America/Chicago', clientAddress });

describe('the contact form', () => {
  it('opens a ticket, emails support and sends the sender a receipt', async () => {
    const ports = inMemorySupport();
    const answer = await sendContactMessage(ports, message(), from());
    expect(answer).toEqual({ Message: contactSent, Outcome: 'ticket-created', TicketKey: 'SUP-1' });
    expect(ports.mail.sent.map((mail) => mail.to)).toEqual(['support@thon.test', 'pat@example.org']);
    expect(ports.mail.sent[0]?.subject).toMatch(/^\[SUP-1\] /u);
  });

  it('takes a captcha solution once', async () => {
    const ports = inMemorySupport();
    const request = message();
    await sendContactMessage(ports, request, from());
    await expect(sendContactMessage(ports, request, from())).rejects.toThrow(new RuleBroken(invalidCaptcha));
    expect(ports.desk.tickets).toHaveLength(1);
  });

  it('uses up neither the solution nor the count when it refuses an issue type', async () => {
    const ports = inMemorySupport();
    const request = message({ jiraIssueType: 'Epic' });
    await expect(sendContactMessage(ports, request, from())).rejects.toThrow(issueTypeNotOffered);
    expect(ports.captchaSolutions.usedSolutions.size).toBe(0);
    expect([...ports.attempts.counts.values()]).toEqual([]);
    await expect(
      sendContactMessage(ports, { ...request, jiraIssueType: 'bug' }, from()),
    ).resolves.toMatchObject({
      Outcome: 'ticket-created',
    });
  });

  it('lets a network send exactly its limit per window, one address of an IPv6 /64 counting for all', async () => {
    const ports = inMemorySupport();
    for (let index = 0; index < contactMessagesPerWindow; index += 1) {
      await sendContactMessage(ports, message(), from(`2001:db8:1:2::${index + 1}`));
    }
    const past = sendContactMessage(ports, message(), from('2001:db8:1:2::ff'));
    await expect(past).rejects.toThrow(new TooManyAttempts(tooManyContactMessages));
    expect(ports.desk.tickets).toHaveLength(contactMessagesPerWindow);
    // Another network, and the next window, may send.
    await expect(sendContactMessage(ports, message(), from('2001:db8:9::1'))).resolves.toBeDefined();
    ports.clock.advance(15 * 60 * 1000);
    await expect(sendContactMessage(ports, message(), from('2001:db8:1:2::ff'))).resolves.toBeDefined();
  });

  it('sends an address at most its daily receipts, and none when it is suppressed', async () => {
    const ports = inMemorySupport();
    for (let index = 0; index < senderCopiesPerDay + 1; index += 1) {
      await sendContactMessage(ports, message(), from(`198.51.100.${index + 1}`));
    }
    const receipts = () => ports.mail.sent.filter((mail) => mail.to === 'pat@example.org').length;
    expect(receipts()).toBe(senderCopiesPerDay);
    expect(ports.mail.sent.filter((mail) => mail.to === 'support@thon.test')).toHaveLength(
      senderCopiesPerDay + 1,
    );

    await ports.suppressions.suppressEmail('gone@example.org', 'Unsubscribed');
    await sendContactMessage(ports, message({ From: 'Gone@Example.org' }), from('198.51.100.99'));
    expect(ports.mail.sent.some((mail) => mail.to.toLowerCase() === 'gone@example.org')).toBe(false);
  });

  it("answers 'Unable to create ticket' when the desk fails, and still emails support", async () => {
    const ports = inMemorySupport();
    await supportIssueTypes(ports);
    ports.desk.down = true;
    const answer = await sendContactMessage(ports, message(), from());
    expect(answer).toEqual({ Message: ticketNotCreated, Outcome: 'ticket-not-created' });
    expect(ports.mail.sent[0]?.to).toBe('support@thon.test');
    expect(ports.logger.entries).toContainEqual({
      level: 'error',
      message: 'Jira ticket not created; support is emailed',
      facts: { reason: 'Jira down', status: undefined },
    });
  });

  it('logs a refused captcha and a solution used twice', async () => {
    const ports = inMemorySupport();
    await expect(sendContactMessage(ports, message({ altcha: 'guess' }), from())).rejects.toThrow(
      invalidCaptcha,
    );
    const request = message();
    await sendContactMessage(ports, request, from());
    await expect(sendContactMessage(ports, request, from())).rejects.toThrow(invalidCaptcha);
    expect(ports.logger.entries.filter((entry) => entry.level === 'info')).toEqual([
      { level: 'info', message: 'Captcha refused', facts: { reason: 'wrong-answer' } },
      { level: 'info', message: 'Captcha solution used before', facts: undefined },
    ]);
  });
});

describe('contact messages measured', () => {
  it('counts each message support received once: never a refusal, a reused solution nor one support never got', async () => {
    const ports = inMemorySupport();
    const request = message();
    await sendContactMessage(ports, request, from());
    await expect(sendContactMessage(ports, request, from())).rejects.toThrow(invalidCaptcha);
    await expect(sendContactMessage(ports, message({ jiraIssueType: 'Epic' }), from())).rejects.toThrow(
      issueTypeNotOffered,
    );
    // Jira down, support emailed: support has it.
    ports.desk.down = true;
    await sendContactMessage(ports, message(), from());
    // Jira down and SES refusing: support has nothing, the visitor is told it failed.
    ports.mail.sendSupportEmail = () => Promise.reject(new Error('SES refused'));
    await expect(sendContactMessage(ports, message(), from())).rejects.toThrow();
    // A ticket made, its email refused: support has it in Jira.
    ports.desk.down = false;
    await sendContactMessage(ports, message(), from());
    expect(ports.metrics.counted).toEqual([
      { metric: 'ContactMessages', value: 1 },
      { metric: 'ContactMessages', value: 1 },
      { metric: 'ContactMessages', value: 1 },
    ]);
  });
});

describe('support issue types', () => {
  it("are the desk's, asked once per ten minutes", async () => {
    const ports = inMemorySupport();
    expect(await supportIssueTypes(ports)).toEqual(['Bug', 'Question']);
    await supportIssueTypes(ports);
    expect(ports.desk.listed).toBe(1);
    ports.clock.advance(10 * 60 * 1000 + 1);
    await supportIssueTypes(ports);
    expect(ports.desk.listed).toBe(2);
  });

  it('fall back to the configured list when the desk cannot be asked, or there is none', async () => {
    const down = inMemorySupport();
    down.desk.down = true;
    expect(await supportIssueTypes(down)).toEqual(['Billing']);
    expect(down.logger.entries).toEqual([
      {
        level: 'warn',
        message: 'Jira issue types not available; offering the configured list',
        facts: { reason: 'Jira down' },
      },
    ]);
    expect(await supportIssueTypes(inMemorySupport(new InMemorySupportDesk([], false)))).toEqual(['Billing']);
  });
});
