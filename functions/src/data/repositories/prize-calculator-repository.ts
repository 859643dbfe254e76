// What the prize calculator reads and writes of its own (docs/prizes.md, The calculator): the
// franchise's earlier Thons (the school's history is among them) and the key -> carts claims of
// CreateCartsFromCalculation. Each one GetItem or one bounded Query; every claim write is
// conditional. The programme and the awards are read through their own areas' repositories.
import type { EntityItem } from 'electrodb';
import type { prizeCartClaimEntity } from '../entities/prize-cart-claim';
import { thon } from '../thon-service';
import type { EventRecord } from './events-repository';
import { unlessConditionFails } from './write-transaction';

export type PrizeCartClaimRecord = EntityItem<typeof prizeCartClaimEntity>;

/** The most earlier Thons of a franchise read to find the history (newest first). */
export const maxPastThonsRead = 200;

/**
 * A franchise's (or the direct customers', `direct`) Thons that started before `startDate`, newest
 * first, at most maxPastThonsRead: one Query of gsi3 with the date range in its key condition.
 */
export async function listThonsOfFranchiseBefore(
  franchiseKey: string,
  startDate: string,
): Promise<EventRecord[]> {
  const { data } = await thon()
    .entities.event.query.byFranchise({ franchiseId: franchiseKey })
    .lt({ startDate })
    .go({ order: 'desc', limit: maxPastThonsRead });
  return data;
}

export async function getPrizeCartClaim(
  userId: string,
  keyHash: string,
): Promise<PrizeCartClaimRecord | undefined> {
  const { data } = await thon().entities.prizeCartClaim.get({ userId, keyHash }).go({ consistent: true });
  return data ?? undefined;
}

/** Creates the claim only if none stands for this caller and key; false when one does. */
export function createPrizeCartClaim(claim: PrizeCartClaimRecord): Promise<boolean> {
  return unlessConditionFails(thon().entities.prizeCartClaim.create(claim).go());
}

/** Takes over a claim still 'making' whose run's lease has passed; false when another run holds it. */
export function takeOverPrizeCartClaim(
  key: Pick<PrizeCartClaimRecord, 'userId' | 'keyHash'>,
  run: { runId: string; leaseUntil: string },
  nowIso: string,
): Promise<boolean> {
  return unlessConditionFails(
    thon()
      .entities.prizeCartClaim.patch(key)
      .set(run)
      .where(({ state, leaseUntil }, { eq, lt }) => `${eq(state, 'making')} AND ${lt(leaseUntil, nowIso)}`)
      .go(),
  );
}

/** Records one cart made, only while this run holds the claim. */
export function recordPrizeCart(
  key: Pick<PrizeCartClaimRecord, 'userId' | 'keyHash'>,
  runId: string,
  cart: { vendorId: string; orderId: string },
): Promise<boolean> {
  return unlessConditionFails(
    thon()
      .entities.prizeCartClaim.patch(key)
      .append({ carts: [cart] })
      .where(({ state, runId: holder }, { eq }) => `${eq(state, 'making')} AND ${eq(holder, runId)}`)
      .go(),
  );
}

/** Marks the claim made, only while this run holds it. */
export function finishPrizeCartClaim(
  key: Pick<PrizeCartClaimRecord, 'userId' | 'keyHash'>,
  runId: string,
): Promise<boolean> {
  return unlessConditionFails(
    thon()
      .entities.prizeCartClaim.patch(key)
      .set({ state: 'made' })
      .where(({ state, runId: holder }, { eq }) => `${eq(state, 'making')} AND ${eq(holder, runId)}`)
      .go(),
  );
}
