// The manage page's loader and action. Both read the link's token from this tab's storage (the
// page moved it there from the fragment) and send it as X-Pledge-Token. The API's refusal (an
// invalid link, a pledge no longer editable) comes back as an outcome with its message.
import type { ActionFunctionArgs } from 'react-router';
import { pledgeLinkMissing } from '@thon/shared/catalog/messages';
import { ApiError } from '../../../lib/api-client';
import { readManageToken } from '../api/manage-token';
import {
  cancelPledge,
  confirmPledge,
  loadDonorPledge,
  updatePledge,
  type DonorPledge,
  type UpdatePledgeBody,
} from '../api/pledge-calls';

export type ManageData = { ok: true; pledge: DonorPledge } | { ok: false; message: string };

export async function manageLoader({ request }: { request: Request }): Promise<ManageData> {
  const token = readManageToken();
  if (!token) return { ok: false, message: pledgeLinkMissing };
  try {
    return { ok: true, pledge: await loadDonorPledge(token, request.signal) };
  } catch (error) {
    if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500) throw error;
    return { ok: false, message: error.message };
  }
}

export type ManageRequest =
  { intent: 'update'; body: UpdatePledgeBody } | { intent: 'cancel' } | { intent: 'confirm' };

export type ManageOutcome =
  | { ok: true; intent: ManageRequest['intent'] }
  /** captchaRequired: a card change the page may send again with the captcha's solution. */
  | { ok: false; message: string; captchaRequired?: boolean };

function send(token: string, request: ManageRequest) {
  if (request.intent === 'update') return updatePledge(token, request.body);
  return request.intent === 'cancel' ? cancelPledge(token) : confirmPledge(token);
}

export async function manageAction({ request }: ActionFunctionArgs): Promise<ManageOutcome> {
  const body = (await request.json()) as ManageRequest;
  const token = readManageToken();
  if (!token) return { ok: false, message: pledgeLinkMissing };
  try {
    await send(token, body);
    return { ok: true, intent: body.intent };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { ok: false, message: error.message, captchaRequired: error.code === 'CaptchaRequired' };
  }
}
