// GetFranchiseDashboard: a franchise's Thons by where they stand (upcoming, live, completed), what
// they raised and pledged, and what needs the franchisee's attention. The Thons are one Query of
// gsi3 (start dates from a year ago on). Money and units live on the participants, and failed
// charges on the pledges, so the totals read each of the most recent `maxTotalsThons` live or
// completed Thons (one participants Query and one pledges Query each, a few in parallel), and say
// when more exist (TotalsPartial) rather than read without bound. Schools' payout accounts are one
// BatchGet of the listed Thons' organizations.
import type { DashboardThon, FranchiseDashboard } from '@thon/shared/api/schemas/franchisee';
import { maxDashboardList } from '@thon/shared/api/schemas/franchisee';
import { addDays } from '@thon/shared/franchises/calendar-range';
import pLimit from 'p-limit';
import type { EventRecord } from '../../data/repositories/events-repository';
import { canReadFranchise } from '../access/scope';
import type { Caller } from '../caller';
import { eventStatusOnTheWire } from '../events/event-status-wire';
import { franchiseInScope } from './franchise-in-scope';
import { franchiseThonsStarting } from './franchise-thons';
import type { FranchiseePorts } from './ports';

/** Live or completed Thons whose participants and pledges the totals read. */
export const maxTotalsThons = 20;
/** Completed Thons of the last year are on the dashboard; older ones are in the reports. */
const pastDays = 365;
const parallelReads = 4;

export type ThonStanding = 'upcoming' | 'live' | 'completed';

/** Where a Thon stands today: a live Thon before its kickoff is still upcoming. */
export function standingOf(thon: Pick<EventRecord, 'status' | 'startDate'>, today: string): ThonStanding {
  if (thon.status === 'completed' || thon.status === 'processed') return 'completed';
  if (thon.status === 'live' && thon.startDate <= today) return 'live';
  return 'upcoming';
}

function dashboardThonOf(thon: EventRecord): DashboardThon {
  return {
    EventId: thon.eventId,
    Name: thon.name,
    StartDate: thon.startDate,
    EndDate: thon.endDate,
    OrganizationName: thon.organizationName ?? '',
    Status: eventStatusOnTheWire[thon.status],
  };
}

interface ThonFigures {
  raisedCents: number;
  pledgedCents: number;
  unitsNotRecorded: number;
  failedCharges: number;
}

async function figuresOf(deps: Pick<FranchiseePorts, 'dashboard'>, thon: EventRecord): Promise<ThonFigures> {
  const [participants, pledges] = await Promise.all([
    deps.dashboard.listParticipantsOfEvent(thon.eventId),
    deps.dashboard.listPledgesOfEvent(thon.eventId),
  ]);
  // Units are recorded on event day and charged from on completion: a processed Thon is past that.
  const unitsDue = thon.status === 'live' || thon.status === 'completed';
  return {
    raisedCents: participants.reduce((sum, participant) => sum + (participant.raisedCents ?? 0), 0),
    pledgedCents: participants.reduce((sum, participant) => sum + (participant.pledgedCents ?? 0), 0),
    unitsNotRecorded: unitsDue
      ? participants.filter(
          (participant) => participant.awaitingApproval !== true && participant.units === undefined,
        ).length
      : 0,
    failedCharges: pledges.filter((pledge) => pledge.status === 'Failed').length,
  };
}

export async function getFranchiseDashboard(
  deps: FranchiseePorts,
  caller: Caller,
  query: { FranchiseId?: string | undefined },
): Promise<FranchiseDashboard> {
  const franchiseId = await franchiseInScope(deps, caller, query.FranchiseId, canReadFranchise);
  const today = new Date(deps.clock.nowMs()).toISOString().slice(0, 10);
  const thons = await franchiseThonsStarting(deps, franchiseId, { fromDate: addDays(today, -pastDays) });
  const byStart = (a: EventRecord, b: EventRecord) => a.startDate.localeCompare(b.startDate);
  const upcoming = thons.filter((thon) => standingOf(thon, today) === 'upcoming').sort(byStart);
  const live = thons.filter((thon) => standingOf(thon, today) === 'live').sort(byStart);
  const completed = thons
    .filter((thon) => standingOf(thon, today) === 'completed')
    .sort((a, b) => byStart(b, a));

  const counted = [...live, ...completed].sort((a, b) => byStart(b, a)).slice(0, maxTotalsThons);
  const limit = pLimit(parallelReads);
  const figures = await Promise.all(counted.map((thon) => limit(() => figuresOf(deps, thon))));
  const total = (pick: (figure: ThonFigures) => number) =>
    figures.reduce((sum, figure) => sum + pick(figure), 0);

  const schools = await deps.dashboard.getOrganizations(
    [...upcoming, ...live].map((thon) => thon.organizationId),
  );
  const weekEnd = addDays(today, 6);
  return {
    FranchiseId: franchiseId,
    Today: today,
    UpcomingCount: upcoming.length,
    LiveCount: live.length,
    CompletedCount: completed.length,
    Upcoming: upcoming.slice(0, maxDashboardList).map(dashboardThonOf),
    Live: live.slice(0, maxDashboardList).map(dashboardThonOf),
    Completed: completed.slice(0, maxDashboardList).map(dashboardThonOf),
    RaisedCents: total((figure) => figure.raisedCents),
    PledgedCents: total((figure) => figure.pledgedCents),
    TotalsThonCount: counted.length,
    TotalsPartial: live.length + completed.length > counted.length,
    Attention: {
      // A Thon cannot go live without its school's payout account, so schools of upcoming and live
      // Thons are the ones to chase.
      PayoutNotConnected: schools
        .filter((school) => school.payoutChargesEnabled !== true)
        .map((school) => ({ OrganizationId: school.organizationId, OrganizationName: school.name }))
        .sort((a, b) => a.OrganizationName.localeCompare(b.OrganizationName)),
      FailedCharges: total((figure) => figure.failedCharges),
      UnitsNotRecorded: total((figure) => figure.unitsNotRecorded),
      EndingThisWeek: live
        .filter((thon) => thon.endDate >= today && thon.endDate <= weekEnd)
        .sort((a, b) => a.endDate.localeCompare(b.endDate))
        .map(dashboardThonOf),
    },
  };
}
