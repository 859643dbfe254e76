// The demo's franchise business: two franchises with exclusive territories, the franchise roles'
// accounts in them, and a school of each with a live Thon, so the console, the franchisee pages and
// the cross-franchise 404 can be tried on `npm start`. Franchises are written through the same use
// case the console calls (territory cells and audit entries included), by the demo super admin.
import { randomUUID } from 'node:crypto';
import type { Role } from '@thon/shared/auth/roles';
import { franchiseDeps } from '../src/composition/franchises';
import type { Caller } from '../src/domain/caller';
import { createOrganization } from '../src/data/repositories/organizations-repository';
import { createFranchise } from '../src/domain/franchises/manage-franchises';
import { payoutAccountIdempotencyKey } from '../src/domain/pledges/payout-account';
import { paymentProvider } from '../src/platform/payments/provider';

export interface DemoFranchise {
  key: 'prairie' | 'peachtree';
  name: string;
  states: string[];
  defaultCommissionPercent: number;
  contact: { Name: string; Email: string; Phone: string };
}

/**
 * Illinois and Georgia: the integration tests share this seeded stack and claim ZIP ranges of their
 * own (Oregon, Washington, California, New Mexico, Montana, Ohio, New York): none lies in these.
 */
export const demoFranchises: DemoFranchise[] = [
  {
    key: 'prairie',
    name: 'Prairie Fun Runs',
    states: ['IL'],
    defaultCommissionPercent: 12,
    contact: { Name: 'Dana Brooks', Email: 'demo.franchisee@example.com', Phone: '(217) 555-0142' },
  },
  {
    key: 'peachtree',
    name: 'Peachtree Color Runs',
    states: ['GA'],
    defaultCommissionPercent: 15,
    contact: { Name: 'Jordan Lee', Email: 'demo.franchisee2@example.com', Phone: '(404) 555-0175' },
  },
];

/** Accounts beyond the one per role: the second franchise's franchisee user. */
export const extraDemoAccounts: {
  role: Role;
  username: string;
  firstName: string;
  lastName: string;
  franchise: DemoFranchise['key'];
}[] = [
  {
    role: 'franchisee-user',
    username: 'demo.franchisee2',
    firstName: 'Jordan',
    lastName: 'Lee',
    franchise: 'peachtree',
  },
];

/** Creates the demo franchises, as the super admin, under the ids their users already carry. */
export async function seedFranchises(
  superAdmin: Caller,
  franchiseIds: Record<DemoFranchise['key'], string>,
): Promise<void> {
  for (const franchise of demoFranchises) {
    // The use case draws the id; the demo fixes it so its users can be made first.
    const deps = { ...franchiseDeps, ids: { newId: () => franchiseIds[franchise.key] } };
    await createFranchise(deps, superAdmin, {
      Name: franchise.name,
      Contact: franchise.contact,
      DefaultCommissionPercent: franchise.defaultCommissionPercent,
      Territory: { States: franchise.states, ZipPrefixes: [] },
    });
  }
}

export interface DemoSchool {
  organizationId: string;
  name: string;
  organizationType: string;
  schoolLevel: string;
  street: string;
  city: string;
  state: string;
  zip: string;
  franchiseId: string;
  organizerEmail: string;
}

/**
 * A school with its payout account connected as an organizer's onboarding would (the payment
 * stand-in approves accounts at once), so its live Thon takes pledges from the start. Written with
 * the console's list key and version, so it is listed under its franchise.
 */
export async function seedSchool(school: DemoSchool): Promise<void> {
  const { accountId } = await paymentProvider.createConnectedAccount({
    email: school.organizerEmail,
    organizationName: school.name,
    idempotencyKey: payoutAccountIdempotencyKey(school.organizationId),
  });
  const at = new Date().toISOString();
  await createOrganization({
    organizationId: school.organizationId,
    name: school.name,
    organizationType: school.organizationType,
    schoolLevel: school.schoolLevel,
    street: school.street,
    city: school.city,
    state: school.state,
    zip: school.zip,
    franchiseId: school.franchiseId,
    franchiseOverridden: false,
    forceAccessCode: false,
    nameKey: `${school.name.toLowerCase()}#${school.organizationId}`,
    version: 1,
    updatedAt: at,
    payoutAccountId: accountId,
    payoutChargesEnabled: true,
    payoutsEnabled: true,
  });
}

export const newDemoFranchiseIds = (): Record<DemoFranchise['key'], string> => ({
  prairie: randomUUID(),
  peachtree: randomUUID(),
});
