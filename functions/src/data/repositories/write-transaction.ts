// Conditional writes and write transactions, read by the NAME of the condition that failed, never
// by message text or an item's position: a repository answers a typed outcome and the domain
// decides what it means for the person (domain/write-refusals.ts).
import { thon } from '../thon-service';

/** The entities a write transaction's callback receives. */
export type TransactionEntities = Parameters<
  Parameters<ReturnType<typeof thon>['transaction']['write']>[0]
>[0];
type TransactionItems = ReturnType<Parameters<ReturnType<typeof thon>['transaction']['write']>[0]>;
/** One item of a write transaction (an entity's put, patch, delete or check, ending in `.commit()`). */
export type TransactionItem = TransactionItems[number];

/**
 * A write transaction's outcome: written, or refused with the names of the items whose condition
 * failed. Refused with no name: DynamoDB cancelled it for a concurrent transaction on the same
 * items (TransactionConflict), worth a retry.
 */
export type WriteOutcome<K extends string> = { written: true } | { written: false; refused: ReadonlySet<K> };

/**
 * Runs one TransactWriteItems from items given by name (the object's key order is the items'
 * order; a key may be left out). Only a cancellation is an outcome; any other failure is thrown.
 */
export async function writeNamed<K extends string>(
  build: (entities: TransactionEntities) => Partial<Record<K, TransactionItems[number]>>,
): Promise<WriteOutcome<K>> {
  let names: K[] = [];
  const result = await thon()
    .transaction.write((entities) => {
      // Items left out (an optional claim) are absent keys, never undefined entries.
      const named = Object.entries(build(entities)).filter(([, item]) => item !== undefined);
      names = named.map(([name]) => name as K);
      return named.map(([, item]) => item) as TransactionItems;
    })
    .go();
  if (!result.canceled) return { written: true };
  const refused = new Set<K>();
  (result.data as readonly { code?: string }[]).forEach((item, index) => {
    const name = names[index];
    if (item.code === 'ConditionalCheckFailed' && name !== undefined) refused.add(name);
  });
  return { written: false, refused };
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

/** True for a failed write condition: ElectroDB wraps DynamoDB's ConditionalCheckFailedException. */
export function isConditionFailure(error: unknown): boolean {
  const cause = (error as { cause?: { name?: string } } | undefined)?.cause;
  return cause?.name === 'ConditionalCheckFailedException';
}

/** Waits before retrying a transaction cancelled by a concurrent one: 10 ms doubling per round, with jitter. */
export function backOff(round: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 2 ** round * 10 + Math.random() * 20));
}
