// GetReconciliation over HTTP against the emulator and the payment stand-in: a processed Thon
// (gifts charged, one partly refunded, a per-unit pledge settled after completion, a cash gift)
// whose report equals the pledges' own figures summed here independently, and the school's balance
// at the stand-in; the CSV's rows add up to its total; the school's payouts come from the provider;
// a franchise's and a month's report leave test Thons out; another franchise's ids answer 404 as
// unknown ones. Each run takes two ZIPs of its own (territories are global).
import { randomUUID } from 'node:crypto';
import Papa from 'papaparse';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { reconciliationScopeMessage, type ReconciliationWire } from '@thon/shared/api/schemas/reports';
import { notFound, pageCursorNotValid } from '@thon/shared/catalog/messages';
import { apiClient } from './api-client';
import { useStackEnvironment } from './stack-environment';
import { createFranchise } from './test-franchises';
import { createPledgeCall, createPledgeEvent, pledgeBody } from './test-pledges';
import { randomEventCode } from './test-events';
import { signedInTestUser, type SignedInTestUser } from './test-users';

const { apiUrl } = useStackEnvironment();
const api = apiClient(apiUrl);
const run = Date.now().toString(36);
// This file's own ZIP range (test-franchises.ts lists every file's).
const zipBase = 90000 + Math.floor(Math.random() * 400) * 2;

let admin: SignedInTestUser;
let organizer: SignedInTestUser;
let ownFranchisee: SignedInTestUser;
let otherFranchisee: SignedInTestUser;
let franchiseId: string;
let otherFranchiseId: string;
let thon: Awaited<ReturnType<typeof createPledgeEvent>>;
let testThonId: string;

async function pledgeStatus(pledgeId: string) {
  const { getPledge } = await import('../../src/data/repositories/pledges-repository');
  return (await getPledge(pledgeId))?.status;
}

/** The stand-in as the school's connected account (Stripe-Account), with the stack's key. */
async function standIn(path: string, init: { method?: string; body?: URLSearchParams } = {}) {
  const response = await fetch(`${process.env.PAYMENT_PROVIDER_URL}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      authorization: `Bearer ${process.env.PAYMENT_PROVIDER_API_KEY}`,
      'stripe-account': thon.payoutAccountId ?? '',
      ...(init.body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
    },
    ...(init.body ? { body: init.body } : {}),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Record<string, unknown>;
}

const schoolBalance = async () =>
  ((await standIn('/v1/balance')) as { available: { amount: number }[] }).available[0]?.amount ?? 0;

/** Paid out of the school's account so far (another test of this file may have made a payout). */
const paidOut = async () =>
  ((await standIn('/v1/payouts?limit=100')) as { data: { amount: number }[] }).data.reduce(
    (sum, payout) => sum + payout.amount,
    0,
  );

const report = (query: Record<string, string>, user: SignedInTestUser) =>
  api.get(`/api/reports/GetReconciliation?${new URLSearchParams(query).toString()}`, user.headers);

async function reportOf(query: Record<string, string>, user: SignedInTestUser): Promise<ReconciliationWire> {
  const answer = await report(query, user);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as ReconciliationWire;
}

beforeAll(async () => {
  admin = await signedInTestUser('super-admin', 'recon-admin');
  franchiseId = await createFranchise(api, admin.headers, `Recon North ${run}`, String(zipBase));
  otherFranchiseId = await createFranchise(api, admin.headers, `Recon South ${run}`, String(zipBase + 1));
  [organizer, ownFranchisee, otherFranchisee] = await Promise.all([
    signedInTestUser('organizer', 'recon-org'),
    signedInTestUser('franchisee-user', 'recon-own', { franchiseId }),
    signedInTestUser('franchisee-user', 'recon-other', { franchiseId: otherFranchiseId }),
  ]);
  thon = await createPledgeEvent({ participants: 2, organizerUserId: organizer.userId, franchiseId });
  const [first = '', second = ''] = thon.participantIds;
  const pledge = async (participantId: string, overrides: Record<string, unknown>) => {
    const answer = await createPledgeCall(api, pledgeBody(participantId, overrides));
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return (answer.body as { PledgeId: string }).PledgeId;
  };
  const gift = await pledge(first, { Kind: 'Flat', Amount: 40 });
  await pledge(second, { Kind: 'Flat', Amount: 25, CoverExpense: true });
  const perUnit = await pledge(first, { Amount: 2, MaxUnits: 5 });
  const units = await api.post(
    '/api/events/RecordUnits',
    { EventId: thon.eventId, ParticipantId: first, Units: 8 },
    organizer.headers,
  );
  expect(units.status).toBe(200);
  const cash = await api.post(
    '/api/pledges/RecordOfflinePledge',
    { ParticipantId: second, Amount: 12.5, Method: 'Cash', DonorName: 'Grandpa Joe' },
    organizer.headers,
  );
  expect(cash.status, JSON.stringify(cash.body)).toBe(200);
  const refund = await api.post(
    '/api/pledges/RefundPledge',
    { PledgeId: gift, Amount: 15 },
    organizer.headers,
  );
  expect(refund.status, JSON.stringify(refund.body)).toBe(200);
  const completed = await api.post(
    '/api/events/ChangeThonStatus',
    { EventId: thon.eventId, Status: 'completed' },
    organizer.headers,
  );
  expect(completed.status).toBe(200);
  await vi.waitFor(async () => expect(await pledgeStatus(perUnit)).toBe('Charged'), {
    timeout: 20_000,
    interval: 200,
  });

  // A rehearsal Thon of the same franchise, same month, with a gift of its own: never in its totals.
  const { createEvent } = await import('../../src/data/repositories/events-repository');
  testThonId = randomUUID();
  await createEvent({
    eventId: testThonId,
    organizationId: thon.organizationId,
    organizationName: 'Maple Elementary PTA',
    name: 'Maple Rehearsal',
    eventCode: randomEventCode(),
    status: 'live',
    unitName: 'lap',
    startDate: '2026-01-01',
    endDate: '2026-12-31',
    timeZone: 'America/New_York',
    goal: 100,
    franchiseId,
    isTest: true,
  });
}, 120_000);

/** The pledges' own figures, summed here from the stored pledges without the report's code. */
async function independentTotals() {
  const { listPledgesOfEvent } = await import('../../src/data/repositories/pledges-repository');
  const pledges = await listPledgesOfEvent(thon.eventId);
  const sum = (pick: (pledge: (typeof pledges)[number]) => number) =>
    pledges.reduce((total, pledge) => total + pick(pledge), 0);
  const carded = (pledge: (typeof pledges)[number]) => pledge.kind !== 'offline';
  return {
    pledges: pledges.length,
    charged: sum((pledge) => (carded(pledge) ? (pledge.chargedCents ?? 0) : 0)),
    refunded: sum((pledge) => pledge.refundedCents ?? 0),
    offline: sum((pledge) => (carded(pledge) ? 0 : pledge.amountCents)),
    gross: sum((pledge) => pledge.settledCents ?? pledge.amountCents),
  };
}

describe('GetReconciliation of a processed Thon', () => {
  it("equals the pledges' own figures, and net to the school is what the school's account holds", async () => {
    const own = await independentTotals();
    // $40 − $15 refunded, $25 + the covered expense, $2 × min(8 laps, 5); $12.50 cash.
    expect(own).toMatchObject({
      pledges: 4,
      refunded: 1500,
      offline: 1250,
      gross: 4000 + 2500 + 1000 + 1250,
    });
    const body = await reportOf({ EventId: thon.eventId }, organizer);
    expect(body.Rows).toHaveLength(1);
    expect(body.Rows[0]).toMatchObject({ EventId: thon.eventId, FranchiseId: franchiseId, IsTest: false });
    const totals = body.Totals;
    expect(totals).toMatchObject({
      Pledges: own.pledges,
      GrossPledgedCents: own.gross,
      ChargedCents: own.charged,
      RefundedCents: own.refunded,
      DisputedCents: 0,
      OfflineCents: own.offline,
    });
    expect(body.Rows[0]).toMatchObject(totals);
    // The identity, and the money as the provider moved it: what stays with the school after the
    // refund reversed its share (its balance plus what was paid out of it) is exactly the net.
    expect(
      totals.ChargedCents - totals.RefundedCents - totals.ProcessingExpenseCents - totals.CommissionCents,
    ).toBe(totals.NetToSchoolCents);
    expect(totals.CommissionCents).toBeGreaterThan(0);
    expect((await schoolBalance()) + (await paidOut())).toBe(totals.NetToSchoolCents);
  });

  it('hands out a CSV whose rows add up to its total row, which is the report total', async () => {
    const body = await reportOf({ EventId: thon.eventId, Format: 'csv' }, admin);
    const parsed = Papa.parse<string[]>(body.Csv ?? '', { skipEmptyLines: true }).data;
    const [header = [], ...lines] = parsed;
    expect(header.slice(0, 3)).toEqual(['Group', 'Pledges', 'Gross Pledged']);
    const total = lines.at(-1) ?? [];
    const rows = lines.slice(0, -1);
    expect(total[0]).toBe('Total');
    expect(rows.map((row) => row[0])).toEqual(['Maple Fun Run']);
    const cents = (cell: string | undefined) => Math.round(Number(cell) * 100);
    for (let column = 2; column < header.length; column += 1) {
      const summed = rows.reduce((sum, row) => sum + cents(row[column]), 0);
      expect(summed, header[column]).toBe(cents(total[column]));
    }
    expect(cents(total[header.indexOf('Net To School')])).toBe(body.Totals.NetToSchoolCents);
    expect(cents(total[header.indexOf('Charged')])).toBe(body.Totals.ChargedCents);
  });

  it("reports the school's payouts from the payment provider, per organization", async () => {
    const before = await reportOf({ EventId: thon.eventId }, admin);
    await standIn('/v1/payouts', {
      method: 'POST',
      body: new URLSearchParams({ amount: '1000', currency: 'usd' }),
    });
    const after = await reportOf({ EventId: thon.eventId }, admin);
    expect(after.PayoutsCents).toBe(before.PayoutsCents + 1000);
    expect(after.Payouts).toEqual([
      expect.objectContaining({
        OrganizationId: thon.organizationId,
        AccountConnected: true,
        PayoutsCents: after.PayoutsCents,
      }),
    ]);
    expect(after.Payouts[0]?.Payouts[0]).toMatchObject({ AmountCents: 1000, Status: 'paid' });
    // The Thon's own figures do not move: a payout is the account's, not a Thon's.
    expect(after.Totals).toEqual(before.Totals);
  });
});

describe('GetReconciliation by organization, franchise and month', () => {
  it("counts the franchise's Thons and leaves its test Thon out", async () => {
    const single = await reportOf({ EventId: thon.eventId }, admin);
    const queries: Record<string, string>[] = [
      { FranchiseId: franchiseId },
      { OrganizationId: thon.organizationId },
      { Month: '2026-01', FranchiseId: franchiseId },
      { Month: '2026-01' },
    ];
    for (const query of queries) {
      const body = await reportOf(query, ownFranchisee);
      expect(
        body.Rows.map((row) => row.EventId),
        JSON.stringify(query),
      ).toEqual([thon.eventId]);
      expect(body.Totals, JSON.stringify(query)).toEqual(single.Totals);
    }
    // Asked for by its own id, the test Thon is reported (and says it is one).
    const rehearsal = await reportOf({ EventId: testThonId }, admin);
    expect(rehearsal.Rows[0]).toMatchObject({ EventId: testThonId, IsTest: true });
  });

  it('pages a scope of many Thons with a cursor, and refuses a cursor it did not hand out', async () => {
    // Two Thons (one a test Thon, left out), one a page: two pages, then no cursor.
    const seen: string[] = [];
    let pages = 0;
    let cursor: string | undefined;
    do {
      const page = await reportOf(
        { FranchiseId: franchiseId, PageSize: '1', ...(cursor ? { Cursor: cursor } : {}) },
        admin,
      );
      seen.push(...page.Rows.map((row) => row.EventId));
      cursor = page.NextCursor;
      pages += 1;
    } while (cursor !== undefined && pages < 5);
    expect(seen).toEqual([thon.eventId]);
    expect(pages).toBeGreaterThanOrEqual(2);
    const refused = await report({ FranchiseId: franchiseId, Cursor: 'not-a-cursor' }, admin);
    expect(refused).toMatchObject({ status: 400, body: { message: pageCursorNotValid } });
  });

  it('refuses a request naming no scope or two, with the reason', async () => {
    const queries: Record<string, string>[] = [{}, { EventId: thon.eventId, FranchiseId: franchiseId }];
    for (const query of queries) {
      const answer = await report(query, admin);
      expect(answer.status).toBe(400);
      expect(JSON.stringify(answer.body)).toContain(reconciliationScopeMessage);
    }
  });
});

describe('GetReconciliation scope', () => {
  it("answers another franchise's Thon, organization and franchise exactly as unknown ids", async () => {
    const unknown = await report({ EventId: randomUUID() }, otherFranchisee);
    expect(unknown).toMatchObject({ status: 404, body: { message: notFound } });
    const queries: Record<string, string>[] = [
      { EventId: thon.eventId },
      { OrganizationId: thon.organizationId },
      { FranchiseId: franchiseId },
      { Month: '2026-01', FranchiseId: franchiseId },
    ];
    for (const query of queries) {
      const answer = await report(query, otherFranchisee);
      expect(answer, JSON.stringify(query)).toMatchObject({ status: 404, body: unknown.body });
    }
    // Their own month holds none of this franchise's Thons.
    const own = await reportOf({ Month: '2026-01' }, otherFranchisee);
    expect(own.Rows).toEqual([]);
  });

  it("gives an organizer their own Thon only, and no franchise's report", async () => {
    const stranger = await signedInTestUser('organizer', 'recon-stranger');
    expect((await report({ EventId: thon.eventId }, stranger)).status).toBe(404);
    expect((await report({ FranchiseId: franchiseId }, organizer)).status).toBe(404);
    expect((await report({ Month: '2026-01' }, organizer)).status).toBe(404);
  });
});
