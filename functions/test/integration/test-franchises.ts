// A franchise holding one ZIP prefix, created over the API by a super admin, for tests that need
// one to scope organizations or users by.
import { expect } from 'vitest';
import type { ApiClient } from './api-client';

export async function createFranchise(
  api: ApiClient,
  headers: Record<string, string>,
  name: string,
  zipPrefix: string,
): Promise<string> {
  const answer = await api.post(
    '/api/franchises/CreateFranchise',
    {
      Name: name,
      Contact: { Name: 'Pat Owner', Email: 'pat@example.com', Phone: '312-555-0100' },
      DefaultCommissionPercent: 10,
      Territory: { States: [], ZipPrefixes: [zipPrefix] },
    },
    headers,
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return (answer.body as { FranchiseId: string }).FranchiseId;
}
