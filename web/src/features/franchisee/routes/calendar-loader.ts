// /shop/franchiseecalander's loader: the month (?month=YYYY-MM, this month by default), the view
// (?view=list, else the grid) and, for a super admin (or a vendor serving several franchises), the
// franchise (?franchise=; a vendor's default is the first franchise their vendor serves). A vendor
// serving none gets the API's 404, and the page tells them so.
import type { LoaderFunctionArgs } from 'react-router';
import { ApiError } from '../../../lib/api-error';
import { requireSession } from '../../../lib/require-session';
import { getFranchiseCalendar, type FranchiseCalendar } from '../api/franchisee-calls';
import { getVendor } from '@/features/vendors/api/vendor-calls';
import type { FranchiseChoice } from '../components/franchise-picker';

export type CalendarView = 'grid' | 'list';

export type CalendarPageData =
  | { kind: 'vendor' }
  | { kind: 'choose-franchise' }
  | {
      kind: 'calendar';
      month: string;
      view: CalendarView;
      franchiseId?: string;
      calendar: FranchiseCalendar;
      /** A vendor's served franchises, named (GetVendor), to pick from; empty for anyone else. */
      franchises: FranchiseChoice[];
    };

const monthPattern = /^\d{4}-(0[1-9]|1[0-2])$/;

export async function franchiseCalendarLoader(args: LoaderFunctionArgs): Promise<CalendarPageData> {
  const session = await requireSession(args);
  const params = new URL(args.request.url).searchParams;
  const franchiseId = params.get('franchise') || undefined;
  if (session.Role === 'super-admin' && !franchiseId) return { kind: 'choose-franchise' };
  const asked = params.get('month') ?? '';
  const month = monthPattern.test(asked) ? asked : new Date().toISOString().slice(0, 7);
  const view: CalendarView = params.get('view') === 'list' ? 'list' : 'grid';
  const { signal } = args.request;
  let calendar: FranchiseCalendar;
  let franchises: FranchiseChoice[];
  try {
    [calendar, franchises] = await Promise.all([
      getFranchiseCalendar(month, franchiseId, signal),
      servedFranchises(session.Role === 'vendor' ? session.VendorId : null, signal),
    ]);
  } catch (error) {
    if (session.Role === 'vendor' && error instanceof ApiError && error.status === 404)
      return { kind: 'vendor' };
    throw error;
  }
  return { kind: 'calendar', month, view, calendar, franchises, ...(franchiseId ? { franchiseId } : {}) };
}

/** The franchises a vendor serves, named; a failed read only costs the picker (the calendar stands). */
async function servedFranchises(vendorId: string | null, signal: AbortSignal): Promise<FranchiseChoice[]> {
  if (!vendorId) return [];
  try {
    return (await getVendor(vendorId, signal)).ServedFranchises ?? [];
  } catch {
    return [];
  }
}
