// The reports' bound on what one request reads: pages are followed until the limit, one item more
// than the limit is asked for so "more left" is known exactly (a cursor at the very end of a
// partition is not "more"), and the answer never holds more than the limit.
import { describe, expect, it } from 'vitest';
import { readBounded } from '../../../src/data/repositories/shop-report-reads';

/** A partition of `size` items served in pages of at most `pageSize`, with DynamoDB's trailing cursor. */
function partition(size: number, pageSize: number) {
  const asked: number[] = [];
  const query = ({ limit, cursor }: { limit: number; cursor: string | null }) => {
    asked.push(limit);
    const start = Number(cursor ?? 0);
    const take = Math.min(limit, pageSize);
    const data = Array.from({ length: Math.max(0, Math.min(take, size - start)) }, (_, i) => start + i);
    const end = start + data.length;
    // DynamoDB hands a cursor back whenever a page was full, even when nothing follows it.
    return Promise.resolve({ data, cursor: data.length === take ? String(end) : null });
  };
  return { query, asked };
}

describe('readBounded', () => {
  it('reads every page of a partition within the limit, and says nothing was left', async () => {
    const { query } = partition(450, 200);
    const read = await readBounded(query, 1000);
    expect(read.items).toHaveLength(450);
    expect(read.truncated).toBe(false);
  });

  it('is not cut short by a trailing cursor when the partition holds exactly the limit', async () => {
    const { query } = partition(1000, 200);
    const read = await readBounded(query, 1000);
    expect(read.items).toHaveLength(1000);
    expect(read.truncated).toBe(false);
  });

  it('stops at the limit and says more was left', async () => {
    const { query, asked } = partition(5000, 200);
    const read = await readBounded(query, 1000);
    expect(read.items).toHaveLength(1000);
    expect(read.items.at(-1)).toBe(999);
    expect(read.truncated).toBe(true);
    // Never asks for more than the limit and the one item that tells.
    expect(asked.reduce((sum, limit) => sum + limit, 0)).toBeLessThanOrEqual(1001);
  });
});
