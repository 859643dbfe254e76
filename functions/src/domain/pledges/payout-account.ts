// The organization's payout account: a Stripe Connect Express account that pledges pay
// through destination charges. An organizer connects it from the Thon page: the account is
// created once per organization (the provider's idempotency key is derived from the organization,
// and the organization item stores it only if it has none, so concurrent calls end with one
// account), then the provider's onboarding link brings the organizer back to the Thon page. The
// provider's answer (charges and payouts enabled) is stored on the organization; a Thon cannot go
// live until charges are enabled (domain/events/manage-thon.ts).
import type { PayoutStateWire } from '@thon/shared/api/schemas/payout-state';
import { noSuchUser } from '@thon/shared/catalog/messages';
import type { OrganizationRecord } from '../../data/repositories/organizations-repository';
import type { Caller } from '../caller';
import { connectedAccountOf, refreshedPayoutStatus } from '../payouts/connected-account';
import { NotFound } from '../errors';
import type { PledgePorts } from './ports';
import { managedEvent } from './processing/managed-event';

/** Reading an account's status at the provider, and storing a changed answer. */
export type PayoutRefreshDeps = Pick<PledgePorts, 'payments' | 'settings'>;
/** Onboarding: the Thon, its organization and the caller read, the account made once, the link. */
export type PayoutOnboardingDeps = PayoutRefreshDeps & Pick<PledgePorts, 'thons' | 'links'>;

export type PayoutState = PayoutStateWire;
type PayoutStatus = PayoutState['Status'];

/** The provider's idempotency key for creating an organization's account: one account each. */
export function payoutAccountIdempotencyKey(organizationId: string): string {
  return `payout-account-${organizationId}`;
}

/** What the organization's stored payout facts say. */
export function payoutState(
  organization:
    Pick<OrganizationRecord, 'payoutAccountId' | 'payoutChargesEnabled' | 'payoutsEnabled'> | undefined,
): PayoutState {
  const chargesEnabled = organization?.payoutChargesEnabled === true;
  const payoutsEnabled = organization?.payoutsEnabled === true;
  const status: PayoutStatus = !organization?.payoutAccountId
    ? 'NotConnected'
    : chargesEnabled
      ? 'Enabled'
      : 'Pending';
  return { Status: status, ChargesEnabled: chargesEnabled, PayoutsEnabled: payoutsEnabled };
}

/**
 * The organization with its payout facts brought up to date: an account not yet fully enabled is
 * asked about at the provider, and a changed answer is stored. An enabled one is not asked again.
 */
export async function refreshedOrganization(
  deps: PayoutRefreshDeps,
  organization: OrganizationRecord | undefined,
): Promise<OrganizationRecord | undefined> {
  if (!organization) return organization;
  const status = await refreshedPayoutStatus(deps.payments, organization, (accountId, answer) =>
    deps.settings.recordPayoutStatus(organization.organizationId, accountId, answer),
  );
  if (!status) return organization;
  return {
    ...organization,
    payoutChargesEnabled: status.chargesEnabled,
    payoutsEnabled: status.payoutsEnabled,
  };
}

/** The organizer's Thon page, where onboarding returns (web: /organizer/thons/:eventId). */
function thonPageUrl(
  deps: Pick<PledgePorts, 'links'>,
  eventId: string,
  payout: 'return' | 'refresh',
): string {
  return `${deps.links.webOrigin()}/organizer/thons/${encodeURIComponent(eventId)}?payout=${payout}`;
}

/** The organization's account id, creating the account at the provider the first time. */
async function payoutAccountOf(
  deps: PayoutOnboardingDeps,
  caller: Caller,
  organization: OrganizationRecord,
): Promise<string> {
  if (organization.payoutAccountId) return organization.payoutAccountId;
  const user = await deps.thons.getUser(caller.userId);
  if (!user) throw new NotFound(noSuchUser);
  const accountId = await connectedAccountOf(deps.payments, organization, {
    name: organization.name,
    email: user.email,
    idempotencyKey: payoutAccountIdempotencyKey(organization.organizationId),
    store: (id) => deps.settings.setPayoutAccount(organization.organizationId, id),
    reread: async () => (await deps.thons.getOrganization(organization.organizationId))?.payoutAccountId,
  });
  if (!accountId) throw new NotFound();
  return accountId;
}

/** StartPayoutOnboarding: the provider's onboarding link for the Thon's organization's account. */
export async function startPayoutOnboarding(
  deps: PayoutOnboardingDeps,
  caller: Caller,
  eventId: string,
): Promise<{ Url: string }> {
  const event = await managedEvent(deps.thons, caller, eventId);
  const organization = await deps.thons.getOrganization(event.organizationId);
  if (!organization) throw new NotFound();
  const accountId = await payoutAccountOf(deps, caller, organization);
  const link = await deps.payments.createOnboardingLink({
    accountId,
    refreshUrl: thonPageUrl(deps, event.eventId, 'refresh'),
    returnUrl: thonPageUrl(deps, event.eventId, 'return'),
  });
  return { Url: link.url };
}
