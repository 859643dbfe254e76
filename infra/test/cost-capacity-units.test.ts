// DynamoDB's billed request units of one command (infra/lib/cost/capacity-units.ts), which the
// bench counts per call for the cost model: DynamoDB's published rules on small and large items.
import { describe, expect, it } from 'vitest';
import { capacityUnitsOf, itemBytes } from '../lib/cost/capacity-units';

const item = (bytes: number, extra: Record<string, unknown> = {}) => ({
  pk: { S: 'EVENT#1' },
  body: { S: 'x'.repeat(bytes) },
  ...extra,
});

describe('DynamoDB request units of a command', () => {
  it('reads a small item for half a unit, or a whole one strongly consistent', () => {
    expect(capacityUnitsOf('GetItemCommand', {}, { Item: item(100) })).toEqual({ read: 0.5, write: 0 });
    expect(capacityUnitsOf('GetItemCommand', { ConsistentRead: true }, { Item: item(100) })).toEqual({
      read: 1,
      write: 0,
    });
    // Not found still costs the read.
    expect(capacityUnitsOf('GetItemCommand', {}, {})).toEqual({ read: 0.5, write: 0 });
  });

  it("sums a Query's items and rounds up to 4 KB once", () => {
    const items = Array.from({ length: 30 }, () => item(500));
    const bytes = items.reduce((sum, each) => sum + itemBytes(each), 0);
    expect(capacityUnitsOf('QueryCommand', {}, { Items: items })).toEqual({
      read: Math.ceil(bytes / 4096) * 0.5,
      write: 0,
    });
    expect(capacityUnitsOf('QueryCommand', {}, { Items: [] })).toEqual({ read: 0.5, write: 0 });
  });

  it('writes a unit per KB, and one more per index the item is in', () => {
    expect(capacityUnitsOf('PutItemCommand', { Item: item(100) }, {})).toEqual({ read: 0, write: 1 });
    expect(capacityUnitsOf('PutItemCommand', { Item: item(2_500) }, {})).toEqual({ read: 0, write: 3 });
    expect(
      capacityUnitsOf('PutItemCommand', { Item: item(100, { gsi1pk: { S: 'a' }, gsi3pk: { S: 'b' } }) }, {}),
    ).toEqual({ read: 0, write: 3 });
  });

  it('counts an update of an index key as a write to that index', () => {
    expect(capacityUnitsOf('UpdateItemCommand', { UpdateExpression: 'SET #n = :n' }, {})).toEqual({
      read: 0,
      write: 1,
    });
    expect(
      capacityUnitsOf(
        'UpdateItemCommand',
        { UpdateExpression: 'SET #k = :k', ExpressionAttributeNames: { '#k': 'gsi2sk' } },
        {},
      ),
    ).toEqual({ read: 0, write: 2 });
  });

  it('doubles a transaction, per item, and counts a condition check as a transactional read', () => {
    expect(
      capacityUnitsOf(
        'TransactWriteItemsCommand',
        {
          TransactItems: [
            { Put: { Item: item(100) } },
            { Update: { UpdateExpression: 'SET a = :a' } },
            { ConditionCheck: { Key: {} } },
          ],
        },
        {},
      ),
    ).toEqual({ read: 2, write: 4 });
  });

  it("counts a batch write's every item", () => {
    expect(
      capacityUnitsOf(
        'BatchWriteItemCommand',
        {
          RequestItems: { thon: [{ PutRequest: { Item: item(100) } }, { PutRequest: { Item: item(100) } }] },
        },
        {},
      ),
    ).toEqual({ read: 0, write: 2 });
  });

  it("sizes the document client's native values too (undefined, big integers, sets, binary)", () => {
    const native = {
      pk: 'EVENT#1',
      n: 12n,
      skip: undefined,
      tags: new Set(['a', 'b']),
      blob: new Uint8Array(2_000),
    };
    expect(capacityUnitsOf('PutItemCommand', { Item: native }, {})).toEqual({ read: 0, write: 2 });
  });

  it('costs nothing for a command that is not a data request', () => {
    expect(capacityUnitsOf('DescribeTableCommand', {}, {})).toEqual({ read: 0, write: 0 });
  });
});
