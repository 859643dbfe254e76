// The console's organization loaders: a page of a franchise's list (the first, with the franchises
// a super admin filters by, or the one after ?cursor= that "Show more" fetches) and one
// organization with its franchise's name (an id out of reach answers 404 like an unknown one).
import type { LoaderFunctionArgs } from 'react-router';
import { refusedOr } from '../../../components/form/refused-or';
import { requireSession } from '../../../lib/require-session';
import { listFranchiseChoices, type FranchiseChoice } from '@/features/franchises/api/franchise-choices';
import {
  getOrganization,
  listOrganizations,
  type Organization,
  type OrganizationList,
} from '../api/organization-calls';
import { franchiseLabel } from '../api/franchise-label';

export interface OrganizationsView {
  page: OrganizationList;
  /** The franchises a super admin may filter by; none for a franchisee user (theirs only). */
  franchises: FranchiseChoice[];
  /** The franchise filtered by (?franchise=); absent: the API's default. */
  franchiseId: string | undefined;
}

export async function organizationsLoader(args: LoaderFunctionArgs) {
  const url = new URL(args.request.url);
  const franchiseId = url.searchParams.get('franchise') || undefined;
  const cursor = url.searchParams.get('cursor') || undefined;
  const { signal } = args.request;
  // A later page the API refuses (an expired cursor) is an answer for the list to show beside
  // what it has; the first page failing is the route's error.
  if (cursor) return refusedOr(() => listOrganizations(franchiseId, cursor, signal));
  const session = await requireSession(args);
  const [page, franchises] = await Promise.all([
    listOrganizations(franchiseId, undefined, signal),
    session.IsSuperAdmin ? listFranchiseChoices(signal) : Promise.resolve([]),
  ]);
  return { page, franchises, franchiseId } satisfies OrganizationsView;
}

export interface OrganizationView {
  organization: Organization;
  franchiseName: string;
  /** The franchises a super admin may move it to; none for a franchisee user. */
  franchises: FranchiseChoice[];
}

export async function organizationLoader(args: LoaderFunctionArgs): Promise<OrganizationView> {
  const { signal } = args.request;
  const session = await requireSession(args);
  const organization = await getOrganization(args.params.organizationId ?? '', signal);
  const [franchiseName, franchises] = await Promise.all([
    franchiseLabel(organization.FranchiseId, signal),
    session.IsSuperAdmin ? listFranchiseChoices(signal) : Promise.resolve([]),
  ]);
  return { organization, franchiseName, franchises };
}
