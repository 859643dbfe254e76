// A test Thon's money and sends are routed away from the live provider and from SES/SNS; one with
// no test-mode provider or no outbox wired fails instead of falling back to the live ones.
import { describe, expect, it, vi } from 'vitest';
import type { PaymentProvider } from '../../../src/domain/ports/payments';
import type { Sms } from '../../../src/domain/ports/sms';
import {
  noTestModeProvider,
  paymentsOfPledge,
  paymentsOfThon,
} from '../../../src/domain/pledges/payments-of-thon';
import type { InviteEmail, InviteMailer } from '../../../src/domain/sharing/ports';
import {
  inviteMailOfThon,
  noTestOutbox,
  smsOfThon,
  type TestOutbox,
} from '../../../src/domain/sharing/test-outbox';

const live = { name: 'live' } as unknown as PaymentProvider;
const test = { name: 'test' } as unknown as PaymentProvider;

describe('paymentsOfThon', () => {
  it('answers the test-mode provider for a test Thon or pledge, the live one otherwise', () => {
    expect(paymentsOfThon({ payments: live, testPayments: test }, { isTest: true })).toBe(test);
    expect(paymentsOfThon({ payments: live, testPayments: test }, { isTest: false })).toBe(live);
    expect(paymentsOfThon({ payments: live, testPayments: test }, {})).toBe(live);
    expect(paymentsOfPledge({ payments: live, testPayments: test }, { testMode: true })).toBe(test);
    expect(paymentsOfPledge({ payments: live, testPayments: test }, {})).toBe(live);
  });

  it('refuses a test Thon when no test-mode provider is wired, never answering the live one', () => {
    expect(() => paymentsOfThon({ payments: live }, { isTest: true })).toThrow(noTestModeProvider);
  });
});

const email: InviteEmail = {
  to: 'grandma@example.com',
  fromName: 'Kit Q.',
  replyTo: 'parent@example.com',
  subject: 'Support Kit',
  text: 'text',
  html: '<p>html</p>',
  unsubscribeUrl: 'https://thon.example/unsubscribe',
  tags: { participantId: 'p1' },
};

function senders() {
  const sendInviteEmail = vi.fn<InviteMailer['sendInviteEmail']>().mockResolvedValue('ses-id');
  const sms: Sms = {
    isPhoneNumberOptedOut: vi.fn<Sms['isPhoneNumberOptedOut']>().mockResolvedValue(true),
    sendSms: vi.fn<Sms['sendSms']>().mockResolvedValue('sns-id'),
  };
  const keep = vi.fn<TestOutbox['keep']>().mockResolvedValue('outbox-1');
  return { inviteMail: { sendInviteEmail }, sms, testOutbox: { keep } };
}

describe("a test Thon's sends", () => {
  it('keep email and text messages in the outbox and never reach SES or SNS', async () => {
    const deps = senders();
    const thon = { eventId: 'e1', isTest: true };
    await expect(inviteMailOfThon(deps, thon).sendInviteEmail(email)).resolves.toBe('outbox-1');
    const sms = smsOfThon(deps, thon);
    await expect(sms.isPhoneNumberOptedOut('+15550100000')).resolves.toBe(false);
    await expect(sms.sendSms('+15550100000', 'hi')).resolves.toBe('outbox-1');
    expect(deps.testOutbox.keep.mock.calls).toEqual([
      [
        {
          channel: 'email',
          eventId: 'e1',
          to: email.to,
          fromName: email.fromName,
          replyTo: email.replyTo,
          subject: email.subject,
          text: email.text,
          html: email.html,
        },
      ],
      [{ channel: 'sms', eventId: 'e1', to: '+15550100000', text: 'hi' }],
    ]);
    expect(deps.inviteMail.sendInviteEmail).not.toHaveBeenCalled();
    expect(deps.sms.sendSms).not.toHaveBeenCalled();
    expect(deps.sms.isPhoneNumberOptedOut).not.toHaveBeenCalled();
  });

  it("a real Thon's go through the senders wired in", async () => {
    const deps = senders();
    await expect(inviteMailOfThon(deps, { eventId: 'e2' }).sendInviteEmail(email)).resolves.toBe('ses-id');
    await expect(
      smsOfThon(deps, { eventId: 'e2', isTest: false }).sendSms('+15550100000', 'hi'),
    ).resolves.toBe('sns-id');
    expect(deps.testOutbox.keep).not.toHaveBeenCalled();
  });

  it('fail with no outbox wired rather than reach SES or SNS', async () => {
    const { inviteMail, sms } = senders();
    const thon = { eventId: 'e3', isTest: true };
    await expect(inviteMailOfThon({ inviteMail }, thon).sendInviteEmail(email)).rejects.toThrow(noTestOutbox);
    await expect(smsOfThon({ sms }, thon).sendSms('+15550100000', 'hi')).rejects.toThrow(noTestOutbox);
    expect(inviteMail.sendInviteEmail).not.toHaveBeenCalled();
    expect(sms.sendSms).not.toHaveBeenCalled();
  });
});
