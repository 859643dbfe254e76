// The history the calculator learns from (docs/prizes.md, The calculator): the school's three most
// recent completed Thons that ended before this one started, else the franchise's; their
// participants' prize credit with this programme's divisor (a participant without a pledge counts
// as 0), and what they raised.
import { pastRaisedCents } from '@thon/shared/prizes/calculator';
import { countsTowardPrizes, pledgeCreditOnceCents } from '@thon/shared/prizes/prize-credit';
import type { EventRecord } from '../../data/repositories/events-repository';
import { directCustomer } from '../access/scope';
import { creditPledgeOf, creditsByParticipant } from '../prize-awards/pledge-credit';
import type { CalculatorPorts } from './ports';

/** How many past Thons the history takes. */
export const historyThons = 3;

export interface History {
  of: { scope: 'school' | 'franchise'; name: string } | undefined;
  thons: { eventId: string; name: string; participants: number }[];
  /** Every past participant's credit in cents given once. */
  credits: number[];
  /** Raised per past participant, in cents (0 without history). */
  raisedPerParticipantCents: number;
}

const noHistory: History = { of: undefined, thons: [], credits: [], raisedPerParticipantCents: 0 };

const completed: ReadonlySet<string> = new Set(['completed', 'processed']);

/** The Thons that may teach: done before this one started, and real (or test) like this one. */
function pastOf(event: EventRecord, candidates: readonly EventRecord[]): EventRecord[] {
  return candidates.filter(
    (past) =>
      past.eventId !== event.eventId &&
      completed.has(past.status) &&
      past.endDate < event.startDate &&
      (past.isTest === true) === (event.isTest === true),
  );
}

export async function historyOf(
  deps: CalculatorPorts,
  event: EventRecord,
  divisor: number,
): Promise<History> {
  const franchiseKey = event.franchiseId ?? directCustomer;
  const candidates = pastOf(
    event,
    await deps.reads.listThonsOfFranchiseBefore(franchiseKey, event.startDate),
  );
  const school = candidates
    .filter((past) => past.organizationId === event.organizationId)
    .slice(0, historyThons);
  // Direct customers share one partition but no franchise: only their own school teaches them.
  const chosen =
    school.length > 0 || franchiseKey === directCustomer ? school : candidates.slice(0, historyThons);
  if (chosen.length === 0) return noHistory;
  const of =
    school.length > 0
      ? { scope: 'school' as const, name: await schoolName(deps, event) }
      : { scope: 'franchise' as const, name: (await deps.franchises.getFranchise(franchiseKey))?.name ?? '' };
  const read = await Promise.all(
    chosen.map(async (past) => {
      const [participants, pledges] = await Promise.all([
        deps.reads.listParticipantsOfEvent(past.eventId),
        deps.reads.listPledgesOfEvent(past.eventId),
      ]);
      const credits = creditsByParticipant(pledges, divisor);
      const raised = pledges
        .filter((pledge) => countsTowardPrizes(pledge.status))
        .reduce(
          (sum, pledge) =>
            sum + pastRaisedCents(pledge, pledgeCreditOnceCents(creditPledgeOf(pledge), divisor)),
          0,
        );
      return { past, participants, credits, raised };
    }),
  );
  const credits = read.flatMap(({ participants, credits: byParticipant }) =>
    participants.map((participant) => byParticipant.get(participant.participantId) ?? 0),
  );
  // Past Thons without a participant teach nothing.
  if (credits.length === 0) return noHistory;
  const raised = read.reduce((sum, one) => sum + one.raised, 0);
  return {
    of,
    thons: read.map(({ past, participants }) => ({
      eventId: past.eventId,
      name: past.name,
      participants: participants.length,
    })),
    credits,
    raisedPerParticipantCents: credits.length > 0 ? raised / credits.length : 0,
  };
}

async function schoolName(deps: CalculatorPorts, event: EventRecord): Promise<string> {
  if (event.organizationName) return event.organizationName;
  return (await deps.reads.getOrganization(event.organizationId))?.name ?? event.name;
}
