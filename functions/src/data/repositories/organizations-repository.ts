// Organizations running Thons.
import type { EntityItem } from 'electrodb';
import type { organizationEntity } from '../entities/organization';
import { thon } from '../thon-service';
import { unlessConditionFails } from './write-transaction';

export type OrganizationRecord = EntityItem<typeof organizationEntity>;

export async function createOrganization(organization: Omit<OrganizationRecord, 'createdAt'>): Promise<void> {
  await thon()
    .entities.organization.create({ ...organization, createdAt: new Date().toISOString() })
    .go();
}

export async function getOrganization(organizationId: string): Promise<OrganizationRecord | undefined> {
  const { data } = await thon().entities.organization.get({ organizationId }).go();
  return data ?? undefined;
}

/**
 * Records the organization's payout account, only if it has none yet or already this one: of two
 * concurrent onboardings, one account stays (the provider's idempotency key makes it the same one
 * anyway). 'taken' when another account is stored (or the organization is unknown).
 */
export async function setPayoutAccount(organizationId: string, accountId: string): Promise<'set' | 'taken'> {
  const written = await unlessConditionFails(
    thon()
      .entities.organization.patch({ organizationId })
      .set({ payoutAccountId: accountId })
      .where(
        ({ payoutAccountId }, { eq, notExists }) =>
          `${notExists(payoutAccountId)} OR ${eq(payoutAccountId, accountId)}`,
      )
      .go(),
  );
  return written ? 'set' : 'taken';
}

/** Stores the provider's answer on the account (only for the account it was asked about). */
export async function recordPayoutStatus(
  organizationId: string,
  accountId: string,
  status: { chargesEnabled: boolean; payoutsEnabled: boolean },
): Promise<boolean> {
  return unlessConditionFails(
    thon()
      .entities.organization.patch({ organizationId })
      .set({ payoutChargesEnabled: status.chargesEnabled, payoutsEnabled: status.payoutsEnabled })
      .where(({ payoutAccountId }, { eq }) => eq(payoutAccountId, accountId))
      .go(),
  );
}

/** The organization's tax statement for receipts ('' removes it). */
export async function setTaxStatement(organizationId: string, taxStatement: string): Promise<void> {
  const update = thon().entities.organization.patch({ organizationId });
  await (taxStatement ? update.set({ taxStatement }) : update.remove(['taxStatement'])).go();
}
