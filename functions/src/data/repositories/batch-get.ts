// BatchGetItem may answer only part of a request and name the rest in UnprocessedKeys (throttling,
// the 16 MB answer limit); ElectroDB hands those back as `unprocessed` without asking again. Every
// batch read goes through batchGetAll, which asks again for what was left, waiting longer each
// time (exponential backoff with full jitter, as AWS advises), and throws rather than answer a
// shorter list: a missing item must never look like an item that does not exist.

/** One batch read as ElectroDB answers it: the items read and the keys left unprocessed. */
export interface BatchGetAnswer<Key, Item> {
  data: Item[];
  unprocessed: Key[];
}

export interface BatchGetRetryPolicy {
  /** Reads in all, the first included. */
  attempts?: number;
  /** The first wait's ceiling; each further wait's ceiling doubles, up to maxDelayMs. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** Test seams: how to wait, and the jitter's source (0 ≤ random() < 1). */
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
}

/** Keys still unprocessed after the last attempt: a fault (5xx), never a shorter answer. */
export class UnprocessedKeysError extends Error {
  constructor(readonly unprocessedCount: number) {
    super(`BatchGetItem left ${unprocessedCount} keys unprocessed after every retry`);
    this.name = 'UnprocessedKeysError';
  }
}

const defaults = { attempts: 8, baseDelayMs: 25, maxDelayMs: 1_000 };
const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Reads every key with `read` (one ElectroDB batch get, e.g. `(keys) => entity.get(keys).go()`),
 * retrying the unprocessed ones. With the defaults a read gives up after about 2.6 s of waits.
 */
export async function batchGetAll<Key, Item>(
  keys: readonly Key[],
  read: (keys: Key[]) => Promise<BatchGetAnswer<Key, Item>>,
  policy: BatchGetRetryPolicy = {},
): Promise<Item[]> {
  const { attempts, baseDelayMs, maxDelayMs } = { ...defaults, ...policy };
  const sleep = policy.sleep ?? wait;
  const random = policy.random ?? Math.random;
  const items: Item[] = [];
  let pending = [...keys];
  for (let attempt = 0; pending.length > 0; attempt += 1) {
    if (attempt === attempts) throw new UnprocessedKeysError(pending.length);
    if (attempt > 0) {
      const ceiling = Math.min(maxDelayMs, baseDelayMs * 2 ** attempt);
      await sleep(Math.max(1, Math.round(random() * ceiling)));
    }
    const answer = await read(pending);
    items.push(...answer.data);
    pending = answer.unprocessed;
  }
  return items;
}
