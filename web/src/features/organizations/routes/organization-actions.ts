// The console's organization route actions: the new-organization page creates (then opens the new
// organization, whose franchise the server chose by its ZIP), the organization page edits, moves
// (super admins: fix a franchise or clear the override) and switches access-code-only sign-in.
// The API's refusal comes back as an outcome the component shows (status line and toast).
import { redirect, type ActionFunctionArgs } from 'react-router';
import {
  accessCodesForced,
  accessCodesOptional,
  organizationCreated,
  organizationMoved,
  organizationOverrideCleared,
  organizationSaved,
} from '@thon/shared/catalog/console-change-messages';
import { refusedOr, type Refused } from '../../../components/form/refused-or';
import { showToast } from '../../../lib/show-toast';
import { franchiseLabel } from '../api/franchise-label';
import {
  createOrganization,
  moveOrganization,
  setForceAccessCode,
  updateOrganization,
  type CreateOrganizationRequest,
  type Organization,
} from '../api/organization-calls';

export const organizationPath = (id: string) => `/admin/organizations/${encodeURIComponent(id)}`;

export type OrganizationActionRequest =
  | { intent: 'create'; organization: CreateOrganizationRequest }
  | { intent: 'update'; organizationId: string; organization: CreateOrganizationRequest }
  /** A null franchise clears the override (JSON has no undefined). */
  | { intent: 'move'; organizationId: string; franchiseId: string | null }
  | { intent: 'force-access-code'; organizationId: string; force: boolean };

export type OrganizationOutcome = { ok: true; organization: Organization; message: string } | Refused;

export async function organizationAction({ request }: ActionFunctionArgs) {
  const body = (await request.json()) as OrganizationActionRequest;
  switch (body.intent) {
    case 'create':
      return refusedOr<Response>(async () => {
        const created = await createOrganization(body.organization);
        // The page that asked goes away with the redirect, so the toast is the confirmation; it
        // names the franchise the server derived from the ZIP, which the new page shows too.
        showToast('success', organizationCreated(created.Name, await franchiseLabel(created.FranchiseId)));
        return redirect(organizationPath(created.OrganizationId));
      });
    case 'update':
      return refusedOr<OrganizationOutcome>(async () => {
        const organization = await updateOrganization({
          OrganizationId: body.organizationId,
          ...body.organization,
        });
        return { ok: true, organization, message: organizationSaved(organization.Name) };
      });
    case 'move':
      return refusedOr<OrganizationOutcome>(async () => {
        const organization = await moveOrganization(body.organizationId, body.franchiseId ?? undefined);
        const franchise = await franchiseLabel(organization.FranchiseId);
        const message = body.franchiseId
          ? organizationMoved(organization.Name, franchise)
          : organizationOverrideCleared(organization.Name, franchise);
        return { ok: true, organization, message };
      });
    case 'force-access-code':
      return refusedOr<OrganizationOutcome>(async () => {
        const organization = await setForceAccessCode(body.organizationId, body.force);
        const message = organization.ForceAccessCode
          ? accessCodesForced(organization.Name)
          : accessCodesOptional(organization.Name);
        return { ok: true, organization, message };
      });
  }
}
