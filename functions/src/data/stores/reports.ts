// The reconciliation report's reads (domain/reports/ports.ts ReportReads) and the user read the
// caller's scope needs.
import { getEvent, listAllEvents, listEventsOfFranchise } from '../repositories/events-repository';
import { getOrganization } from '../repositories/organizations-repository';
import { listParticipantsOfEvent } from '../repositories/participants-repository';
import { listPledgesOfEvent } from '../repositories/pledges-repository';
import { getUser } from '../repositories/users-repository';

export const reportReads = {
  getEvent,
  listEventsOfFranchise,
  listAllEvents,
  listPledgesOfEvent,
  listParticipantsOfEvent,
  getOrganization,
};

export const reportCallerScopeReads = { getUser };
