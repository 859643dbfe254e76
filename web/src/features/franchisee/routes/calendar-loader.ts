// /shop/franchiseecalander's loader: the month (?month=YYYY-MM, this month by default), the view
// (?view=list, else the grid) and, for a super admin, the franchise (?franchise=). Vendors have no
// franchise yet, so the page tells them so without calling the API, which would refuse them.
import type { LoaderFunctionArgs } from 'react-router';
import { requireSession } from '../../../lib/require-session';
import { getFranchiseCalendar, type FranchiseCalendar } from '../api/franchisee-calls';

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
    };

const monthPattern = /^\d{4}-(0[1-9]|1[0-2])$/;

export async function franchiseCalendarLoader(args: LoaderFunctionArgs): Promise<CalendarPageData> {
  const session = await requireSession(args);
  if (session.Role === 'vendor') return { kind: 'vendor' };
  const params = new URL(args.request.url).searchParams;
  const franchiseId = params.get('franchise') || undefined;
  if (session.Role === 'super-admin' && !franchiseId) return { kind: 'choose-franchise' };
  const asked = params.get('month') ?? '';
  const month = monthPattern.test(asked) ? asked : new Date().toISOString().slice(0, 7);
  const view: CalendarView = params.get('view') === 'list' ? 'list' : 'grid';
  const calendar = await getFranchiseCalendar(month, franchiseId, args.request.signal);
  return { kind: 'calendar', month, view, calendar, ...(franchiseId ? { franchiseId } : {}) };
}
