// batchGetAll with a fake BatchGet: keys DynamoDB leaves unprocessed are asked for again, with
// growing (jittered) waits, until every item is read; keys still left after the last attempt are
// an error, never a shorter list.
import { describe, expect, it } from 'vitest';
import { batchGetAll, UnprocessedKeysError } from '../../src/data/repositories/batch-get';

interface Key {
  id: string;
}

/** A fake BatchGet that leaves the first `withheld[n]` keys of call n unprocessed. */
function fakeBatchGet(withheld: number[]) {
  const calls: string[][] = [];
  const read = (keys: Key[]) => {
    const held = withheld[calls.length] ?? 0;
    calls.push(keys.map((key) => key.id));
    return Promise.resolve({
      data: keys.slice(held).map((key) => ({ id: key.id, name: `item ${key.id}` })),
      unprocessed: keys.slice(0, held),
    });
  };
  return { read, calls };
}

const keys = ['a', 'b', 'c', 'd', 'e'].map((id) => ({ id }));

describe('batchGetAll', () => {
  it('retries unprocessed keys until every item is read, waiting longer each time', async () => {
    const waits: number[] = [];
    const { read, calls } = fakeBatchGet([3, 2, 1]);
    const items = await batchGetAll(keys, read, {
      sleep: (ms) => {
        waits.push(ms);
        return Promise.resolve();
      },
      random: () => 1,
    });
    expect(items.map((item) => item.id).sort()).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(calls).toEqual([['a', 'b', 'c', 'd', 'e'], ['a', 'b', 'c'], ['a', 'b'], ['a']]);
    expect(waits).toHaveLength(3);
    expect(waits[1]).toBeGreaterThan(waits[0] ?? Infinity);
    expect(waits[2]).toBeGreaterThan(waits[1] ?? Infinity);
  });

  it('reads once and never waits when nothing is left unprocessed; no keys, no read', async () => {
    const { read, calls } = fakeBatchGet([]);
    const sleep = () => Promise.reject(new Error('should not wait'));
    expect(await batchGetAll(keys, read, { sleep })).toHaveLength(5);
    expect(calls).toHaveLength(1);
    expect(await batchGetAll([], read, { sleep })).toEqual([]);
    expect(calls).toHaveLength(1);
  });

  it('throws, naming how many keys were left, when keys stay unprocessed after the last attempt', async () => {
    const { read, calls } = fakeBatchGet(Array.from({ length: 10 }, () => 2));
    const sleep = () => Promise.resolve();
    await expect(batchGetAll(keys, read, { sleep, attempts: 4 })).rejects.toThrow(UnprocessedKeysError);
    await expect(batchGetAll(keys, read, { sleep, attempts: 4 })).rejects.toThrow(/2 keys/);
    expect(calls).toHaveLength(8);
  });
});
