// The organizer's pledge report is paged on the server at the catalogue's default page size
// unless the caller asks for another (spec section 9).
import { describe, expect, it } from 'vitest';
import { thonPledgesQuerySchema } from '../../src/api/schemas/pledges';
import { defaultItemsPerPage } from '../../src/catalog/limits';

describe('thonPledgesQuerySchema', () => {
  it("pages at the catalogue's default size when no size is asked for", () => {
    expect(thonPledgesQuerySchema.parse({})).toEqual({ Page: 1, PageSize: defaultItemsPerPage });
    expect(defaultItemsPerPage).toBe(10);
  });

  it('keeps a size the caller asks for, within its bounds', () => {
    expect(thonPledgesQuerySchema.parse({ PageSize: '10000' }).PageSize).toBe(10_000);
    expect(thonPledgesQuerySchema.safeParse({ PageSize: '0' }).success).toBe(false);
  });
});
