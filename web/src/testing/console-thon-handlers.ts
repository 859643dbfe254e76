// msw handlers for the console's Thons page: an in-memory fake of ListConsoleThons (by start date,
// the status, franchise, organization and date filters, an opaque cursor as the API pages) and of
// UpdatePledgeSettings' commission (what the list's commission editor sends; at most 60 as the API
// refuses above). Tests add them with server.use(...consoleThonApi({ thons }).handlers) and read
// what was sent from it.
import { http, HttpResponse } from 'msw';
import { franchiseRoutes } from '@thon/shared/api/routes/franchises';
import { pledgeRoutes } from '@thon/shared/api/routes/pledges';
import type { ConsoleThon } from '@thon/shared/api/schemas/console-thons';
import { maxCommissionPercent } from '@thon/shared/catalog/donations';
import { commissionTooHigh } from '@thon/shared/catalog/messages';
import { mswPath } from './handlers';

export function consoleThonFixture(overrides: Partial<ConsoleThon> = {}): ConsoleThon {
  return {
    EventId: 'ev-maple',
    Name: 'Maple Fun Run',
    EventCode: 'MAPLE234',
    OrganizationId: 'org-lincoln',
    OrganizationName: 'Lincoln Elementary',
    FranchiseId: 'fr-north-texas',
    FranchiseName: 'North Texas Thons',
    Status: 'draft',
    StartDate: '2026-04-01',
    EndDate: '2026-04-30',
    Participants: 120,
    IsTest: false,
    CommissionPercent: 10,
    CommissionSet: false,
    Organizer: { UserId: 'u-olivia', Name: 'Olivia Ortiz' },
    ...overrides,
  };
}

/** `count` Thons of a franchise named Run 01, Run 02, … starting on consecutive days of May. */
export function manyConsoleThons(count: number): ConsoleThon[] {
  return Array.from({ length: count }, (_, index) => {
    const number = String(index + 1).padStart(2, '0');
    return consoleThonFixture({
      EventId: `ev-${number}`,
      Name: `Run ${number}`,
      StartDate: `2026-05-${number}`,
    });
  });
}

export function consoleThonApi(options: { thons?: ConsoleThon[] } = {}) {
  let thons = options.thons ?? [consoleThonFixture()];
  const sent = {
    lists: [] as Record<string, string>[],
    commissions: [] as { eventId: string; percent: number }[],
  };
  const handlers = [
    http.get(mswPath(franchiseRoutes.listConsoleThons), ({ request }) => {
      const query = Object.fromEntries(new URL(request.url).searchParams);
      sent.lists.push(query);
      const size = Number(query.PageSize ?? 25);
      const after = query.Cursor ? atob(query.Cursor) : undefined;
      const key = (thon: ConsoleThon) => `${thon.StartDate}#${thon.EventId}`;
      const rest = thons
        .filter(
          (thon) =>
            (!query.Status || thon.Status === query.Status) &&
            (!query.FranchiseId || thon.FranchiseId === query.FranchiseId) &&
            (!query.OrganizationId || thon.OrganizationId === query.OrganizationId) &&
            (!query.FromDate || thon.StartDate >= query.FromDate) &&
            (!query.ToDate || thon.StartDate <= query.ToDate),
        )
        .sort((a, b) => key(a).localeCompare(key(b)))
        .filter((thon) => after === undefined || key(thon) > after);
      const page = rest.slice(0, size);
      const last = page.at(-1);
      return HttpResponse.json(
        rest.length > size && last ? { Thons: page, NextCursor: btoa(key(last)) } : { Thons: page },
      );
    }),
    http.post(mswPath(pledgeRoutes.updatePledgeSettings), async ({ params, request }) => {
      const body = (await request.json()) as { CommissionPercent?: number };
      const eventId = String(params.eventId);
      const percent = body.CommissionPercent ?? 0;
      sent.commissions.push({ eventId, percent });
      if (percent > maxCommissionPercent)
        return HttpResponse.json({ message: commissionTooHigh }, { status: 400 });
      thons = thons.map((thon) =>
        thon.EventId === eventId ? { ...thon, CommissionPercent: percent, CommissionSet: true } : thon,
      );
      return HttpResponse.json({
        EventId: eventId,
        InitialPledgeMinimum: 10,
        OneTimeGiftMinimum: 10,
        CommissionPercent: percent,
        CanEditCommission: true,
        TaxStatement: '',
        Payout: { Status: 'NotConnected', ChargesEnabled: false, PayoutsEnabled: false },
      });
    }),
  ];
  return { handlers, sent };
}
