// One completed Thon with one participant and one per-unit pledge, on in-memory ports: what the
// processing use cases' unit tests start from. The pledge's numbers are chosen so every amount is
// exact: $2.50 a unit x 7 units = $17.50, 10% commission, the donor covers the $2 expense.
import type { PledgeRecord } from '../../../src/data/repositories/pledges-repository';
import type { SweepDeps } from '../../../src/domain/pledges/processing/sweep-pledges';
import type { PrizeAwardReview } from '../../../src/domain/ports/prize-award-review';
import { RecordingBusinessMetrics } from '../../support/in-memory/business-metrics';
import { FixedClock } from '../../support/in-memory/clock';
import { RecordingLogger } from '../../support/in-memory/logger';
import { RecordingMailer } from '../../support/in-memory/mailer';
import { InMemoryPaymentProvider } from '../../support/in-memory/payments';
import { RecordingPledgeQueue } from '../../support/in-memory/pledge-queue';
import { PledgeRecords } from '../../support/in-memory/pledge-records';

export const startMs = Date.parse('2026-05-01T12:00:00.000Z');
export const donorEmail = 'donor@example.com';

export function processingWorld(pledge: Partial<PledgeRecord> = {}) {
  const records = new PledgeRecords()
    .addOrganization({ organizationId: 'org-1', payoutAccountId: 'acct_school' })
    .addEvent({
      eventId: 'event-1',
      organizationId: 'org-1',
      name: 'Spring Thon',
      status: 'completed',
      unitName: 'laps',
      participantCount: 200,
    })
    .addParticipant({
      participantId: 'kid-1',
      eventId: 'event-1',
      firstName: 'Leo',
      lastName: 'Park',
      units: 7,
      raisedCents: 0,
      pledgedCents: 1750,
    })
    .addPledge({
      pledgeId: 'pledge-1',
      kind: 'per-unit',
      status: 'Scheduled',
      eventId: 'event-1',
      participantId: 'kid-1',
      organizationId: 'org-1',
      amountCents: 250,
      commissionPercent: 10,
      coverExpense: true,
      donorEmail,
      donorFirstName: 'Ada',
      donorLastName: 'Lovelace',
      customerId: 'cus_ada',
      paymentMethodId: 'pm_ada',
      createdAt: '2026-04-01T00:00:00.000Z',
      ...pledge,
    });
  const clock = new FixedClock(startMs);
  records.now = () => new Date(clock.nowMs()).toISOString();
  const payments = new InMemoryPaymentProvider();
  const mailer = new RecordingMailer();
  const queue = new RecordingPledgeQueue();
  const metrics = new RecordingBusinessMetrics();
  // The participants whose prize awards a refund or a dispute asked to be checked, in order.
  const prizeReviews: string[] = [];
  const prizeAwards: PrizeAwardReview = {
    creditFell: (stopped) => {
      prizeReviews.push(stopped.participantId);
      return Promise.resolve();
    },
  };
  const deps: SweepDeps & { prizeAwards: PrizeAwardReview } = {
    pledges: records,
    charges: records,
    thons: records,
    markers: records,
    payments,
    mailer,
    queue,
    clock,
    links: { webOrigin: () => 'https://thon.test' },
    logger: new RecordingLogger(),
    metrics,
    prizeAwards,
  };
  return { records, clock, payments, mailer, queue, metrics, deps, prizeReviews };
}

/** What the donor pays and the platform keeps for the fixture's 7 units: exact cents. */
export const sevenUnits = { settledCents: 1750, donorPaysCents: 1950, applicationFeeCents: 375 };
