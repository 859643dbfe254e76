// What the support use cases ask of the outside world: the attempt counters (messages per network,
// receipts per address), suppressed addresses, the captcha and its one-use solutions, support's
// mail, the support desk, the deployment's support settings, the log and the business metrics.
// composition/support*.ts wires them.
import type { AttemptWindows } from '../ports/attempt-windows';
import type { BusinessMetrics } from '../ports/business-metrics';
import type { Clock } from '../ports/clock';
import type { Logger } from '../ports/logger';
import type { SupportDesk } from '../ports/support-desk';
import type { SuppressionStore } from '../sharing/ports';

export type CaptchaCheck =
  | {
      valid: true;
      /** SHA-256 of the challenge's signature: one solution, one use. */
      solutionHash: string;
      expiresAt: number;
    }
  | { valid: false; reason: 'malformed' | 'expired' | 'forged' | 'wrong-answer' };

export interface Captcha {
  /** Checks a submitted solution: signed by us, not expired, and solving its challenge. */
  checkCaptcha(submitted: string): Promise<CaptchaCheck>;
}

export interface CaptchaSolutionStore {
  /** Records the solution as used; false when it was used before. */
  claimCaptchaSolution(solutionHash: string, expiresAt: number): Promise<boolean>;
}

export interface SupportEmail {
  to: string;
  /** Shown as "<fromName> via Thon" from our own address. */
  fromName: string;
  replyTo: string;
  subject: string;
  text: string;
  attachments: readonly { fileName: string; contentType: string; content: Buffer }[];
  /** Message tags (letters, digits, _ - only). */
  tags: Record<string, string>;
}

export interface SupportMailer {
  /** Sends it; answers the provider's message id. */
  sendSupportEmail(message: SupportEmail): Promise<string>;
}

export interface SupportSettings {
  /** Support's address. */
  supportAddress(): string;
  /** The issue types configured for a deployment without a desk (empty: none configured). */
  configuredIssueTypeNames(): string[];
}

export interface SupportPorts {
  attempts: AttemptWindows;
  clock: Clock;
  suppressions: Pick<SuppressionStore, 'suppressedAmong'>;
  captcha: Captcha;
  captchaSolutions: CaptchaSolutionStore;
  mail: SupportMailer;
  desk: SupportDesk;
  settings: SupportSettings;
  logger: Logger;
  /** Messages that reached support (a ticket or support's email). */
  metrics: BusinessMetrics;
}
