// In-memory reads of the sign-in rules (domain/auth/sign-in-standing.ts): franchises, vendors, participant
// accounts' children, Thons and organizations, each a map a test fills with what it needs.
import type { EventRecord } from '../../../src/data/repositories/events-repository';
import type { FranchiseRecord } from '../../../src/data/repositories/franchises-repository';
import type { OrganizationRecord } from '../../../src/data/repositories/organizations-repository';
import type { ParticipantRecord } from '../../../src/data/repositories/participants-repository';
import type { VendorRecord } from '../../../src/data/repositories/vendors-repository';
import type { SignInStandingReads } from '../../../src/domain/auth/sign-in-standing';

export class InMemorySignInStanding implements SignInStandingReads {
  readonly franchises = new Map<string, Pick<FranchiseRecord, 'franchiseId' | 'status'>>();
  readonly vendors = new Map<string, Pick<VendorRecord, 'vendorId' | 'name' | 'status'>>();
  readonly participants: Pick<ParticipantRecord, 'participantId' | 'eventId' | 'userId'>[] = [];
  readonly events = new Map<string, Pick<EventRecord, 'eventId' | 'organizationId'>>();
  readonly organizations = new Map<string, Pick<OrganizationRecord, 'organizationId' | 'forceAccessCode'>>();
  /** How many reads each participant account's check made (it must stay a handful). */
  reads = 0;

  getFranchise = (franchiseId: string) => {
    this.reads += 1;
    return Promise.resolve(this.franchises.get(franchiseId) as FranchiseRecord | undefined);
  };

  getVendor = (vendorId: string) => {
    this.reads += 1;
    return Promise.resolve(this.vendors.get(vendorId) as VendorRecord | undefined);
  };

  listParticipantsOfUser = (userId: string) => {
    this.reads += 1;
    return Promise.resolve(this.participants.filter((p) => p.userId === userId) as ParticipantRecord[]);
  };

  getEvents = (eventIds: readonly string[]) => {
    this.reads += 1;
    return Promise.resolve(
      eventIds.flatMap((id) => {
        const event = this.events.get(id);
        return event ? [event as EventRecord] : [];
      }),
    );
  };

  getOrganization = (organizationId: string) => {
    this.reads += 1;
    return Promise.resolve(this.organizations.get(organizationId) as OrganizationRecord | undefined);
  };
}
