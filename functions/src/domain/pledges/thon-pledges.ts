// GetThonPledges: the organizer's report of a Thon's pledges. Reads the event's pledges (one Query
// on gsi1, every page), its participants and teams, then filters, totals and pages in memory: the
// report needs the totals of every pledge anyway, and an event's pledges are a few thousand items.
import type { z } from 'zod';
import type { thonPledgesQuerySchema, thonPledgesSchema } from '@thon/shared/api/schemas/pledges';
import { centsToDollars } from '@thon/shared/pledges/cents';
import type { PledgeRecord } from '../../data/repositories/pledges-repository';
import type { Caller } from '../caller';
import { displayName } from '../display-name';
import type { PledgePorts } from './ports';
import { managedEvent } from './processing/managed-event';
import { estimateCentsOf, kindOf, pledgeSummaryOf } from './pledge-views';
import { pledgeTermsOf } from './pledge-terms';
import { storedPledgeStatusOf } from './pledge-wire';
import { standingStatuses } from './supporters';

type Query = z.infer<typeof thonPledgesQuerySchema>;
const directSource = 'direct';

/** Money a pledge brought in: the gift, cash or the settled units, less what was refunded of it. */
export function receivedCents(pledge: PledgeRecord): number {
  const credited = pledge.kind === 'per-unit' ? (pledge.settledCents ?? 0) : pledge.amountCents;
  return credited - Math.min(credited, pledge.refundedCents ?? 0);
}

const matches = (pledge: PledgeRecord, query: Query) =>
  (!query.Status || pledge.status === storedPledgeStatusOf[query.Status]) &&
  (!query.Kind || kindOf(pledge) === query.Kind) &&
  (!query.TeamId || pledge.teamId === query.TeamId) &&
  (!query.Source || (pledge.source ?? directSource) === query.Source);

/** The Thon, its pledges, participants and teams, read. */
export type ThonPledgesDeps = Pick<PledgePorts, 'thons' | 'pledges' | 'listings'>;

export async function thonPledges(
  deps: ThonPledgesDeps,
  caller: Caller,
  eventId: string,
  query: Query,
): Promise<z.input<typeof thonPledgesSchema>> {
  const event = await managedEvent(deps.thons, caller, eventId);
  const [pledges, participants, teams] = await Promise.all([
    deps.pledges.listPledgesOfEvent(eventId),
    deps.listings.listParticipantsOfEvent(eventId),
    deps.listings.listTeamsOfEvent(eventId),
  ]);
  const { maxUnits } = pledgeTermsOf(event);
  const participantById = new Map(
    participants.map((participant) => [participant.participantId, participant]),
  );
  const teamName = new Map(teams.map((team) => [team.teamId, team.name]));
  const unitsOf = (pledge: PledgeRecord) => participantById.get(pledge.participantId)?.units ?? 0;
  const worth = (pledge: PledgeRecord) => estimateCentsOf(pledge, unitsOf(pledge), maxUnits);

  const standing = pledges.filter((pledge) => standingStatuses.includes(pledge.status));
  const received = standing.filter((pledge) => pledge.status === 'Charged' || pledge.status === 'Offline');
  const promised = standing.filter((pledge) => pledge.kind === 'per-unit' && pledge.status !== 'Charged');
  const bySource = new Map<string, { Count: number; cents: number }>();
  for (const pledge of standing) {
    const source = pledge.source ?? directSource;
    const entry = bySource.get(source) ?? { Count: 0, cents: 0 };
    bySource.set(source, { Count: entry.Count + 1, cents: entry.cents + worth(pledge) });
  }

  const selected = pledges.filter((pledge) => matches(pledge, query)).reverse();
  const page = selected.slice((query.Page - 1) * query.PageSize, query.Page * query.PageSize);
  return {
    EventId: eventId,
    Page: query.Page,
    PageSize: query.PageSize,
    Total: selected.length,
    Totals: {
      Raised: centsToDollars(received.reduce((sum, pledge) => sum + receivedCents(pledge), 0)),
      Pledged: centsToDollars(promised.reduce((sum, pledge) => sum + worth(pledge), 0)),
      Count: standing.length,
    },
    BySource: [...bySource.entries()]
      .sort(([, a], [, b]) => b.cents - a.cents)
      .map(([Source, { Count, cents }]) => ({ Source, Count, Amount: centsToDollars(cents) })),
    Pledges: page.map((pledge) => {
      const participant = participantById.get(pledge.participantId);
      return {
        ...pledgeSummaryOf(pledge, unitsOf(pledge), maxUnits, { revealAnonymous: true }),
        ParticipantId: pledge.participantId,
        ParticipantName: participant ? displayName(participant.firstName, participant.lastName) : '',
        TeamId: pledge.teamId,
        TeamName: teamName.get(pledge.teamId) ?? '',
        DonorEmail: pledge.donorEmail,
        ...(pledge.donorPhone ? { DonorPhone: pledge.donorPhone } : {}),
        Anonymous: pledge.anonymous,
        ...(pledge.source ? { Source: pledge.source } : {}),
        ...(pledge.medium ? { Medium: pledge.medium } : {}),
        ...(pledge.campaign ? { Campaign: pledge.campaign } : {}),
        ...(pledge.offlineReference ? { Reference: pledge.offlineReference } : {}),
        ...(pledge.disputedAt ? { Disputed: true } : {}),
      };
    }),
  };
}
