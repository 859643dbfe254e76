// What the prizes area's use cases read and write (adapters: data/stores/prizes.ts).
import type { EventRecord } from '../../data/repositories/events-repository';
import type { PledgeRecord } from '../../data/repositories/pledges-repository';
import type { ProductRecord } from '../../data/repositories/products-repository';
import type {
  PrizeProgrammeRecord,
  ProgrammeLevelsFields,
  writeClassChallenges,
  writeProgrammeLevels,
} from '../../data/repositories/prize-programmes-repository';
import type { TeamRecord } from '../../data/repositories/teams-repository';
import type { VendorRecord } from '../../data/repositories/vendors-repository';
import type { ParticipantRecord } from '../../data/repositories/participants-repository';

export type { ProgrammeLevelsFields };

export interface PrizeProgrammeReads {
  getEvent(eventId: string): Promise<EventRecord | undefined>;
  getPrizeProgramme(eventId: string): Promise<PrizeProgrammeRecord | undefined>;
  listTeamsOfEvent(eventId: string): Promise<TeamRecord[]>;
}

export interface PrizeProductReads {
  getProducts(productIds: readonly string[]): Promise<ProductRecord[]>;
  getVendors(vendorIds: readonly string[]): Promise<VendorRecord[]>;
}

export interface PrizeProgrammeWrites {
  writeProgrammeLevels: typeof writeProgrammeLevels;
  writeClassChallenges: typeof writeClassChallenges;
}

/** The public view's reads: the event page's Query, the programme and the Thon's pledges. */
export interface ThonPrizesReads {
  getEventPageItems(eventId: string): Promise<{
    event: EventRecord[];
    team: TeamRecord[];
    participant: ParticipantRecord[];
  }>;
  getPrizeProgramme(eventId: string): Promise<PrizeProgrammeRecord | undefined>;
  listPledgesOfEvent(eventId: string): Promise<PledgeRecord[]>;
}
