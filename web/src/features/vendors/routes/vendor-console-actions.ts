// The console's vendor route actions: the new-vendor page creates (then opens the new vendor's
// page), the vendor page edits it (status included) and changes its staff (the same intents as
// /shop/vendorusers, answered by vendorStaffOutcome). Components post here through fetchers; the
// API's refusal (an owner's email in use, an edit on an older version) comes back as an outcome.
import { redirect, type ActionFunctionArgs } from 'react-router';
import { vendorCreated, vendorSaved } from '@thon/shared/catalog/vendor-console-messages';
import { refusedOr, type Refused } from '../../../components/form/refused-or';
import { showToast } from '../../../lib/show-toast';
import {
  createVendor,
  updateVendor,
  type CreateVendorRequest,
  type UpdateVendorRequest,
  type Vendor,
} from '../api/vendor-calls';
import { vendorPath } from '../components/vendor-labels';
import { isVendorStaffRequest, vendorStaffOutcome, type VendorStaffRequest } from './vendor-users-actions';

export type VendorActionRequest =
  | { intent: 'create-vendor'; vendor: CreateVendorRequest }
  | { intent: 'update-vendor'; changes: UpdateVendorRequest }
  | VendorStaffRequest;

export type VendorOutcome = { ok: true; vendor: Vendor; message: string } | Refused;

export async function vendorConsoleAction({ request }: ActionFunctionArgs) {
  const body = (await request.json()) as VendorActionRequest;
  if (isVendorStaffRequest(body)) return vendorStaffOutcome(body);
  switch (body.intent) {
    case 'create-vendor':
      return refusedOr<Response>(async () => {
        const created = await createVendor(body.vendor);
        // The page that asked goes away with the redirect, so the toast is the confirmation.
        showToast('success', vendorCreated(created.Name));
        return redirect(vendorPath(created.VendorId));
      });
    case 'update-vendor':
      return refusedOr<VendorOutcome>(async () => {
        const vendor = await updateVendor(body.changes);
        return { ok: true, vendor, message: vendorSaved(vendor.Name) };
      });
  }
}
