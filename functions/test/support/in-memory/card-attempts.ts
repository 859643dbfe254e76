// In-memory card attempts and pledge windows (domain/pledges/ports.ts CardAttempts): per subject
// and window start, the counts the DynamoDB item holds, each change under the same condition as
// its conditional write (free attempts below max, a captcha's attempt only while one is left, a
// solution claimed once, purchases within the window's allowance).
import type { CardSlotKind, CardWindow } from '../../../src/data/repositories/card-attempts-repository';
import type { PledgeWindow, WindowKey } from '../../../src/data/repositories/pledges-repository';
import type { CardAttempts } from '../../../src/domain/pledges/ports';

export class InMemoryCardAttempts implements CardAttempts {
  readonly windows = new Map<string, PledgeWindow>();
  readonly usedSolutions = new Set<string>();

  private key = (window: WindowKey) => `${window.subject}@${window.windowStart}`;

  /** The window as stored (zeros when never written). */
  window(window: WindowKey): PledgeWindow {
    return {
      attempts: 0,
      declines: 0,
      captchaRoom: 0,
      captchaGranted: 0,
      ...this.windows.get(this.key(window)),
    };
  }

  /** Adds to the window's counts (a test's setup, or a write whose condition held). */
  add(window: WindowKey, counts: Partial<PledgeWindow>): void {
    const now = this.window(window);
    this.windows.set(this.key(window), {
      attempts: now.attempts + (counts.attempts ?? 0),
      declines: now.declines + (counts.declines ?? 0),
      captchaRoom: now.captchaRoom + (counts.captchaRoom ?? 0),
      captchaGranted: now.captchaGranted + (counts.captchaGranted ?? 0),
    });
  }

  reserveFreeCardAttempt = (window: CardWindow, max: number) => {
    if (this.window(window).declines >= max) return Promise.resolve(false);
    this.add(window, { declines: 1 });
    return Promise.resolve(true);
  };

  reserveCaptchaCardAttempt = (window: CardWindow) => {
    if (this.window(window).captchaRoom <= 0) return Promise.resolve(false);
    this.add(window, { captchaRoom: -1 });
    return Promise.resolve(true);
  };

  buyCardAttemptsWithCaptcha: CardAttempts['buyCardAttemptsWithCaptcha'] = (input) => {
    const refused = new Set<'solutionUnused' | 'grantBelowLimit'>();
    if (this.usedSolutions.has(input.solutionHash)) refused.add('solutionUnused');
    if (this.window(input.window).captchaGranted > input.maxGranted - input.grant)
      refused.add('grantBelowLimit');
    if (refused.size > 0) return Promise.resolve({ written: false, refused });
    this.usedSolutions.add(input.solutionHash);
    this.add(input.window, { captchaGranted: input.grant, captchaRoom: input.grant - 1 });
    return Promise.resolve({ written: true });
  };

  releaseCardAttempt = (window: CardWindow, kind: CardSlotKind) => {
    this.add(window, kind === 'free' ? { declines: -1 } : { captchaRoom: 1 });
    return Promise.resolve();
  };

  captchaAttemptsGranted = (window: CardWindow) => Promise.resolve(this.window(window).captchaGranted);
}
