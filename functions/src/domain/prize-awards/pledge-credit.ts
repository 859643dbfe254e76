// Prize credit from the pledges as stored (docs/prizes.md, Prize credit): each participant's
// credit in cents given once, computed when read from their pledges, never kept as a counter.
import { creditOnceCents, type CreditKind, type CreditPledge } from '@thon/shared/prizes/prize-credit';
import type { PledgeRecord } from '../../data/repositories/pledges-repository';

const creditKinds: Record<PledgeRecord['kind'], CreditKind> = {
  'per-unit': 'PerUnit',
  flat: 'Flat',
  offline: 'Offline',
};

export type CreditPledgeFields = Pick<
  PledgeRecord,
  'kind' | 'status' | 'amountCents' | 'capUnits' | 'refundedCents'
>;

export function creditPledgeOf(pledge: CreditPledgeFields): CreditPledge {
  return {
    kind: creditKinds[pledge.kind],
    status: pledge.status,
    amountCents: pledge.amountCents,
    capUnits: pledge.capUnits,
    refundedCents: pledge.refundedCents,
  };
}

/** Each participant's credit (cents given once) from a Thon's pledges; no pledge is no entry. */
export function creditsByParticipant(
  pledges: readonly (CreditPledgeFields & Pick<PledgeRecord, 'participantId'>)[],
  divisor: number,
): Map<string, number> {
  const grouped = new Map<string, CreditPledge[]>();
  for (const pledge of pledges) {
    const list = grouped.get(pledge.participantId) ?? [];
    list.push(creditPledgeOf(pledge));
    grouped.set(pledge.participantId, list);
  }
  return new Map(
    [...grouped].map(([participantId, list]) => [participantId, creditOnceCents(list, divisor)]),
  );
}
