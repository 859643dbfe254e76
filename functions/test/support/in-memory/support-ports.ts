// Every support port in memory: a captcha that accepts solutions named "solved:<id>", one-use
// solutions, support's mail, a desk, settings, a logger that keeps what was reported, and the
// shared attempt counters and suppressions.
import type { CaptchaCheck, SupportEmail, SupportPorts } from '../../../src/domain/support/ports';
import { InMemoryAttemptWindows } from './attempt-windows';
import { RecordingBusinessMetrics } from './business-metrics';
import { FixedClock } from './clock';
import { RecordingLogger } from './logger';
import { InMemorySupportDesk } from './support-desk';
import { InMemorySuppressions } from './suppressions';

export class InMemorySupportMail {
  readonly sent: SupportEmail[] = [];

  sendSupportEmail = (message: SupportEmail) => {
    this.sent.push(message);
    return Promise.resolve(`support-${this.sent.length}`);
  };
}

export function inMemorySupport(desk = new InMemorySupportDesk()) {
  const clock = new FixedClock(Date.parse('2026-05-04T15:00:00Z'));
  const captchaSolutions = {
    usedSolutions: new Set<string>(),
    claimCaptchaSolution(solutionHash: string) {
      if (this.usedSolutions.has(solutionHash)) return Promise.resolve(false);
      this.usedSolutions.add(solutionHash);
      return Promise.resolve(true);
    },
  };
  return {
    attempts: new InMemoryAttemptWindows(),
    clock,
    suppressions: new InMemorySuppressions(),
    captcha: {
      checkCaptcha: (submitted: string): Promise<CaptchaCheck> =>
        Promise.resolve(
          submitted.startsWith('solved:')
            ? { valid: true, solutionHash: submitted, expiresAt: clock.nowInSeconds() + 600 }
            : { valid: false, reason: 'wrong-answer' },
        ),
    },
    captchaSolutions,
    mail: new InMemorySupportMail(),
    desk,
    settings: { supportAddress: () => 'support@thon.test', configuredIssueTypeNames: () => ['Billing'] },
    logger: new RecordingLogger(),
    metrics: new RecordingBusinessMetrics(),
  } satisfies SupportPorts;
}
