// A live Thon with one shown participant, on in-memory ports: what the unit tests of taking
// pledges (CreatePledge, the manage link, offline gifts) start from. Its organization can be paid,
// the maximum is 20 units, and the captcha accepts solutions named "solved:<id>".
import type { CreatePledgeDeps } from '../../../src/domain/pledges/create-pledge';
import type { UpdatePledgeDeps } from '../../../src/domain/pledges/donor-pledge';
import type { CaptchaCheck } from '../../../src/domain/support/ports';
import { InMemoryAttemptWindows } from '../../support/in-memory/attempt-windows';
import { RecordingBusinessMetrics } from '../../support/in-memory/business-metrics';
import { FixedClock } from '../../support/in-memory/clock';
import { InMemoryFranchiseDefaults } from '../../support/in-memory/franchise-defaults';
import { RecordingLogger } from '../../support/in-memory/logger';
import { RecordingMailer } from '../../support/in-memory/mailer';
import { InMemoryPaymentProvider } from '../../support/in-memory/payments';
import { PledgeIntake } from '../../support/in-memory/pledge-intake';
import { RecordingPledgeQueue } from '../../support/in-memory/pledge-queue';

export const intakeStartMs = Date.parse('2026-05-04T15:10:00.000Z');

export function intakeWorld() {
  const records = new PledgeIntake()
    .addOrganization({ organizationId: 'org-1', payoutAccountId: 'acct_school', payoutChargesEnabled: true })
    .addEvent({
      eventId: 'event-1',
      organizationId: 'org-1',
      name: 'Spring Thon',
      status: 'live',
      unitName: 'laps',
      maxUnits: 20,
      participantCount: 200,
      commissionPercent: 10,
    })
    .addParticipant({
      participantId: 'kid-1',
      eventId: 'event-1',
      teamId: 'team-1',
      firstName: 'Leo',
      lastName: 'Park',
    });
  const clock = new FixedClock(intakeStartMs);
  records.now = () => new Date(clock.nowMs()).toISOString();
  const payments = new InMemoryPaymentProvider();
  const mailer = new RecordingMailer();
  const queue = new RecordingPledgeQueue();
  const attempts = new InMemoryAttemptWindows();
  const logger = new RecordingLogger();
  const franchises = new InMemoryFranchiseDefaults();
  const metrics = new RecordingBusinessMetrics();
  const captcha = {
    checkCaptcha: (submitted: string): Promise<CaptchaCheck> =>
      Promise.resolve(
        submitted.startsWith('solved:')
          ? { valid: true, solutionHash: submitted, expiresAt: clock.nowInSeconds() + 600 }
          : { valid: false, reason: 'wrong-answer' },
      ),
  };
  const deps: CreatePledgeDeps & UpdatePledgeDeps = {
    pledges: records,
    newPledges: records,
    thons: records,
    franchises,
    donorPledges: records,
    markers: records,
    cardAttempts: records.cards,
    captcha,
    attempts,
    payments,
    mailer,
    queue,
    links: { webOrigin: () => 'https://thon.test' },
    clock,
    logger,
    metrics,
  };
  return { records, clock, payments, mailer, queue, attempts, logger, franchises, metrics, deps };
}
