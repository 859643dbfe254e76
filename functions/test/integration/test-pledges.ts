// Pledge fixtures: a live event whose organization has an enabled payout account at the payment
// stand-in, its participants, and a CreatePledge body a donor would send.
import { randomUUID } from 'node:crypto';
import { apiClient, type ApiAnswer, type ApiClient } from './api-client';
import { createTestParticipant, createTestTeam } from './test-events';

export async function createPledgeEvent(
  options: {
    participants?: number;
    status?: 'draft' | 'live' | 'completed';
    connected?: boolean;
    organizerUserId?: string;
    teacherUserId?: string;
    startDate?: string;
    endDate?: string;
    /** The franchise of the organization and the Thon (absent: a direct customer). */
    franchiseId?: string;
  } = {},
) {
  const { createEvent } = await import('../../src/data/repositories/events-repository');
  const { createOrganization } = await import('../../src/data/repositories/organizations-repository');
  const { stripePaymentProvider } = await import('../../src/platform/payments/stripe-payment-provider');
  const organizationId = randomUUID();
  const connected = options.connected ?? true;
  const account = connected
    ? await stripePaymentProvider.createConnectedAccount({
        email: 'treasurer@school.example',
        organizationName: 'Maple Elementary PTA',
        idempotencyKey: `org-${organizationId}`,
      })
    : undefined;
  await createOrganization({
    organizationId,
    name: 'Maple Elementary PTA',
    organizationType: 'School',
    ...(options.franchiseId === undefined ? {} : { franchiseId: options.franchiseId }),
    ...(account
      ? { payoutAccountId: account.accountId, payoutChargesEnabled: true, payoutsEnabled: true }
      : {}),
  });
  const eventId = randomUUID();
  await createEvent({
    eventId,
    organizationId,
    organizationName: 'Maple Elementary PTA',
    name: 'Maple Fun Run',
    eventCode: `P${randomUUID().replace(/-/g, '').slice(0, 9).toUpperCase()}`,
    status: options.status ?? 'live',
    unitName: 'lap',
    startDate: options.startDate ?? '2026-01-01',
    endDate: options.endDate ?? '2026-12-31',
    timeZone: 'America/New_York',
    goal: 5000,
    ...(options.organizerUserId ? { organizerUserId: options.organizerUserId } : {}),
    ...(options.franchiseId === undefined ? {} : { franchiseId: options.franchiseId }),
  });
  const teamId = await createTestTeam(
    eventId,
    options.teacherUserId ? { teacherUserId: options.teacherUserId } : {},
  );
  const participantIds: string[] = [];
  for (let index = 0; index < (options.participants ?? 1); index += 1) {
    const { participantId } = await createTestParticipant(eventId, teamId, {
      firstName: `Runner${index}`,
      lastName: 'Okonkwo',
    });
    participantIds.push(participantId);
  }
  return { eventId, organizationId, teamId, participantIds, payoutAccountId: account?.accountId };
}

export function pledgeBody(participantId: string, overrides: Record<string, unknown> = {}) {
  return {
    ParticipantId: participantId,
    Kind: 'PerUnit',
    Amount: 2,
    Donor: {
      FirstName: 'Dana',
      LastName: 'Whitfield',
      Email: `dana.${randomUUID().slice(0, 8)}@donor.org`,
    },
    AgreeToTerms: true,
    PaymentMethodId: 'pm_card_visa',
    ...overrides,
  };
}

export function createPledgeCall(
  client: ApiClient,
  body: unknown,
  /** null sends no Idempotency-Key header. */
  key: string | null = randomUUID(),
): Promise<ApiAnswer> {
  return client.post('/api/pledges/CreatePledge', body, key === null ? {} : { 'idempotency-key': key });
}

export const newDonorClient = (apiUrl: string) => apiClient(apiUrl);
