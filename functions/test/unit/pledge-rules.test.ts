// The pledge domain's pure rules, without the emulator: an event's terms, the pledge id and the
// request fingerprint behind idempotency, estimates at the current units, what supporters show,
// the card-testing guard's refusals and the email's facts.
import { describe, expect, it } from 'vitest';
import {
  anonymousDonor,
  pledgesClosed,
  pledgesNotOpenYet,
  pledgeCaptchaRequired,
  pledgeLimitCaptchaRequired,
  tooManyDeclines,
  tooManyPledges,
} from '@thon/shared/catalog/messages';
import { capStatement } from '@thon/shared/pledges/cap-statement';
import { feeBreakdown } from '@thon/shared/pledges/fee-breakdown';
import type { EventRecord } from '../../src/data/repositories/events-repository';
import type { PledgeRecord, PledgeWindow } from '../../src/data/repositories/pledges-repository';
import { pledgeIdOf } from '../../src/domain/pledges/create-pledge';
import { pledgeGuard, pledgeLimitsPerWindow } from '../../src/domain/pledges/pledge-guards';
import {
  pledgeAmountCents,
  pledgeCountableUnits,
  pledgeTermsOf,
} from '../../src/domain/pledges/pledge-terms';
import { estimateCentsOf, pledgeSummaryOf } from '../../src/domain/pledges/pledge-views';
import { supportersOf } from '../../src/domain/pledges/supporters';
import { pledgeEmail } from '../../src/domain/pledges/pledge-emails';
import { InMemoryCardAttempts } from '../support/in-memory/card-attempts';
import { FixedClock } from '../support/in-memory/clock';
import { RecordingLogger } from '../support/in-memory/logger';

/** The guard's ports: only its clock matters to these pure decisions. */
const guardDeps = {
  clock: new FixedClock(Date.parse('2026-05-04T15:10:00Z')),
  cardAttempts: new InMemoryCardAttempts(),
  captcha: { checkCaptcha: () => Promise.resolve({ valid: false as const, reason: 'malformed' as const }) },
  logger: new RecordingLogger(),
};
const links = { webOrigin: () => 'https://thon.example' };

const event = (overrides: Partial<EventRecord> = {}): EventRecord => ({
  eventId: 'e1',
  organizationId: 'o1',
  name: 'Maple Fun Run',
  eventCode: 'MAPLE',
  status: 'live',
  unitName: 'lap',
  startDate: '2026-05-01',
  endDate: '2026-05-02',
  timeZone: 'America/New_York',
  goal: 5000,
  participantCount: 12,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

const pledge = (overrides: Partial<PledgeRecord> = {}): PledgeRecord => ({
  pledgeId: 'p1',
  eventId: 'e1',
  participantId: 'r1',
  teamId: 't1',
  kind: 'per-unit',
  status: 'Scheduled',
  amountCents: 250,
  donorFirstName: 'Dana',
  donorLastName: 'Whitfield',
  donorEmail: 'dana@donor.org',
  anonymous: false,
  coverExpense: false,
  commissionPercent: 10,
  createdAt: '2026-05-01T10:00:00.000Z',
  ...overrides,
});

describe("an event's pledge terms", () => {
  it('opens pledges only while live, with the reason otherwise', () => {
    expect(pledgeTermsOf(event()).open).toBe(true);
    expect(pledgeTermsOf(event({ status: 'draft' }))).toMatchObject({
      open: false,
      closedReason: pledgesNotOpenYet,
    });
    expect(pledgeTermsOf(event({ status: 'completed' }))).toMatchObject({
      open: false,
      closedReason: pledgesClosed,
    });
  });

  it("takes max units from the table by participant count, the default commission, and the organizer's minimums", () => {
    // A direct customer's Thon: no franchise default.
    const terms = pledgeTermsOf(
      event({ initialPledgeMinimumCents: 100, oneTimeGiftMinimumCents: 2500 }),
      undefined,
    );
    expect(terms).toMatchObject({ maxUnits: 35, commissionPercent: 10 });
    expect(terms.limits).toMatchObject({ minimumRateCents: 100, minimumGiftCents: 2500 });
    // A minimum below the spec's never lowers it.
    expect(pledgeTermsOf(event({ oneTimeGiftMinimumCents: 100 })).limits.minimumGiftCents).toBe(1000);
    expect(pledgeTermsOf(event({ commissionPercent: 0 }), undefined).commissionPercent).toBe(0);
  });
});

describe('idempotency', () => {
  it('derives one pledge id per key, and different ids for different keys', () => {
    expect(pledgeIdOf('key-123456')).toBe(pledgeIdOf('key-123456'));
    expect(pledgeIdOf('key-123456')).not.toBe(pledgeIdOf('key-123457'));
    expect(pledgeIdOf('key-123456')).toMatch(/^[\w-]{32}$/);
  });
});

describe('estimates', () => {
  it('counts a per-unit pledge at min(units, cap, event max), a gift at its amount', () => {
    expect(estimateCentsOf(pledge(), 12, 35)).toBe(3000);
    expect(estimateCentsOf(pledge({ capUnits: 10 }), 12, 35)).toBe(2500);
    expect(estimateCentsOf(pledge(), 50, 35)).toBe(250 * 35);
    expect(estimateCentsOf(pledge({ kind: 'flat', amountCents: 5000 }), 0, 35)).toBe(5000);
  });

  it('never counts more units than the donor was shown, whatever the event maximum becomes', () => {
    // Shown 25 laps at $2.50 ($62.50 at most); the Thon's maximum later rises to 70.
    const shown = pledge({ shownMaxUnits: 25 });
    expect(pledgeCountableUnits(shown, 70)).toBe(25);
    expect(pledgeAmountCents(shown, 60, 70)).toBe(250 * 25);
    expect(estimateCentsOf(shown, 60, 70)).toBe(250 * 25);
    // A maximum lowered later still lowers it, and the donor's own cap still holds.
    expect(pledgeCountableUnits(shown, 20)).toBe(20);
    expect(pledgeCountableUnits(pledge({ shownMaxUnits: 25, capUnits: 10 }), 70)).toBe(10);
    // A pledge stored before the field counts the event's current maximum, as it always did.
    expect(pledgeCountableUnits(pledge(), 70)).toBe(70);
    expect(estimateCentsOf(pledge(), 60, 70)).toBe(250 * 60);
  });

  it('hides an anonymous donor from the participant side but not from organizers', () => {
    expect(pledgeSummaryOf(pledge({ anonymous: true }), 1, 35).DonorName).toBe(anonymousDonor);
    expect(pledgeSummaryOf(pledge({ anonymous: true }), 1, 35, { revealAnonymous: true }).DonorName).toBe(
      'Dana W.',
    );
  });
});

describe('supporters', () => {
  it('shows standing pledges only, by first name and initial, with messages', () => {
    const shown = supportersOf(
      [
        pledge({ message: 'Go!' }),
        pledge({ status: 'Pending', donorFirstName: 'Pat' }),
        pledge({ status: 'Cancelled', donorFirstName: 'Lee' }),
        pledge({ anonymous: true }),
      ],
      10,
    );
    expect(shown.map((supporter) => supporter.Name)).toEqual(['Dana W.', anonymousDonor]);
    expect(shown[0]?.Message).toBe('Go!');
    expect(JSON.stringify(shown)).not.toContain('@');
  });
});

describe('card-testing guard', () => {
  const guard = pledgeGuard(guardDeps, '203.0.113.9', 'r1');
  const window = (counts: Partial<PledgeWindow> = {}): PledgeWindow => ({
    attempts: 0,
    declines: 0,
    captchaRoom: 0,
    captchaGranted: 0,
    ...counts,
  });

  it("refuses past the participant's pledges, and asks for the captcha past the address's", () => {
    const { clientPledges, participantPledges, captchaAttemptsPerWindow } = pledgeLimitsPerWindow;
    expect(() => guard.refuseIfSpent(window())).not.toThrow();
    expect(() => guard.refuseIfSpent(window({ attempts: participantPledges }))).toThrow(tooManyPledges);
    const busy = window({ attempts: clientPledges });
    expect(guard.pastPledgeLimit(busy)).toBe(true);
    expect(guard.pastPledgeLimit(window({ attempts: clientPledges - 1 }))).toBe(false);
    expect(() => guard.refuseIfNoCardAttempt(busy, undefined)).toThrow(pledgeLimitCaptchaRequired);
    expect(() => guard.refuseIfNoCardAttempt(busy, 'solution')).not.toThrow();
    const flooded = window({ attempts: clientPledges, captchaGranted: captchaAttemptsPerWindow });
    expect(() => guard.refuseIfNoCardAttempt(flooded, undefined)).toThrow(tooManyPledges);
  });

  it("keeps the captcha's attempt of a pledge past the address's free ones, and only counts it", () => {
    const bought = { kind: 'captcha' as const, pastPledgeLimit: true, release: () => Promise.resolve() };
    const limits = guard.windowLimits('enforce', bought).client;
    expect(limits.maxAttempts).toBe(Number.MAX_SAFE_INTEGER);
    expect(limits).not.toHaveProperty('giveBack');
    const free = { ...bought, kind: 'free' as const, pastPledgeLimit: false };
    expect(guard.windowLimits('enforce', free).client).toMatchObject({
      maxAttempts: pledgeLimitsPerWindow.clientPledges,
      giveBack: 'free',
    });
  });

  it('asks for the captcha once the card attempts read are spent, and refuses a flood past what captchas buy', () => {
    const { clientDeclines, captchaAttemptsPerWindow } = pledgeLimitsPerWindow;
    expect(() =>
      guard.refuseIfNoCardAttempt(window({ declines: clientDeclines - 1 }), undefined),
    ).not.toThrow();
    const spent = window({ declines: clientDeclines });
    expect(() => guard.refuseIfNoCardAttempt(spent, undefined)).toThrow(pledgeCaptchaRequired);
    expect(() => guard.refuseIfNoCardAttempt(spent, 'solution')).not.toThrow();
    expect(() =>
      guard.refuseIfNoCardAttempt(window({ declines: clientDeclines, captchaRoom: 1 }), undefined),
    ).not.toThrow();
    const flooded = window({ declines: clientDeclines, captchaGranted: captchaAttemptsPerWindow });
    expect(() => guard.refuseIfNoCardAttempt(flooded, undefined)).toThrow(tooManyDeclines);
  });

  it('enforces the limits in the write for a saved card, only counts for money already taken', () => {
    expect(guard.windowLimits('enforce').client.maxAttempts).toBe(pledgeLimitsPerWindow.clientPledges);
    expect(guard.windowLimits('count-only').client.maxAttempts).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('counts one IPv6 /64 as one client, and an IPv4 address as itself', () => {
    const subject = (address: string) => pledgeGuard(guardDeps, address, 'r1').client.subject;
    expect(subject('2001:db8:7:7::1')).toBe(subject('2001:db8:7:7:aaaa:bbbb:cccc:dddd'));
    expect(subject('2001:db8:7:7::1')).not.toBe(subject('2001:db8:7:8::1'));
    expect(subject('203.0.113.9')).not.toBe(subject('203.0.113.10'));
  });
});

describe('the donor email', () => {
  it('states the cap, the split and the manage link for a per-unit pledge', () => {
    const breakdown = feeBreakdown({ amountCents: 2500, commissionPercent: 10, coverExpense: false });
    const email = pledgeEmail(links, {
      pledge: pledge({ capUnits: 10 }),
      participantName: 'Ava J.',
      eventName: 'Maple Fun Run',
      unitName: 'lap',
      countableUnits: 10,
      breakdown,
      manageToken: 'p1.secret',
    });
    expect(email.to).toBe('dana@donor.org');
    expect(email.text).toContain(capStatement({ units: 10, unitName: 'lap', rateCents: 250 }));
    expect(email.text).toContain('https://thon.example/pledge/manage#t=p1.secret');
    expect(email.html).not.toContain('<script');
  });

  it('escapes what donors typed', () => {
    const email = pledgeEmail(links, {
      pledge: pledge({ kind: 'flat', status: 'Charged', donorFirstName: '<b>Dana</b>' }),
      participantName: 'Ava J.',
      eventName: 'Maple Fun Run',
      unitName: 'lap',
      countableUnits: 0,
      breakdown: feeBreakdown({ amountCents: 2500, commissionPercent: 10, coverExpense: true }),
      manageToken: 'p1.secret',
    });
    expect(email.html).toContain('&#60;b&#62;Dana');
    expect(email.html).not.toContain('<b>Dana');
  });
});
