// Ready deps for the donor's manage link: reading the pledge (GetPledgeForDonor) and cancelling or
// confirming it (only the table), kept apart from a change (UpdatePledge), which alone may save a
// card (the provider, the captcha), email a link (SES) and queue a refused pledge again (SQS).
import type { DonorChangeDeps, DonorReadDeps, UpdatePledgeDeps } from '../domain/pledges/donor-pledge';
import { attemptWindows } from '../data/stores/attempt-windows';
import {
  cardAttempts,
  donorPledgeStore,
  pledgeReads,
  processingMarkers,
  thonReads,
} from '../data/stores/pledges';
import { altchaCaptcha } from '../platform/captcha';
import { systemClock } from '../platform/clock';
import { sesMailer } from '../platform/email';
import { paymentProvider } from '../platform/payments/provider';
import { settingsPledgeLinks } from '../platform/pledge-links';
import { sqsPledgeQueue } from '../platform/pledge-queue';

export const donorReadDeps: DonorReadDeps = { pledges: pledgeReads, thons: thonReads };

export const donorChangeDeps: DonorChangeDeps = { ...donorReadDeps, donorPledges: donorPledgeStore };

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
};
