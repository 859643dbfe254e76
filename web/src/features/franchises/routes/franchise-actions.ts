// The console's franchise route actions: the new-franchise page creates (then opens the new
// franchise's page), the franchise page edits and suspends or reactivates. Components post here
// through fetchers; the API's refusal comes back as an outcome: its message, and the territory's
// own message (an overlap with another franchise, a bad ZIP prefix) for the territory editor.
import { redirect, type ActionFunctionArgs } from 'react-router';
import {
  franchiseCreated,
  franchiseReactivated,
  franchiseSaved,
  franchiseSuspended,
  organizersMayShopOff,
  organizersMayShopOn,
} from '@thon/shared/catalog/franchise-console-messages';
import { changedAtTheSameTime } from '@thon/shared/catalog/messages';
import type { ApiError } from '../../../lib/api-client';
import { showToast } from '../../../lib/show-toast';
import { refusedOr } from '../../../components/form/refused-or';
import {
  createFranchise,
  setFranchiseStatus,
  updateFranchise,
  type CreateFranchiseRequest,
  type Franchise,
  type FranchiseStatus,
} from '../api/franchise-calls';

export const franchisePath = (id: string) => `/admin/franchises/${encodeURIComponent(id)}`;

export type FranchiseActionRequest =
  | { intent: 'create'; franchise: CreateFranchiseRequest }
  | { intent: 'update'; franchiseId: string; franchise: CreateFranchiseRequest }
  | { intent: 'set-status'; franchiseId: string; status: FranchiseStatus }
  | { intent: 'set-organizers-may-shop'; franchiseId: string; organizersMayShop: boolean };

export type FranchiseRefused = { ok: false; message: string; territoryError?: string };
export type FranchiseOutcome = { ok: true; franchise: Franchise; message: string } | FranchiseRefused;

/**
 * The refusal, and what of it belongs under the territory: an issue on the territory, or a 409
 * naming the other franchise whose territory is in the way. The one other 409 a franchise write
 * answers (a write at the same moment won) is about no field: it stays in the status line.
 */
export function franchiseRefusal(error: ApiError): FranchiseRefused {
  const territoryIssue = error.issues.find((issue) => issue.path.startsWith('Territory'));
  const overlap = error.status === 409 && error.message !== changedAtTheSameTime ? error.message : undefined;
  const territoryError = territoryIssue?.message ?? overlap;
  return territoryError === undefined
    ? { ok: false, message: error.message }
    : { ok: false, message: error.message, territoryError };
}

export async function franchiseAction({ request }: ActionFunctionArgs) {
  const body = (await request.json()) as FranchiseActionRequest;
  switch (body.intent) {
    case 'create':
      return refusedOr<Response>(async () => {
        const created = await createFranchise(body.franchise);
        // The page that asked goes away with the redirect, so the toast is the confirmation.
        showToast('success', franchiseCreated(created.Name));
        return redirect(franchisePath(created.FranchiseId));
      }, franchiseRefusal);
    case 'update':
      return refusedOr<FranchiseOutcome>(async () => {
        const franchise = await updateFranchise({ FranchiseId: body.franchiseId, ...body.franchise });
        return { ok: true, franchise, message: franchiseSaved(franchise.Name) };
      }, franchiseRefusal);
    case 'set-status':
      return refusedOr<FranchiseOutcome>(async () => {
        const franchise = await setFranchiseStatus(body.franchiseId, body.status);
        const message =
          franchise.Status === 'suspended'
            ? franchiseSuspended(franchise.Name)
            : franchiseReactivated(franchise.Name);
        return { ok: true, franchise, message };
      });
    case 'set-organizers-may-shop':
      // This field alone: it is all a franchisee user may change of their franchise.
      return refusedOr<FranchiseOutcome>(async () => {
        const franchise = await updateFranchise({
          FranchiseId: body.franchiseId,
          OrganizersMayShop: body.organizersMayShop,
        });
        const message = franchise.OrganizersMayShop
          ? organizersMayShopOn(franchise.Name)
          : organizersMayShopOff(franchise.Name);
        return { ok: true, franchise, message };
      });
  }
}
