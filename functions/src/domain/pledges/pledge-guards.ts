// Card-testing protection (issue 11). Donation forms are the classic target: a script tries stolen
// cards through small gifts. Limits per hour (a fixed window, the key holds its start):
// - per client address: at most 20 pledges, and after 5 declines every further attempt is 429;
// - per participant: at most 120 pledges (a popular page on event day stays far below).
// CreatePledge reads both windows in its first request and refuses before the provider is asked;
// the pledge's own transaction ADDs the attempt under the limit (so concurrent requests cannot
// pass it together); a decline ADDs to the client's declines.
import { tooManyDeclines, tooManyPledges } from '@thon/shared/catalog/messages';
import {
  cardDeclined,
  cardInsufficientFunds,
  cardNeedsAuthentication,
  cardNotUsable,
} from '@thon/shared/catalog/messages';
import {
  countDecline,
  type PledgeWindow,
  type WindowLimit,
} from '../../data/repositories/pledges-repository';
import type { AuthenticationRequired, Declined } from '../../platform/payments/payment-provider';
import { nowInSeconds } from '../../platform/clock';
import { logger } from '../../platform/logger';
import { PaymentDeclined, TooManyAttempts } from '../errors';

export const pledgeWindowSeconds = 60 * 60;

/** Limits per window; an integration test of many donors behind one address raises them. */
export const pledgeLimitsPerWindow = {
  clientPledges: 20,
  clientDeclines: 5,
  participantPledges: 120,
};

export interface PledgeGuard {
  client: { subject: string; windowStart: number };
  participant: { subject: string; windowStart: number };
  refuseIfSpent(client: PledgeWindow, participant: PledgeWindow): void;
  windowLimits(mode: 'enforce' | 'count-only'): { client: WindowLimit; participantWindow: WindowLimit };
  refuseIfLimitRefused(refused: ReadonlySet<string>): void;
  countDecline(): Promise<void>;
}

export function pledgeGuard(clientIp: string, participantId: string): PledgeGuard {
  const now = nowInSeconds();
  const windowStart = now - (now % pledgeWindowSeconds);
  const expiresAt = windowStart + pledgeWindowSeconds;
  const client = { subject: `pledge-client:${clientIp}`, windowStart };
  const participant = { subject: `pledge-participant:${participantId}`, windowStart };
  const limits = pledgeLimitsPerWindow;
  return {
    client,
    participant,
    refuseIfSpent(clientWindow, participantWindow) {
      if (clientWindow.declines >= limits.clientDeclines) throw new TooManyAttempts(tooManyDeclines);
      if (
        clientWindow.attempts >= limits.clientPledges ||
        participantWindow.attempts >= limits.participantPledges
      ) {
        throw new TooManyAttempts(tooManyPledges);
      }
    },
    windowLimits(mode) {
      const unlimited = Number.MAX_SAFE_INTEGER;
      return {
        client: { ...client, expiresAt, maxAttempts: mode === 'enforce' ? limits.clientPledges : unlimited },
        participantWindow: {
          ...participant,
          expiresAt,
          maxAttempts: mode === 'enforce' ? limits.participantPledges : unlimited,
        },
      };
    },
    refuseIfLimitRefused(refused) {
      if (refused.has('clientBelowLimit') || refused.has('participantBelowLimit')) {
        throw new TooManyAttempts(tooManyPledges);
      }
    },
    countDecline: () => countDecline({ ...client, expiresAt }),
  };
}

/** The 402 for a refused card, after counting the decline against the client. */
export async function declineRefusal(
  guard: PledgeGuard,
  refusal: Declined | AuthenticationRequired,
): Promise<PaymentDeclined> {
  await guard
    .countDecline()
    .catch((error: unknown) => logger.warn('Decline not counted', { error: String(error) }));
  if (refusal.outcome === 'authentication-required') return new PaymentDeclined(cardNeedsAuthentication);
  if (refusal.declineCode === 'invalid_payment_method') return new PaymentDeclined(cardNotUsable);
  return new PaymentDeclined(
    refusal.declineCode === 'insufficient_funds' ? cardInsufficientFunds : cardDeclined,
  );
}
