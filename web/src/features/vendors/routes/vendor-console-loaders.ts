// The console's vendor loaders: a page of the list (the first, or the one after ?cursor=, which the
// list's "Show more" fetches), the franchises a new vendor may serve, and one vendor with its users
// and the franchises to pick from. An unknown vendor answers 404 and the route's error view says
// the page could not be shown.
import type { LoaderFunctionArgs } from 'react-router';
import { refusedOr, type Refused } from '../../../components/form/refused-or';
import { listFranchiseChoices, type FranchiseChoice } from '@/features/franchises/api/franchise-choices';
import {
  getVendor,
  listVendors,
  listVendorUsers,
  type Vendor,
  type VendorList,
  type VendorUser,
} from '../api/vendor-calls';

export function vendorsLoader({ request }: LoaderFunctionArgs): Promise<VendorList | Refused> {
  const cursor = new URL(request.url).searchParams.get('cursor') || undefined;
  // A later page the API refuses (an expired cursor) is an answer for the list to show beside what
  // it already has; the first page failing is the route's error.
  return cursor
    ? refusedOr(() => listVendors(cursor, request.signal))
    : listVendors(undefined, request.signal);
}

export interface NewVendorData {
  franchises: FranchiseChoice[];
}

export async function newVendorLoader({ request }: LoaderFunctionArgs): Promise<NewVendorData> {
  return { franchises: await listFranchiseChoices(request.signal) };
}

export interface VendorPageData {
  vendor: Vendor;
  users: VendorUser[];
  franchises: FranchiseChoice[];
}

export async function vendorLoader({ params, request }: LoaderFunctionArgs): Promise<VendorPageData> {
  const vendorId = params.vendorId ?? '';
  const [vendor, list, franchises] = await Promise.all([
    getVendor(vendorId, request.signal),
    listVendorUsers(vendorId, request.signal),
    listFranchiseChoices(request.signal),
  ]);
  return { vendor, users: list.Users, franchises };
}
