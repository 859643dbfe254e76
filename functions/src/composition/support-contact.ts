// Ready dependencies of the contact form: the attempt counters, suppressions and captcha
// solutions (table), the captcha, support's mail (SES), the desk (Jira) and the business metrics.
import { attemptWindows } from '../data/stores/attempt-windows';
import { suppressionStore } from '../data/stores/sharing';
import { captchaSolutionStore } from '../data/stores/support';
import type { SupportPorts } from '../domain/support/ports';
import { altchaCaptcha } from '../platform/captcha';
import { powertoolsBusinessMetrics } from '../platform/metrics';
import { sesSupportMailer } from '../platform/support-email';
import { issueTypesDeps } from './support';

export const contactDeps: SupportPorts = {
  ...issueTypesDeps,
  attempts: attemptWindows,
  suppressions: suppressionStore,
  captcha: altchaCaptcha,
  captchaSolutions: captchaSolutionStore,
  mail: sesSupportMailer,
  metrics: powertoolsBusinessMetrics,
};
