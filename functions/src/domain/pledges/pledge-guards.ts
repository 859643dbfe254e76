// Card-testing protection. Donation forms are the classic target: a script tries stolen cards
// through small gifts, in parallel. Per client network (an IPv4 address, or an IPv6 /64:
// client-network.ts) and hour (a fixed window, the key holds its start):
// - every card attempt is RESERVED before the provider is asked, with one conditional write (ADD 1
//   only while fewer than 5 are in flight or declined), so 40 parallel attempts cannot all reach
//   the provider: a decline is the write's condition, not a count made afterwards. A card taken
//   gives its reservation back, so the limit counts declines, not donors;
// - past those 5, people may still be honest (a school's NAT, a company, a mobile carrier): the
//   answer asks for the captcha (429 `CaptchaRequired`), and a solved one (each solution once)
//   buys a few attempts for the network, at most `captchaAttemptsPerWindow` an hour; past that
//   the answer is a plain 429;
// - 20 pledges per network (read first, enforced in the pledge's own transaction): past them, too,
//   the network may be honest (a school's NAT on event day), so each further pledge takes an
//   attempt a solved captcha bought (the same purchase, kept by the pledge even when its card is
//   taken) instead of a free one;
// - at most 120 pledges per participant, a plain 429 past them.
// A card change through the manage link is limited per pledge as well: 3 a day.
import {
  invalidCaptcha,
  pledgeCaptchaRequired,
  pledgeLimitCaptchaRequired,
  tooManyCardChanges,
  tooManyDeclines,
  tooManyPledges,
} from '@thon/shared/catalog/messages';
import {
  cardDeclined,
  cardInsufficientFunds,
  cardNeedsAuthentication,
  cardNotUsable,
} from '@thon/shared/catalog/messages';
import type { CardSlotKind, CardWindow } from '../../data/repositories/card-attempts-repository';
import type { PledgeWindow, WindowLimit } from '../../data/repositories/pledges-repository';
import { backOff } from '../back-off';
import type { AuthenticationRequired, Declined } from '../ports/payments';
import type { PledgePorts } from './ports';
import { CaptchaRequired, PaymentDeclined, TooManyAttempts } from '../errors';
import { clientNetworkOf } from './client-network';

export const pledgeWindowSeconds = 60 * 60;
const daySeconds = 24 * 60 * 60;

/** Limits per window; an integration test of many donors behind one address raises them. */
export const pledgeLimitsPerWindow = {
  clientPledges: 20,
  /** Card attempts in flight or declined before the captcha is asked for. */
  clientDeclines: 5,
  /** What one solved captcha buys: the request carrying it and two more. */
  captchaAttemptsPerSolution: 3,
  /**
   * The most captchas may buy per network and hour (10 solutions): a school's event day with a
   * few declined cards an hour goes on; a script must solve a captcha per 3 cards and stops at 30.
   */
  captchaAttemptsPerWindow: 30,
  participantPledges: 120,
  /** Card changes per pledge and day through the manage link. */
  cardChangesPerPledge: 3,
};

/** What card-testing protection reads and writes: the network's card attempts, the captcha, the time. */
export type GuardDeps = Pick<PledgePorts, 'cardAttempts' | 'captcha' | 'clock' | 'logger'>;

/** A card attempt reserved before the provider is asked. */
export interface CardSlot {
  kind: CardSlotKind;
  /** Taken past the network's free pledges: the pledge keeps it (its card taken or not). */
  pastPledgeLimit: boolean;
  /** Gives it back (the card was not declined); best effort, never throws. */
  release(): Promise<void>;
}

export interface PledgeGuard {
  client: { subject: string; windowStart: number };
  participant: { subject: string; windowStart: number };
  /** Refuses past the participant's pledges (the network's ask for the captcha instead). */
  refuseIfSpent(participant: PledgeWindow): void;
  /** Whether the network's free pledges of the window as read are spent. */
  pastPledgeLimit(client: PledgeWindow): boolean;
  /**
   * Refuses at once when the window as read has no card attempt left for this request: a flood
   * past the limit then costs one read per attempt. Only ever refuses; the reservation decides.
   */
  refuseIfNoCardAttempt(client: PledgeWindow, captcha: string | undefined): void;
  /**
   * Reserves one card attempt for the client's network, or refuses (429, maybe asking for the
   * captcha); past the network's free pledges only one a captcha bought.
   */
  reserveCardAttempt(captcha: string | undefined, pastPledgeLimit?: boolean): Promise<CardSlot>;
  /** The windows' limits for the pledge's write; `slot` is given back in that same write. */
  windowLimits(
    mode: 'enforce' | 'count-only',
    slot?: CardSlot,
  ): { client: WindowLimit; participantWindow: WindowLimit };
  refuseIfLimitRefused(refused: ReadonlySet<string>): void;
}

/** Rounds of a captcha purchase cancelled by a concurrent write on the window's item. */
const purchaseRounds = 4;

/** Why the network needs a captcha: its declined cards, or its pledges this hour. */
type CaptchaReason = 'declines' | 'pledges';

const captchaReasons = {
  declines: { required: pledgeCaptchaRequired, spent: tooManyDeclines },
  pledges: { required: pledgeLimitCaptchaRequired, spent: tooManyPledges },
} satisfies Record<CaptchaReason, { required: string; spent: string }>;

async function buyWithCaptcha(
  deps: GuardDeps,
  window: CardWindow,
  captcha: string,
  reason: CaptchaReason,
): Promise<void> {
  const limits = pledgeLimitsPerWindow;
  const check = await deps.captcha.checkCaptcha(captcha);
  if (!check.valid) {
    deps.logger.info('Pledge captcha refused', { reason: check.reason });
    throw new CaptchaRequired(invalidCaptcha);
  }
  for (let round = 0; round < purchaseRounds; round += 1) {
    const outcome = await deps.cardAttempts.buyCardAttemptsWithCaptcha({
      window,
      solutionHash: check.solutionHash,
      solutionExpiresAt: check.expiresAt,
      grant: limits.captchaAttemptsPerSolution,
      maxGranted: limits.captchaAttemptsPerWindow,
    });
    if (outcome.written) return;
    if (outcome.refused.has('grantBelowLimit')) throw new TooManyAttempts(captchaReasons[reason].spent);
    if (outcome.refused.has('solutionUnused')) throw new CaptchaRequired(invalidCaptcha);
    await backOff(round);
  }
  throw new TooManyAttempts(captchaReasons[reason].spent);
}

function cardSlot(
  deps: GuardDeps,
  window: CardWindow,
  kind: CardSlotKind,
  pastPledgeLimit = false,
): CardSlot {
  return {
    kind,
    pastPledgeLimit,
    release: () =>
      // A lost release counts one taken card as a decline, never the other way round.
      deps.cardAttempts
        .releaseCardAttempt(window, kind)
        .catch((error: unknown) => deps.logger.warn('Card attempt not given back', { error: String(error) })),
  };
}

/** The refusal of a request without a captcha once the window has no attempt left for it. */
function noCardAttemptLeft(captchaGranted: number, reason: CaptchaReason): TooManyAttempts {
  const limits = pledgeLimitsPerWindow;
  // Captchas have bought all they may this hour: another solution would buy nothing.
  if (captchaGranted + limits.captchaAttemptsPerSolution > limits.captchaAttemptsPerWindow) {
    return new TooManyAttempts(captchaReasons[reason].spent);
  }
  return new CaptchaRequired(captchaReasons[reason].required);
}

/**
 * One card attempt for the window: a free one, one a captcha bought, or one this captcha buys.
 * Past the network's free pledges, free ones are not for this request.
 */
export async function reserveCardAttempt(
  deps: GuardDeps,
  window: CardWindow,
  captcha: string | undefined,
  pastPledgeLimit = false,
): Promise<CardSlot> {
  const limits = pledgeLimitsPerWindow;
  const reason: CaptchaReason = pastPledgeLimit ? 'pledges' : 'declines';
  const attempts = deps.cardAttempts;
  if (!pastPledgeLimit && (await attempts.reserveFreeCardAttempt(window, limits.clientDeclines))) {
    return cardSlot(deps, window, 'free');
  }
  if (await attempts.reserveCaptchaCardAttempt(window)) {
    return cardSlot(deps, window, 'captcha', pastPledgeLimit);
  }
  if (!captcha) throw noCardAttemptLeft(await attempts.captchaAttemptsGranted(window), reason);
  await buyWithCaptcha(deps, window, captcha, reason);
  return cardSlot(deps, window, 'captcha', pastPledgeLimit);
}

export function pledgeGuard(deps: GuardDeps, clientIp: string, participantId: string): PledgeGuard {
  const now = deps.clock.nowInSeconds();
  const windowStart = now - (now % pledgeWindowSeconds);
  const expiresAt = windowStart + pledgeWindowSeconds;
  const client = { subject: `pledge-client:${clientNetworkOf(clientIp)}`, windowStart };
  const participant = { subject: `pledge-participant:${participantId}`, windowStart };
  const limits = pledgeLimitsPerWindow;
  return {
    client,
    participant,
    refuseIfSpent(participantWindow) {
      if (participantWindow.attempts >= limits.participantPledges) throw new TooManyAttempts(tooManyPledges);
    },
    pastPledgeLimit: (clientWindow) => clientWindow.attempts >= limits.clientPledges,
    refuseIfNoCardAttempt(clientWindow, captcha) {
      if (captcha || clientWindow.captchaRoom > 0) return;
      if (clientWindow.attempts >= limits.clientPledges) {
        throw noCardAttemptLeft(clientWindow.captchaGranted, 'pledges');
      }
      if (clientWindow.declines >= limits.clientDeclines) {
        throw noCardAttemptLeft(clientWindow.captchaGranted, 'declines');
      }
    },
    reserveCardAttempt: (captcha, pastPledgeLimit) =>
      reserveCardAttempt(deps, { ...client, expiresAt }, captcha, pastPledgeLimit),
    windowLimits(mode, slot) {
      const unlimited = Number.MAX_SAFE_INTEGER;
      // A pledge past the network's free ones paid with a captcha's attempt: it is only counted.
      const bought = slot?.pastPledgeLimit === true;
      return {
        client: {
          ...client,
          expiresAt,
          maxAttempts: mode === 'enforce' && !bought ? limits.clientPledges : unlimited,
          ...(slot && !bought ? { giveBack: slot.kind } : {}),
        },
        participantWindow: {
          ...participant,
          expiresAt,
          maxAttempts: mode === 'enforce' ? limits.participantPledges : unlimited,
        },
      };
    },
    refuseIfLimitRefused(refused) {
      if (refused.has('participantBelowLimit')) throw new TooManyAttempts(tooManyPledges);
      if (refused.has('clientBelowLimit')) throw noCardAttemptLeft(0, 'pledges');
    },
  };
}

/**
 * Reserves one of a pledge's card changes for today (manage link), or refuses with 429. The
 * reservation is kept, taken card or not: the limit counts changes; `release` is for a change
 * that never reached the provider.
 */
export async function reserveCardChange(
  deps: Pick<PledgePorts, 'attempts' | 'clock' | 'logger'>,
  pledgeId: string,
): Promise<{ release(): Promise<void> }> {
  const now = deps.clock.nowInSeconds();
  const windowStart = now - (now % daySeconds);
  const subject = `pledge-card-change:${pledgeId}`;
  const reserved = await deps.attempts.reserveAttemptSlot(
    subject,
    windowStart,
    windowStart + daySeconds,
    pledgeLimitsPerWindow.cardChangesPerPledge,
  );
  if (!reserved) throw new TooManyAttempts(tooManyCardChanges);
  return {
    release: () =>
      deps.attempts
        .releaseAttemptSlot(subject, windowStart)
        .catch((error: unknown) => deps.logger.warn('Card change not given back', { error: String(error) })),
  };
}

/** The 402 for a refused card (the attempt's reservation already counts it). */
export function declineRefusal(refusal: Declined | AuthenticationRequired): PaymentDeclined {
  if (refusal.outcome === 'authentication-required') return new PaymentDeclined(cardNeedsAuthentication);
  if (refusal.declineCode === 'invalid_payment_method') return new PaymentDeclined(cardNotUsable);
  return new PaymentDeclined(
    refusal.declineCode === 'insufficient_funds' ? cardInsufficientFunds : cardDeclined,
  );
}
