// msw handlers for the organizer's side of pledge processing: GetProcessingReport (its
// answers given in order, the last repeated), RetryFailedCharges, RefundPledge, CompleteParticipant,
// and the problem pledges of GetThonPledges (Failed, RequiresAction; other queries fall through to
// pledgeApi()). Tests add them with server.use(...processingApi().handlers) after thonHandlers().
import { http, HttpResponse } from 'msw';
import { routes } from '@thon/shared/api/routes';
import { pledgesNeedReview } from '@thon/shared/catalog/messages';
import { mswPath } from './handlers';
import { thonPledgeRow } from './pledge-handlers';

type Status = 'Scheduled' | 'Charging' | 'Charged' | 'Failed' | 'RequiresAction' | 'BelowMinimum';

export function processingReport(progress: number, counts: Partial<Record<Status, [number, number]>>) {
  const needsReview = progress === 100 && Boolean(counts.Failed ?? counts.RequiresAction);
  return {
    EventId: 'evt-new',
    EventStatus: 'completed',
    Progress: progress,
    NeedsReview: needsReview,
    ...(needsReview ? { Message: pledgesNeedReview } : {}),
    ByStatus: Object.entries(counts).map(([Status, [Count, Amount]]) => ({ Status, Count, Amount })),
    ByTeam: [],
    BySource: [],
  };
}

/** A Thon still charging, then settled with one failed and one needing the donor's action. */
export const processingSteps = [
  processingReport(50, { Charged: [1, 40], Scheduled: [1, 20], Charging: [1, 10], Failed: [1, 30] }),
  processingReport(100, {
    Charged: [2, 60],
    Failed: [1, 30],
    RequiresAction: [1, 12.5],
    BelowMinimum: [1, 0.9],
  }),
];

export const problemRows = [
  thonPledgeRow(31, { Kind: 'PerUnit', Status: 'Failed', DonorName: 'Declined Dana', MaxUnits: 10 }),
  thonPledgeRow(32, { Kind: 'PerUnit', Status: 'RequiresAction', DonorName: 'Bank Bo', MaxUnits: 10 }),
];

export function processingApi(
  options: { steps?: unknown[]; refundRefusal?: string; completeRefusal?: string } = {},
) {
  const steps = options.steps ?? processingSteps;
  let reads = 0;
  const retries: string[] = [];
  const refundBodies: unknown[] = [];
  const completeBodies: unknown[] = [];
  const handlers = [
    http.get(mswPath(routes.getProcessingReport), () => {
      const step = steps[Math.min(reads, steps.length - 1)];
      reads += 1;
      return HttpResponse.json(step as Record<string, unknown>);
    }),
    http.post(mswPath(routes.retryFailedCharges), ({ params }) => {
      retries.push(String(params.eventId));
      return HttpResponse.json({ EventId: String(params.eventId), Queued: 2 });
    }),
    http.post(mswPath(routes.refundPledge), async ({ request }) => {
      const body = (await request.json()) as { PledgeId: string };
      if (options.refundRefusal)
        return HttpResponse.json({ message: options.refundRefusal }, { status: 409 });
      refundBodies.push(body);
      return HttpResponse.json({
        PledgeId: body.PledgeId,
        Kind: 'Flat',
        Status: 'Refunded',
        DonorName: 'Donor 2',
        Amount: 20,
        Estimated: 20,
        CreatedAt: '2026-04-03T10:00:00.000Z',
      });
    }),
    http.post(mswPath(routes.completeParticipant), async ({ request }) => {
      const body = (await request.json()) as { ParticipantId: string };
      if (options.completeRefusal)
        return HttpResponse.json({ message: options.completeRefusal }, { status: 409 });
      completeBodies.push(body);
      return HttpResponse.json({ ParticipantId: body.ParticipantId, Queued: 3 });
    }),
    http.get(mswPath(routes.getThonPledges), ({ params, request }) => {
      const query = Object.fromEntries(new URL(request.url).searchParams);
      if (query.Status !== 'Failed' && query.Status !== 'RequiresAction') return undefined;
      const rows = problemRows.filter((row) => row.Status === query.Status);
      return HttpResponse.json({
        EventId: String(params.eventId),
        Page: 1,
        PageSize: Number(query.PageSize ?? 10),
        Total: rows.length,
        Totals: { Raised: 2500, Pledged: 320, Count: 23 },
        BySource: [{ Source: 'facebook', Count: 22, Amount: 2750 }],
        Pledges: rows,
      });
    }),
  ];
  return {
    handlers,
    retries,
    refundBodies,
    completeBodies,
    get reads() {
      return reads;
    },
  };
}
