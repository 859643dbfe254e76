// A franchise holding one ZIP prefix, created over the API by a super admin, for tests that need
// one to scope organizations or users by.
//
// Territories are one map for every file on the shared stack, run in random order, and two
// franchises may not overlap: each file draws its ZIPs from a range of its own, and the demo data
// holds Illinois and Georgia. The ranges: franchises 97, 960, 990-991, 9921-9923, New Mexico (NM, 88, 884), 430-435;
// franchisee-pages 89000-89899; reconciliation 90000-90799; session-fields 91000-91799;
// thon-scope 92000-92899; organizations 93000-93899; users-admin 94500-94899;
// thons-of-franchises 95000-95989; console-thons 96100-96969; franchise-commission 86200-86799;
// vendors 98000-98802.
import { expect } from 'vitest';
import type { ApiClient } from './api-client';

export async function createFranchise(
  api: ApiClient,
  headers: Record<string, string>,
  name: string,
  zipPrefix: string,
  defaultCommissionPercent = 10,
): Promise<string> {
  const answer = await api.post(
    '/api/franchises/CreateFranchise',
    {
      Name: name,
      Contact: { Name: 'Pat Owner', Email: 'pat@example.com', Phone: '312-555-0100' },
      DefaultCommissionPercent: defaultCommissionPercent,
      Territory: { States: [], ZipPrefixes: [zipPrefix] },
    },
    headers,
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return (answer.body as { FranchiseId: string }).FranchiseId;
}
