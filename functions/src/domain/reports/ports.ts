// What the reconciliation report reads, as ports: Thons (one, or a page of a franchise's or of all
// by start date), their pledges and participants, organizations, and payouts at the payment
// provider. The data layer implements them (data/stores/reports.ts); the shapes are written out
// here so the domain does not depend on the repositories' modules.
import type { EventRecord } from '../../data/repositories/events-repository';
import type { OrganizationRecord } from '../../data/repositories/organizations-repository';
import type { ParticipantRecord } from '../../data/repositories/participants-repository';
import type { PledgeRecord } from '../../data/repositories/pledges-repository';
import type { CallerScopeReads } from '../access/caller-scope';
import type { PaymentProvider } from '../ports/payments';

/** Start dates (YYYY-MM-DD, both ends included) and a page of a list Query. */
export interface ThonListPage {
  fromDate?: string;
  toDate?: string;
  cursor?: string;
  limit?: number;
}

/** A page of Thons, or `bad-cursor` when the cursor is not one this Query handed out. */
export type ThonPage = { items: EventRecord[]; cursor?: string } | 'bad-cursor';

export interface ReportReads {
  getEvent(eventId: string): Promise<EventRecord | undefined>;
  /** A franchise's Thons (`direct`: those of no franchise) by start date: one Query page. */
  listEventsOfFranchise(franchiseId: string, page: ThonListPage): Promise<ThonPage>;
  /** Every Thon by start date: one Query page. */
  listAllEvents(page: ThonListPage): Promise<ThonPage>;
  listPledgesOfEvent(eventId: string): Promise<PledgeRecord[]>;
  listParticipantsOfEvent(eventId: string): Promise<ParticipantRecord[]>;
  getOrganization(organizationId: string): Promise<OrganizationRecord | undefined>;
}

export interface ReportPorts {
  reads: ReportReads;
  users: CallerScopeReads;
  payments: Pick<PaymentProvider, 'listPayouts'>;
}
