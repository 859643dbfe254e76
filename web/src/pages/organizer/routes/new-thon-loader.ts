// /organizer/thons/new's loader: with ?organization=<id> (the console's organization page links so)
// the Thon is for that existing organization, read with GetOrganization, which answers 404 for one
// outside the caller's scope just as for an unknown id; without it the form makes a new one.
import type { LoaderFunctionArgs } from 'react-router';
import { getOrganization } from '@/features/organizations/api/organization-calls';

export interface NewThonView {
  organization: { OrganizationId: string; Name: string } | null;
}

export async function newThonLoader({ request }: LoaderFunctionArgs): Promise<NewThonView> {
  const organizationId = new URL(request.url).searchParams.get('organization');
  if (!organizationId) return { organization: null };
  const { OrganizationId, Name } = await getOrganization(organizationId, request.signal);
  return { organization: { OrganizationId, Name } };
}
