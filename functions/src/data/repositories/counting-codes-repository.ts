// A Thon's counting codes (docs/event-day.md): one GetItem when a phone presents a code, one Query
// for the organizer's list (and the cap on active codes), a create that never overwrites (a code
// id is random, so a collision is only retried), and a revoke that only marks a code once.
import type { EntityItem } from 'electrodb';
import type { countingCodeEntity } from '../entities/counting-code';
import { thon } from '../thon-service';
import { unlessConditionFails } from './write-transaction';

export type CountingCodeRecord = EntityItem<typeof countingCodeEntity>;

export async function getCountingCode(
  eventId: string,
  codeId: string,
): Promise<CountingCodeRecord | undefined> {
  // Consistent: a code revoked a moment ago must stop working at once.
  const { data } = await thon().entities.countingCode.get({ eventId, codeId }).go({ consistent: true });
  return data ?? undefined;
}

/** Every code of the Thon (a day's codes: tens, never pages of them). */
export async function listCountingCodes(eventId: string): Promise<CountingCodeRecord[]> {
  const { data } = await thon().entities.countingCode.query.byEvent({ eventId }).go({ pages: 'all' });
  return data;
}

/** False when the code id is taken already (retry with another). */
export function createCountingCode(code: CountingCodeRecord): Promise<boolean> {
  return unlessConditionFails(thon().entities.countingCode.create(code).go());
}

/** Marks the code revoked; false when it does not exist or was revoked already. */
export function revokeCountingCode(input: {
  eventId: string;
  codeId: string;
  revokedAt: string;
  revokedBy: string;
}): Promise<boolean> {
  return unlessConditionFails(
    thon()
      .entities.countingCode.patch({ eventId: input.eventId, codeId: input.codeId })
      .set({ revokedAt: input.revokedAt, revokedBy: input.revokedBy })
      .where(({ revokedAt }, { notExists }) => notExists(revokedAt))
      .go(),
  );
}
