// The pledge calls, typed by the pledges area of the route table: the donor's pages' (the donor's
// own calls, by the manage link, carry its token in the X-Pledge-Token header, never in the URL),
// and the signed-in ones several pages share: a participant's pledges with their totals (the
// participant's own account, parents, the class teacher and organizers) and a cash or check pledge
// recorded by an organizer or the class teacher.
import type { z } from 'zod';
import { pledgeRoutes } from '@thon/shared/api/routes/pledges';
import type {
  participantPledgesSchema,
  pledgeSummarySchema,
  recordOfflinePledgeRequestSchema,
} from '@thon/shared/api/schemas/pledges';
import { callApi, type CallInput } from '../../../lib/api-client';

export type PledgeOptions = z.output<typeof pledgeRoutes.getPledgeOptions.response>;
export type CreatePledgeBody = CallInput<typeof pledgeRoutes.createPledge>['body'];
export type CreatedPledge = z.output<typeof pledgeRoutes.createPledge.response>;
export type DonorPledge = z.output<typeof pledgeRoutes.getPledgeForDonor.response>;
export type UpdatePledgeBody = NonNullable<CallInput<typeof pledgeRoutes.updatePledge>['body']>;

export { loadPledgeOptions } from './load-pledge-options';

/** The same key and body answer the same pledge, so a double click or a retry pledges once. */
export function createPledge(body: CreatePledgeBody, idempotencyKey: string) {
  return callApi(
    pledgeRoutes.createPledge,
    { body, query: {} },
    { headers: { 'Idempotency-Key': idempotencyKey } },
  );
}

/**
 * Where the captcha widget fetches its challenge (GetCaptchaChallenge): the path only, so the pledge
 * page does not load the support area's schemas (a test pins it to the route table).
 */
export const captchaChallengePath = '/api/EmailTest/GetCaptchaChallenge';

const donorHeaders = (token: string) => ({ headers: { 'X-Pledge-Token': token } });

export function loadDonorPledge(token: string, signal?: AbortSignal) {
  return callApi(pledgeRoutes.getPledgeForDonor, { query: {} }, { ...donorHeaders(token), signal });
}

export function updatePledge(token: string, body: UpdatePledgeBody) {
  return callApi(pledgeRoutes.updatePledge, { body, query: {} }, donorHeaders(token));
}

export function cancelPledge(token: string) {
  return callApi(pledgeRoutes.cancelPledge, { body: {}, query: {} }, donorHeaders(token));
}

export function confirmPledge(token: string) {
  return callApi(pledgeRoutes.confirmPledge, { body: {}, query: {} }, donorHeaders(token));
}

export type ParticipantPledges = z.output<typeof participantPledgesSchema>;
export type PledgeSummary = z.output<typeof pledgeSummarySchema>;
export type OfflinePledgeBody = z.input<typeof recordOfflinePledgeRequestSchema>;

export function loadParticipantPledges(participantId: string, signal?: AbortSignal) {
  return callApi(pledgeRoutes.getPledgesByParticipant, { path: { participantId }, query: {} }, { signal });
}

export function recordOfflinePledge(body: OfflinePledgeBody) {
  return callApi(pledgeRoutes.recordOfflinePledge, { body, query: {} });
}
