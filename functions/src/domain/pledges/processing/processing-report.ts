// GetProcessingReport: where a Thon's pledges stand, counted and summed per status, team
// and source, with progress (settled per-unit pledges over all of them) and, once nothing is left
// to charge but some failed or wait for their donor, the spec's message pointing at the pledges tab.
import type { z } from 'zod';
import type { processingReportSchema } from '@thon/shared/api/schemas/pledges';
import { pledgesNeedReview } from '@thon/shared/catalog/messages';
import { centsToDollars } from '@thon/shared/pledges/cents';
import type { PledgeRecord } from '../../../data/repositories/pledges-repository';
import type { StoredPledgeStatus } from '../../../data/stored-values/pledges';
import type { Caller } from '../../caller';
import { eventStatusOnTheWire } from '../../events/event-status-wire';
import type { PledgePorts } from '../ports';
import { managedEvent } from './managed-event';
import { estimateCentsOf } from '../pledge-views';
import { pledgeTermsOf } from '../pledge-terms';
import { pledgeStatusOnTheWire } from '../pledge-wire';

const waiting: readonly StoredPledgeStatus[] = ['Scheduled', 'Charging'];
/** Pledges a person must look at: refused cards and claims held for a super admin's review. */
const problems: readonly StoredPledgeStatus[] = ['Failed', 'RequiresAction', 'NeedsReview'];

function tally<K extends string>(
  pledges: readonly PledgeRecord[],
  keyOf: (pledge: PledgeRecord) => K,
  worth: (pledge: PledgeRecord) => number,
) {
  const totals = new Map<K, { Count: number; cents: number }>();
  for (const pledge of pledges) {
    const entry = totals.get(keyOf(pledge)) ?? { Count: 0, cents: 0 };
    totals.set(keyOf(pledge), { Count: entry.Count + 1, cents: entry.cents + worth(pledge) });
  }
  return [...totals.entries()].map(([key, { Count, cents }]) => ({
    key,
    Count,
    Amount: centsToDollars(cents),
  }));
}

/** The Thon, its pledges, participants and teams, read. */
export type ProcessingReportDeps = Pick<PledgePorts, 'thons' | 'pledges' | 'listings'>;

export async function processingReport(
  deps: ProcessingReportDeps,
  caller: Caller,
  eventId: string,
): Promise<z.input<typeof processingReportSchema>> {
  const event = await managedEvent(deps.thons, caller, eventId);
  const [pledges, participants, teams] = await Promise.all([
    deps.pledges.listPledgesOfEvent(eventId),
    deps.listings.listParticipantsOfEvent(eventId),
    deps.listings.listTeamsOfEvent(eventId),
  ]);
  const { maxUnits } = pledgeTermsOf(event);
  const units = new Map(
    participants.map((participant) => [participant.participantId, participant.units ?? 0]),
  );
  const worth = (pledge: PledgeRecord) =>
    pledge.settledCents ?? estimateCentsOf(pledge, units.get(pledge.participantId) ?? 0, maxUnits);
  const perUnit = pledges.filter(
    (pledge) => pledge.kind === 'per-unit' && pledge.status !== 'Pending' && pledge.status !== 'Cancelled',
  );
  const settled = perUnit.filter((pledge) => !waiting.includes(pledge.status));
  const started = event.status === 'completed' || event.status === 'processed';
  const progress =
    perUnit.length === 0 ? (started ? 100 : 0) : Math.floor((settled.length / perUnit.length) * 100);
  const needsReview =
    started &&
    settled.length === perUnit.length &&
    perUnit.some((pledge) => problems.includes(pledge.status));
  const teamName = new Map(teams.map((team) => [team.teamId, team.name]));
  return {
    EventId: eventId,
    EventStatus: eventStatusOnTheWire[event.status],
    Progress: started ? progress : 0,
    NeedsReview: needsReview,
    ...(needsReview ? { Message: pledgesNeedReview } : {}),
    ByStatus: tally(pledges, (pledge) => pledge.status, worth).map(({ key, ...rest }) => ({
      Status: pledgeStatusOnTheWire[key],
      ...rest,
    })),
    ByTeam: tally(pledges, (pledge) => pledge.teamId, worth).map(({ key, ...rest }) => ({
      TeamId: key,
      TeamName: teamName.get(key) ?? '',
      ...rest,
    })),
    BySource: tally(pledges, (pledge) => pledge.source ?? 'direct', worth).map(({ key, ...rest }) => ({
      Source: key,
      ...rest,
    })),
  };
}
