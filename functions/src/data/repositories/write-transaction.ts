// Runs an ElectroDB write transaction and turns a cancelled one (a condition failed, e.g. a
// code or name already claimed) into a Conflict carrying the caller's message.
import { Conflict } from '../../domain/errors';
import { changedAtTheSameTime } from '@thon/shared/catalog/messages';

interface TransactionResult {
  canceled: boolean;
  data: readonly { rejected?: boolean; code?: string }[];
}

/**
 * `conflictMessage` is one message for any failed condition, or one per transaction item (in the
 * order written), so the caller learns which claim was taken: the first rejected item's message.
 */
export async function commitAll(
  run: () => Promise<TransactionResult>,
  conflictMessage: string | readonly string[],
): Promise<void> {
  const result = await run();
  if (!result.canceled) return;
  if (typeof conflictMessage === 'string') throw new Conflict(conflictMessage);
  // No item failed its condition (e.g. a TransactionConflict): a concurrent write, not a claim taken.
  const rejected = result.data.findIndex((item) => item.code === 'ConditionalCheckFailed');
  throw new Conflict(conflictMessage[rejected] ?? changedAtTheSameTime);
}

/**
 * Waits for a conditional write: true when it was written, false when its condition failed
 * (e.g. the key exists already); any other error is thrown.
 */
export async function unlessConditionFails(write: Promise<unknown>): Promise<boolean> {
  try {
    await write;
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** True for a failed write condition (e.g. create() of a key that exists, remove() of one that does not). */
export function isConditionFailure(error: unknown): boolean {
  const cause = (error as { cause?: { name?: string } } | undefined)?.cause;
  return (
    cause?.name === 'ConditionalCheckFailedException' || String(error).includes('ConditionalCheckFailed')
  );
}

/**
 * A write transaction's outcome for callers that react per item (retry with a new access code,
 * skip a row already claimed): `rejected` holds the indexes of the items whose condition failed; a
 * cancellation without any (a TransactionConflict with a concurrent transaction) is `conflict`.
 */
export type TransactionOutcome =
  { committed: true } | { committed: false; rejected: ReadonlySet<number>; conflict: boolean };

export async function transactionOutcome(run: () => Promise<TransactionResult>): Promise<TransactionOutcome> {
  const result = await run();
  if (!result.canceled) return { committed: true };
  const rejected = new Set<number>();
  result.data.forEach((item, index) => {
    if (item.code === 'ConditionalCheckFailed') rejected.add(index);
  });
  return { committed: false, rejected, conflict: rejected.size === 0 };
}

/** Waits before retrying a transaction cancelled by a concurrent one: 10 ms doubling per round, with jitter. */
export function backOff(round: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 2 ** round * 10 + Math.random() * 20));
}
