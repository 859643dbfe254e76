// Gives a test Thon's organization an enabled payout account at the payment stand-in, as an
// organizer's finished onboarding would: a Thon goes live only once its organization can receive
// payments. Creates the organization when the test made its event without one (createTestEvent).
export async function connectPayoutAccount(eventId: string): Promise<string> {
  const { getEvent } = await import('../../src/data/repositories/events-repository');
  const organizations = await import('../../src/data/repositories/organizations-repository');
  const { payoutAccountIdempotencyKey } = await import('../../src/domain/pledges/payout-account');
  const { paymentProvider } = await import('../../src/platform/payments/provider');
  const event = await getEvent(eventId);
  if (!event) throw new Error(`No event ${eventId} to connect`);
  const { organizationId } = event;
  const name = event.organizationName ?? 'Integration School';
  const { accountId } = await paymentProvider.createConnectedAccount({
    email: 'treasurer@school.example',
    organizationName: name,
    idempotencyKey: `test-${payoutAccountIdempotencyKey(organizationId)}`,
  });
  const enabled = { chargesEnabled: true, payoutsEnabled: true };
  if (!(await organizations.getOrganization(organizationId))) {
    await organizations.createOrganization({
      organizationId,
      name,
      organizationType: event.organizationType ?? 'Elementary School',
      payoutAccountId: accountId,
      payoutChargesEnabled: true,
      payoutsEnabled: true,
    });
    return accountId;
  }
  if ((await organizations.setPayoutAccount(organizationId, accountId)) !== 'set') {
    throw new Error(`Organization ${organizationId} already has another payout account`);
  }
  await organizations.recordPayoutStatus(organizationId, accountId, enabled);
  return accountId;
}
