// What the prize award use cases read and write (docs/prizes.md, Awards and the nightly lock),
// as ports: composition/prize-awards.ts wires the table's repositories in.
import type { EventListPage, EventPage } from '../../data/repositories/events-repository';
import type { PledgeRecord } from '../../data/repositories/pledges-repository';
import type {
  AwardHistoryEntry,
  AwardKey,
  PrizeAwardRecord,
  PrizeNightRecord,
  PrizeProgrammeRecord,
} from '../../data/repositories/prize-awards-repository';
import type { EventPageReads } from '../events/ports';
import type { Ids } from '../ports/ids';
import type { Logger } from '../ports/logger';

export interface PrizeAwardStore {
  getPrizeProgrammes(eventIds: readonly string[]): Promise<PrizeProgrammeRecord[]>;
  listPrizeAwards(
    eventId: string,
    within?: { teamId?: string; participantId?: string },
  ): Promise<PrizeAwardRecord[]>;
  getPrizeAward(key: AwardKey): Promise<PrizeAwardRecord | undefined>;
  createPrizeAward(award: PrizeAwardRecord): Promise<boolean>;
  movePrizeAward(
    read: Pick<PrizeAwardRecord, 'eventId' | 'teamId' | 'participantId' | 'levelId' | 'state' | 'version'>,
    to: PrizeAwardRecord['state'],
    entry: AwardHistoryEntry,
    voidReason?: string,
  ): Promise<boolean>;
}

export interface PrizeNightStore {
  claimPrizeNight(night: PrizeNightRecord, nowIso: string): Promise<boolean>;
  finishPrizeNight(
    key: Pick<PrizeNightRecord, 'eventId' | 'night' | 'runId'>,
    done: Required<Pick<PrizeNightRecord, 'finishedAt' | 'participants' | 'locked' | 'voided'>>,
  ): Promise<boolean>;
}

export interface ThonListReads {
  listAllEvents(page?: EventListPage): Promise<EventPage>;
}

export interface ThonPledgeReads {
  listPledgesOfEvent(eventId: string): Promise<PledgeRecord[]>;
  listPledgesOfParticipant(participantId: string): Promise<PledgeRecord[]>;
}

export interface LockDeps {
  thons: ThonListReads;
  eventPage: EventPageReads;
  pledges: ThonPledgeReads;
  awards: PrizeAwardStore;
  nights: PrizeNightStore;
  ids: Ids;
  logger: Logger;
}
