// The commission a pledge pays, over HTTP against the emulator and the payment stand-in: a Thon of
// a franchise whose default is 17 % and with no percent of its own stores 17 on a new pledge and
// shows 17 in its pledge settings; once a super admin sets the Thon's own 9, a new pledge stores 9
// and the first keeps the 17 fixed when it was created. The run takes a ZIP of its own (territories
// are global).
import { beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from './api-client';
import { useStackEnvironment } from './stack-environment';
import { createFranchise } from './test-franchises';
import { createPledgeCall, createPledgeEvent, pledgeBody } from './test-pledges';
import { signedInTestUser, type SignedInTestUser } from './test-users';

const { apiUrl } = useStackEnvironment();
const api = apiClient(apiUrl);
// This file's own ZIP range (test-franchises.ts lists every file's).
const zip = String(86200 + Math.floor(Math.random() * 600));

let admin: SignedInTestUser;
let thon: Awaited<ReturnType<typeof createPledgeEvent>>;

async function storedPercentOf(pledgeId: string) {
  const { getPledge } = await import('../../src/data/repositories/pledges-repository');
  return (await getPledge(pledgeId))?.commissionPercent;
}

async function newPledge(): Promise<string> {
  const answer = await createPledgeCall(api, pledgeBody(thon.participantIds[0] ?? ''));
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return (answer.body as { PledgeId: string }).PledgeId;
}

async function settingsPercent(): Promise<unknown> {
  const answer = await api.get(`/api/pledges/GetPledgeSettings/${thon.eventId}`, admin.headers);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return (answer.body as { CommissionPercent: unknown }).CommissionPercent;
}

beforeAll(async () => {
  admin = await signedInTestUser('super-admin', 'commission-admin');
  const franchiseId = await createFranchise(api, admin.headers, `Commission ${zip} ${Date.now()}`, zip, 17);
  thon = await createPledgeEvent({ franchiseId });
});

describe('the commission of a franchise’s Thon', () => {
  it('is the franchise’s default until the Thon has its own, fixed on each pledge when created', async () => {
    const first = await newPledge();
    expect(await storedPercentOf(first)).toBe(17);
    expect(await settingsPercent()).toBe(17);

    const set = await api.post(
      `/api/pledges/UpdatePledgeSettings/${thon.eventId}`,
      { CommissionPercent: 9 },
      admin.headers,
    );
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect((set.body as { CommissionPercent: number }).CommissionPercent).toBe(9);

    const second = await newPledge();
    expect(await storedPercentOf(second)).toBe(9);
    expect(await storedPercentOf(first)).toBe(17);
  });
});
