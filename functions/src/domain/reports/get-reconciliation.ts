// GetReconciliation: the reconciliation of the Thons a request covers (reconciliation-thons.ts),
// one row per Thon and their total, summed by the pure arithmetic of reconciliation.ts from each
// Thon's pledges (every page of its pledge Query), plus the payouts of the Thons' organizations,
// which exist only at the payment provider and are read there per connected account: a payout
// carries an account's whole balance, so it cannot be split per Thon.
import type {
  GetReconciliationQuery,
  OrganizationPayoutsWire,
  ReconciliationFiguresWire,
  ReconciliationWire,
} from '@thon/shared/api/schemas/reports';
import { directCustomerKey } from '@thon/shared/api/schemas/organizations';
import type { EventRecord } from '../../data/repositories/events-repository';
import type { OrganizationRecord } from '../../data/repositories/organizations-repository';
import type { PledgeRecord } from '../../data/repositories/pledges-repository';
import { scopedCaller } from '../access/caller-scope';
import type { Caller } from '../caller';
import { pledgeTermsOf } from '../pledges/pledge-terms';
import { estimateCentsOf } from '../pledges/pledge-views';
import type { ReportPorts } from './ports';
import {
  addFigures,
  reconcile,
  type ReconciliationFigures,
  type ReconciliationPledge,
} from './reconciliation';
import { reconciliationCsv } from './reconciliation-csv';
import { monthIn } from './reconciliation-month';
import { thonsOfRequest } from './reconciliation-thons';

/** Thons whose pledges are read at once: a page of 100 is read in waves, not 200 Queries at once. */
const readWave = 10;

const noFigures: ReconciliationFigures = reconcile([], 'thon').total;

export function figuresOnTheWire(figures: ReconciliationFigures): ReconciliationFiguresWire {
  return {
    Pledges: figures.pledges,
    GrossPledgedCents: figures.grossPledgedCents,
    ChargedCents: figures.chargedCents,
    RefundedCents: figures.refundedCents,
    DisputedCents: figures.disputedCents,
    OfflineCents: figures.offlineCents,
    ProcessingExpenseCents: figures.processingExpenseCents,
    CommissionCents: figures.commissionCents,
    NetToSchoolCents: figures.netToSchoolCents,
  };
}

async function inWaves<T, R>(items: readonly T[], work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += readWave) {
    results.push(...(await Promise.all(items.slice(start, start + readWave).map(work))));
  }
  return results;
}

const unsettledPerUnit = (pledge: PledgeRecord) =>
  pledge.kind === 'per-unit' && pledge.settledCents === undefined;

/** A Thon's pledges as the arithmetic takes them; a per-unit pledge not settled yet at its estimate. */
async function pledgesOfThon(deps: ReportPorts, thon: EventRecord): Promise<ReconciliationPledge[]> {
  const pledges = await deps.reads.listPledgesOfEvent(thon.eventId);
  // Units are read only when some per-unit pledge still depends on them (a processed Thon's none).
  const units = pledges.some(unsettledPerUnit)
    ? new Map(
        (await deps.reads.listParticipantsOfEvent(thon.eventId)).map((participant) => [
          participant.participantId,
          participant.units ?? 0,
        ]),
      )
    : new Map<string, number>();
  const { maxUnits } = pledgeTermsOf(thon);
  return pledges.map((pledge) => ({
    eventId: thon.eventId,
    organizationId: thon.organizationId,
    ...(thon.franchiseId === undefined ? {} : { franchiseId: thon.franchiseId }),
    // Pledges carry no charge date: the month is the pledge's own, in the Thon's time zone.
    month: monthIn(pledge.createdAt, thon.timeZone),
    kind: pledge.kind,
    status: pledge.status,
    amountCents: pledge.amountCents,
    ...(pledge.settledCents === undefined ? {} : { settledCents: pledge.settledCents }),
    ...(unsettledPerUnit(pledge)
      ? { estimateCents: estimateCentsOf(pledge, units.get(pledge.participantId) ?? 0, maxUnits) }
      : {}),
    ...(pledge.chargedCents === undefined ? {} : { chargedCents: pledge.chargedCents }),
    ...(pledge.refundedCents === undefined ? {} : { refundedCents: pledge.refundedCents }),
    commissionPercent: pledge.commissionPercent,
    coverExpense: pledge.coverExpense,
    ...(pledge.offlineMethod === undefined ? {} : { offlineMethod: pledge.offlineMethod }),
  }));
}

async function payoutsOf(
  deps: ReportPorts,
  organization: OrganizationRecord,
  window: { from: Date; before: Date } | undefined,
): Promise<OrganizationPayoutsWire> {
  const accountId = organization.payoutAccountId;
  const payouts = accountId ? await deps.payments.listPayouts({ accountId, ...(window ?? {}) }) : [];
  return {
    OrganizationId: organization.organizationId,
    OrganizationName: organization.name,
    AccountConnected: accountId !== undefined,
    PayoutsCents: payouts.reduce((sum, payout) => sum + payout.amountCents, 0),
    Payouts: payouts.map((payout) => ({
      Id: payout.payoutId,
      AmountCents: payout.amountCents,
      Status: payout.status,
      CreatedAt: payout.createdAt.toISOString(),
      ArrivalDate: payout.arrivalDate.toISOString(),
    })),
  };
}

export async function getReconciliation(
  deps: ReportPorts,
  caller: Caller,
  query: GetReconciliationQuery,
): Promise<ReconciliationWire> {
  const scoped = await scopedCaller(deps.users, caller);
  const request = await thonsOfRequest(deps.reads, scoped, query);
  const figures = await inWaves(
    request.thons,
    async (thon) => reconcile(await pledgesOfThon(deps, thon), 'thon').total,
  );
  // The page's organizations, each once (a page holds at most PageSize Thons, so as many reads).
  const organizations = request.organization
    ? [request.organization]
    : (
        await inWaves([...new Set(request.thons.map((thon) => thon.organizationId))], (organizationId) =>
          deps.reads.getOrganization(organizationId),
        )
      ).filter((organization) => organization !== undefined);
  const payouts = await inWaves(
    [...organizations].sort((a, b) => a.name.localeCompare(b.name)),
    (organization) => payoutsOf(deps, organization, request.payoutWindow),
  );
  const rows = request.thons.map((thon, index) => ({
    EventId: thon.eventId,
    EventName: thon.name,
    EventStartDate: thon.startDate,
    OrganizationId: thon.organizationId,
    OrganizationName: thon.organizationName ?? '',
    FranchiseId: thon.franchiseId ?? directCustomerKey,
    IsTest: thon.isTest === true,
    ...figuresOnTheWire(figures[index] ?? noFigures),
  }));
  const total = figures.reduce(addFigures, noFigures);
  const csv =
    query.Format === 'csv'
      ? reconciliationCsv(
          {
            rows: request.thons.map((thon, index) => ({
              key: thon.eventId,
              ...(figures[index] ?? noFigures),
            })),
            total,
          },
          (eventId) => request.thons.find((thon) => thon.eventId === eventId)?.name ?? eventId,
        )
      : undefined;
  return {
    Rows: rows,
    Totals: figuresOnTheWire(total),
    Payouts: payouts,
    PayoutsCents: payouts.reduce((sum, organization) => sum + organization.PayoutsCents, 0),
    ...(request.nextCursor === undefined ? {} : { NextCursor: request.nextCursor }),
    ...(csv === undefined ? {} : { Csv: csv }),
  };
}
