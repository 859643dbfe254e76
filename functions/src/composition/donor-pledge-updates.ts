// Ready deps for UpdatePledge: the manage link's change may save a new card (card attempts, the
// captcha, the provider), email a renewed link or a confirmation (SES) and queue a refused pledge
// for its charge again (SQS).
import type { UpdatePledgeDeps } from '../domain/pledges/donor-pledge';
import { attemptWindows } from '../data/stores/attempt-windows';
import { cardAttempts, processingMarkers } from '../data/stores/pledges';
import { altchaCaptcha } from '../platform/captcha';
import { systemClock } from '../platform/clock';
import { sesMailer } from '../platform/email';
import { powertoolsLogger } from '../platform/logger';
import { paymentProvider } from '../platform/payments/provider';
import { settingsPledgeLinks } from '../platform/pledge-links';
import { sqsPledgeQueue } from '../platform/pledge-queue';
import { donorChangeDeps } from './donor-pledges';

export const updatePledgeDeps: UpdatePledgeDeps = {
  ...donorChangeDeps,
  cardAttempts,
  captcha: altchaCaptcha,
  clock: systemClock,
  attempts: attemptWindows,
  payments: paymentProvider,
  mailer: sesMailer,
  links: settingsPledgeLinks,
  markers: processingMarkers,
  queue: sqsPledgeQueue,
  logger: powertoolsLogger,
};
