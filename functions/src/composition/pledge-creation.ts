// Ready deps for a donor's new pledge: the table (its context read and one write, the network's
// card attempts), the payment provider, the captcha, SES, the web origin for the manage link, the
// clock and the business metrics. No SQS: a new pledge is charged later by the worker, or now by
// the provider.
import { franchiseStore } from '../data/stores/franchises';
import { powertoolsBusinessMetrics } from '../platform/metrics';
import type { CreatePledgeDeps } from '../domain/pledges/create-pledge';
import { cardAttempts, newPledgeStore, pledgeReads, thonReads } from '../data/stores/pledges';
import { altchaCaptcha } from '../platform/captcha';
import { systemClock } from '../platform/clock';
import { sesMailer } from '../platform/email';
import { powertoolsLogger } from '../platform/logger';
import { paymentProvider, testPaymentProvider } from '../platform/payments/provider';
import { settingsPledgeLinks } from '../platform/pledge-links';

export const createPledgeDeps: CreatePledgeDeps = {
  pledges: pledgeReads,
  newPledges: newPledgeStore,
  thons: thonReads,
  franchises: franchiseStore,
  payments: paymentProvider,
  testPayments: testPaymentProvider,
  cardAttempts,
  captcha: altchaCaptcha,
  mailer: sesMailer,
  links: settingsPledgeLinks,
  clock: systemClock,
  logger: powertoolsLogger,
  metrics: powertoolsBusinessMetrics,
};
