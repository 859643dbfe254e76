// The pledge calls the donor's pages make, typed by the pledges area of the route table. The
// donor's own calls (manage link) carry its token in the X-Pledge-Token header, never in the URL.
import type { z } from 'zod';
import { pledgeRoutes } from '@thon/shared/api/routes/pledges';
import { callApi, type CallInput } from '../../../lib/api-client';

export type PledgeOptions = z.output<typeof pledgeRoutes.getPledgeOptions.response>;
export type CreatePledgeBody = CallInput<typeof pledgeRoutes.createPledge>['body'];
export type CreatedPledge = z.output<typeof pledgeRoutes.createPledge.response>;
export type DonorPledge = z.output<typeof pledgeRoutes.getPledgeForDonor.response>;
export type UpdatePledgeBody = NonNullable<CallInput<typeof pledgeRoutes.updatePledge>['body']>;

export function loadPledgeOptions(participantId: string, signal?: AbortSignal) {
  return callApi(pledgeRoutes.getPledgeOptions, { path: { participantId }, query: {} }, { signal });
}

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
