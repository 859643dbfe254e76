// The console's lookup of an organizer by exact email (FindOrganizer): how a franchisee user, whose
// user search holds only their franchise, finds the organizer to hand a Thon to. Typed from the
// shared route table.
import { usersAdminRoutes } from '@thon/shared/api/routes/users-admin';
import type { FoundOrganizers } from '@thon/shared/api/schemas/organizer-lookup';
import { callApi } from '../../../lib/api-client';

export type FoundOrganizer = FoundOrganizers['Organizers'][number];

export async function findOrganizer(email: string): Promise<FoundOrganizer[]> {
  const answer = await callApi(usersAdminRoutes.findOrganizer, { query: { Email: email.trim() } });
  return answer.Organizers;
}
