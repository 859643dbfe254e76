// Card attempts of one client network in one window (card-testing protection, see
// domain/pledges/pledge-guards.ts). Every change is one conditional write, so requests racing
// each other can never pass a limit together: the write decides, not a count read earlier.
import { thon } from '../thon-service';
import { unlessConditionFails, writeNamed, type WriteOutcome } from './write-transaction';

export interface CardWindow {
  subject: string;
  windowStart: number;
  expiresAt: number;
}

/** Where a reserved card attempt came from, so that a card taken gives the right one back. */
export type CardSlotKind = 'free' | 'captcha';

/** Takes one of the window's free attempts (ADD declines 1 while below `max`); false when none is left. */
export function reserveFreeCardAttempt(window: CardWindow, max: number): Promise<boolean> {
  return unlessConditionFails(
    thon()
      .entities.attemptWindow.upsert({ ...window })
      .add({ declines: 1 })
      .where(({ declines }, { notExists, lt }) => `${notExists(declines)} OR ${lt(declines, max)}`)
      .go(),
  );
}

/** Takes one attempt a solved captcha bought earlier (ADD captchaRoom -1 while above 0). */
export function reserveCaptchaCardAttempt(window: CardWindow): Promise<boolean> {
  return unlessConditionFails(
    thon()
      .entities.attemptWindow.patch({ subject: window.subject, windowStart: window.windowStart })
      .add({ captchaRoom: -1 })
      .where(({ captchaRoom }, { gt }) => gt(captchaRoom, 0))
      .go(),
  );
}

export type CaptchaGrantName = 'solutionUnused' | 'grantBelowLimit';

/**
 * Claims a captcha solution (once ever) and buys `grant` attempts for the window, one of them
 * taken at once by the request that solved it, in one transaction: a solution used before buys
 * nothing, and a window whose captcha purchases would pass `maxGranted` claims no solution.
 */
export function buyCardAttemptsWithCaptcha(input: {
  window: CardWindow;
  solutionHash: string;
  solutionExpiresAt: number;
  grant: number;
  maxGranted: number;
}): Promise<WriteOutcome<CaptchaGrantName>> {
  const { window, grant, maxGranted } = input;
  return writeNamed<CaptchaGrantName>((entities) => ({
    solutionUnused: entities.captchaSolution
      .create({
        solutionHash: input.solutionHash,
        usedAt: new Date().toISOString(),
        expiresAt: input.solutionExpiresAt,
      })
      .commit(),
    grantBelowLimit: entities.attemptWindow
      .upsert({ ...window })
      .add({ captchaGranted: grant, captchaRoom: grant - 1 })
      .where(
        ({ captchaGranted }, { notExists, lte }) =>
          `${notExists(captchaGranted)} OR ${lte(captchaGranted, maxGranted - grant)}`,
      )
      .commit(),
  }));
}

/** Gives a reserved attempt back (the card was taken, or the provider was never asked). */
export async function releaseCardAttempt(window: CardWindow, kind: CardSlotKind): Promise<void> {
  const key = { subject: window.subject, windowStart: window.windowStart };
  await (kind === 'free'
    ? thon().entities.attemptWindow.patch(key).add({ declines: -1 }).go()
    : thon().entities.attemptWindow.patch(key).add({ captchaRoom: 1 }).go());
}

/** Attempts captchas bought in the window so far (0 when none). */
export async function captchaAttemptsGranted(window: CardWindow): Promise<number> {
  const { data } = await thon()
    .entities.attemptWindow.get({ subject: window.subject, windowStart: window.windowStart })
    .go();
  return data?.captchaGranted ?? 0;
}
