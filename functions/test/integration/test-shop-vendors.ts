// Vendors and vendor users a shop test makes for itself, straight through the entities (the
// vendors' own API is tested in vendors.test.ts): a vendor item, and a signed-in user of it.
import { randomUUID } from 'node:crypto';
import { signedInHeaders } from './api-client';
import { signIn } from './test-users';

export interface ShopCaller {
  userId: string;
  headers: Record<string, string>;
}

export async function createShopVendor(vendorId: string, name: string): Promise<void> {
  const { thon } = await import('../../src/data/thon-service');
  const now = new Date().toISOString();
  await thon()
    .entities.vendor.create({
      vendorId,
      name,
      nameKey: name.toLowerCase(),
      contactEmail: 'sales@example.com',
      phone: '312-555-0199',
      status: 'active',
      franchiseIds: [],
      shippingFeeCents: 0,
      version: 1,
      createdAt: now,
      updatedAt: now,
    })
    .go();
}

/** A signed-in vendor user of `vendorId` (its owner). */
export async function shopVendorUser(vendorId: string, label: string): Promise<ShopCaller> {
  const { createUser } = await import('../../src/data/repositories/users-repository');
  const userId = randomUUID();
  await createUser({
    userId,
    username: `${label}-${userId.slice(0, 8)}`,
    email: `${label}-${userId.slice(0, 8)}@example.com`,
    firstName: 'Vera',
    lastName: 'Vendor',
    role: 'vendor',
    active: true,
    vendorId,
    vendorOwner: true,
  });
  return { userId, headers: signedInHeaders(await signIn({ userId, role: 'vendor' })) };
}
