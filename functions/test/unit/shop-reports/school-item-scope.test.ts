// Which orders a school-item report covers, on in-memory reads: an organizer's Thons read one after
// another within one bound (the report says it was cut short), a vendor naming a Thon gets only
// their own orders of it without the Thon being read, a franchisee user's named vendor narrows
// their franchise's orders, and a super admin naming nothing is asked to.
import { describe, expect, it } from 'vitest';
import { maxShopReportOrders } from '@thon/shared/api/schemas/shop-reports';
import { shopReportScopeRequired } from '@thon/shared/catalog/shop-messages';
import type { EventRecord } from '../../../src/data/repositories/events-repository';
import type { ShopOrderRecord } from '../../../src/data/repositories/shop-orders-repository';
import type { ScopedCaller } from '../../../src/domain/access/scope';
import { RuleBroken } from '../../../src/domain/errors';
import type { Bounded, ShopReportReads } from '../../../src/domain/shop-reports/ports';
import { ordersOfSchoolItemReport } from '../../../src/domain/shop-reports/school-item-scope';

const order = (orderId: string, fields: Partial<ShopOrderRecord>) =>
  ({
    orderId,
    vendorId: 'v-1',
    franchiseId: 'fr-1',
    eventId: 'ev-1',
    status: 'submitted',
    ...fields,
  }) as ShopOrderRecord;

const bounded = (orders: ShopOrderRecord[], limit: number): Bounded<ShopOrderRecord> => ({
  items: orders.slice(0, limit),
  truncated: orders.length > limit,
});

function reads(orders: ShopOrderRecord[], thons: EventRecord[]) {
  const calls: string[] = [];
  const fake: ShopReportReads = {
    listOrdersOfVendor: (vendorId, limit) => {
      calls.push(`vendor:${vendorId}`);
      return Promise.resolve(
        bounded(
          orders.filter((o) => o.vendorId === vendorId),
          limit,
        ),
      );
    },
    listOrdersOfThon: (eventId, limit) => {
      calls.push(`thon:${eventId}:${limit}`);
      return Promise.resolve(
        bounded(
          orders.filter((o) => o.eventId === eventId),
          limit,
        ),
      );
    },
    listOrdersOfFranchise: (franchiseId, limit) => {
      calls.push(`franchise:${franchiseId}`);
      return Promise.resolve(
        bounded(
          orders.filter((o) => o.franchiseId === franchiseId),
          limit,
        ),
      );
    },
    listProductsOfVendor: () => Promise.resolve({ items: [], truncated: false }),
    getVendor: () => Promise.resolve(undefined),
    getEvent: (eventId) => {
      calls.push(`event:${eventId}`);
      return Promise.resolve(thons.find((thon) => thon.eventId === eventId));
    },
    listEventsOfOrganizer: (userId) =>
      Promise.resolve(thons.filter((thon) => thon.organizerUserId === userId)),
    getOrganizations: () => Promise.resolve([]),
  };
  return { fake, calls };
}

const thon = (eventId: string, fields: Partial<EventRecord> = {}) =>
  ({ eventId, name: eventId, organizerUserId: 'org-user', franchiseId: 'fr-1', ...fields }) as EventRecord;

describe('the orders of a school-item report', () => {
  it("reads an organizer's Thons in turn within one bound, and says when it was cut short", async () => {
    const many = Array.from({ length: maxShopReportOrders - 5 }, (_, i) =>
      order(`a-${i}`, { eventId: 'ev-a' }),
    );
    const more = Array.from({ length: 10 }, (_, i) => order(`b-${i}`, { eventId: 'ev-b' }));
    const { fake, calls } = reads([...many, ...more], [thon('ev-a'), thon('ev-b'), thon('ev-c')]);
    const caller: ScopedCaller = { userId: 'org-user', role: 'organizer' };
    const scope = await ordersOfSchoolItemReport(fake, caller, { Format: 'json' });
    expect(scope.items).toHaveLength(maxShopReportOrders);
    expect(scope.truncated).toBe(true);
    // The second Thon is given what is left of the bound; the third is never read.
    expect(calls).toEqual([`thon:ev-a:${maxShopReportOrders}`, 'thon:ev-b:5']);
  });

  it('gives a vendor naming a Thon their own orders of it, without reading the Thon', async () => {
    const { fake, calls } = reads(
      [order('mine', { vendorId: 'v-1' }), order('theirs', { vendorId: 'v-2' })],
      [thon('ev-1')],
    );
    const caller: ScopedCaller = { userId: 'u', role: 'vendor', vendorId: 'v-1' };
    const scope = await ordersOfSchoolItemReport(fake, caller, { ThonId: 'ev-1', Format: 'json' });
    expect(scope.items.map((item) => item.orderId)).toEqual(['mine']);
    expect(calls).toEqual([`thon:ev-1:${maxShopReportOrders}`]);
  });

  it("narrows a franchisee user's franchise to the vendor they name", async () => {
    const { fake, calls } = reads(
      [order('a', { vendorId: 'v-1' }), order('b', { vendorId: 'v-2' }), order('c', { franchiseId: 'fr-2' })],
      [],
    );
    const caller: ScopedCaller = { userId: 'u', role: 'franchisee-user', franchiseId: 'fr-1' };
    const scope = await ordersOfSchoolItemReport(fake, caller, { VendorId: 'v-2', Format: 'json' });
    expect(scope.items.map((item) => item.orderId)).toEqual(['b']);
    // The vendor's index is the narrower Query; the franchise filter still holds.
    expect(calls).toEqual(['vendor:v-2']);
  });

  it('asks a super admin to name a Thon, a franchise or a vendor', async () => {
    const { fake } = reads([], []);
    const caller: ScopedCaller = { userId: 'u', role: 'super-admin' };
    const asked = ordersOfSchoolItemReport(fake, caller, { Format: 'json' });
    await expect(asked).rejects.toBeInstanceOf(RuleBroken);
    await expect(asked).rejects.toThrow(shopReportScopeRequired);
  });
});
