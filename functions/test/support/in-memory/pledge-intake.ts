// In-memory pledge intake (domain/pledges/ports.ts NewPledgeStore, DonorPledgeStore,
// OfflinePledgeStore) over the maps of PledgeRecords: each write all-or-nothing under the
// conditions its DynamoDB transaction puts on it (a new pledge id, the participant's event and
// units as read, one credit per pledge id, a window below its limit, the pledge as read, the
// event's status), so CreatePledge, the manage link and offline gifts are tested without the emulator.
import type { EventRecord } from '../../../src/data/repositories/events-repository';
import type { TeamRecord } from '../../../src/data/repositories/teams-repository';
import type { VisitRecord } from '../../../src/data/repositories/visits-repository';
import type { WindowLimit } from '../../../src/data/repositories/pledges-repository';
import type { WriteOutcome } from '../../../src/data/repositories/write-transaction';
import type { DonorPledgeStore, NewPledgeStore, OfflinePledgeStore } from '../../../src/domain/pledges/ports';
import { InMemoryCardAttempts } from './card-attempts';
import { PledgeRecords } from './pledge-records';

function outcome<K extends string>(conditions: [K, boolean][]): WriteOutcome<K> {
  const refused = new Set(conditions.filter(([, holds]) => !holds).map(([name]) => name));
  return refused.size === 0 ? { written: true } : { written: false, refused };
}

export class PledgeIntake
  extends PledgeRecords
  implements NewPledgeStore, DonorPledgeStore, OfflinePledgeStore
{
  readonly visits = new Map<string, VisitRecord>();
  readonly teams = new Map<string, TeamRecord>();
  /** Every new pledge written (replays write nothing). */
  readonly writes: string[] = [];

  constructor(readonly cards = new InMemoryCardAttempts()) {
    super();
  }

  addTeam(team: Partial<TeamRecord> & Pick<TeamRecord, 'eventId' | 'teamId'>): this {
    this.teams.set(`${team.eventId}/${team.teamId}`, team as TeamRecord);
    return this;
  }

  private belowLimit(limit: WindowLimit | undefined): boolean {
    return limit === undefined || this.cards.window(limit).attempts < limit.maxAttempts;
  }

  private count(limit: WindowLimit | undefined) {
    if (!limit) return;
    const { giveBack } = limit;
    this.cards.add(limit, {
      attempts: 1,
      ...(giveBack === 'free' ? { declines: -1 } : giveBack === 'captcha' ? { captchaRoom: 1 } : {}),
    });
  }

  private credit(pledgeId: string, participantId: string, raised: number, pledged: number) {
    const participant = this.participant(participantId);
    this.participants.set(participantId, {
      ...participant,
      raisedCents: (participant.raisedCents ?? 0) + raised,
      pledgedCents: (participant.pledgedCents ?? 0) + pledged,
    });
    if (raised > 0) this.credits.set(pledgeId, raised);
  }

  // NewPledgeStore
  readPledgeContext: NewPledgeStore['readPledgeContext'] = (keys) =>
    Promise.resolve(
      structuredClone({
        participant: this.participants.get(keys.participantId),
        existing: this.pledges.get(keys.pledgeId),
        visit: keys.visitId ? this.visits.get(keys.visitId) : undefined,
        client: this.cards.window(keys.client),
        participantWindow: this.cards.window(keys.participantWindow),
      }),
    );

  writeNewPledge: NewPledgeStore['writeNewPledge'] = (input) => {
    const { pledge } = input;
    const participant = this.participants.get(pledge.participantId);
    const result = outcome([
      ['newPledge', !this.pledges.has(pledge.pledgeId)],
      [
        'participantUnchanged',
        participant?.eventId === pledge.eventId && participant.units === input.unitsRead,
      ],
      ['firstCredit', input.raisedCents === 0 || !this.credits.has(pledge.pledgeId)],
      ['clientBelowLimit', this.belowLimit(input.client)],
      ['participantBelowLimit', this.belowLimit(input.participantWindow)],
    ]);
    if (result.written) {
      this.pledges.set(pledge.pledgeId, { ...structuredClone(pledge), createdAt: this.now() });
      this.credit(pledge.pledgeId, pledge.participantId, input.raisedCents, input.estimateCents);
      this.count(input.client);
      this.count(input.participantWindow);
      this.writes.push(pledge.pledgeId);
    }
    return Promise.resolve(result);
  };

  // DonorPledgeStore
  writePledgeChange: DonorPledgeStore['writePledgeChange'] = (input) => {
    const { before } = input;
    const stored = this.pledges.get(before.pledgeId);
    const participant = this.participants.get(before.participantId);
    const result = outcome([
      [
        'pledgeUnchanged',
        stored?.status === before.status &&
          stored.amountCents === before.amountCents &&
          stored.capUnits === before.capUnits,
      ],
      ['participantUnchanged', input.estimateDelta === 0 || participant?.units === input.unitsRead],
    ]);
    if (result.written && stored) {
      const next = { ...stored, ...input.changes, updatedAt: this.now() };
      if (input.removeCap) delete next.capUnits;
      this.pledges.set(before.pledgeId, next);
      if (input.estimateDelta !== 0)
        this.credit(before.pledgeId, before.participantId, 0, input.estimateDelta);
    }
    return Promise.resolve(result);
  };

  replaceManageToken = (pledgeId: string, readHash: string, newHash: string) => {
    const stored = this.pledges.get(pledgeId);
    if (stored?.manageTokenHash !== readHash) return Promise.resolve(false);
    this.pledges.set(pledgeId, { ...stored, manageTokenHash: newHash });
    return Promise.resolve(true);
  };

  rescheduleWithCard: DonorPledgeStore['rescheduleWithCard'] = (pledgeId, from, card) => {
    const stored = this.pledges.get(pledgeId);
    if (stored?.status !== from) return Promise.resolve(false);
    this.pledges.set(pledgeId, { ...stored, status: 'Scheduled', ...card });
    return Promise.resolve(true);
  };

  // OfflinePledgeStore
  writeOfflinePledge: OfflinePledgeStore['writeOfflinePledge'] = (input) => {
    const { pledge, eventStatuses } = input;
    const event: EventRecord | undefined = this.events.get(pledge.eventId);
    const result = outcome([
      ['newPledge', !this.pledges.has(pledge.pledgeId)],
      ['participantInEvent', this.participants.get(pledge.participantId)?.eventId === pledge.eventId],
      ['firstCredit', !this.credits.has(pledge.pledgeId)],
      ['eventOpen', !eventStatuses || (event !== undefined && eventStatuses.includes(event.status))],
    ]);
    if (result.written) {
      this.pledges.set(pledge.pledgeId, { ...structuredClone(pledge), createdAt: this.now() });
      this.credit(pledge.pledgeId, pledge.participantId, pledge.amountCents, 0);
      this.writes.push(pledge.pledgeId);
    }
    return Promise.resolve(result);
  };

  getTeam = (eventId: string, teamId: string) =>
    Promise.resolve(structuredClone(this.teams.get(`${eventId}/${teamId}`)));
}
