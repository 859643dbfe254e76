// Ready dependencies of the events area's use cases that write nothing CloudFront caches: DynamoDB
// stores only, so these handlers never bundle the CloudFront client (see event-pages.ts).
import {
  accountLookup,
  approvalStore,
  eventCodeReads,
  eventPageReads,
  eventParticipantReads,
  eventReads,
  eventRosterReads,
  teamStore,
  thonStore,
  unitsStore,
  userBatchReads,
} from '../data/stores/events';
import { franchiseCallerReads, franchiseStore } from '../data/stores/franchises';
import { thonScopeReads } from '../data/stores/thon-scope';
import type { RecordUnitsDeps, TeamStaffDeps } from '../domain/events/teams-and-units';
import type { LapTallyReads } from '../domain/eventday/lap-units-ports';
import { lapTallyReads } from '../data/stores/lap-units';
import type { CreateThonDeps, MyThonsDeps, ThonAccessCodesDeps } from '../domain/events/manage-thon';
import type { ThonRosterDeps } from '../domain/events/thon-roster';
import type {
  AccountLookup,
  ApprovalStore,
  EventCodeReads,
  EventParticipantReads,
  EventReads,
  EventRosterReads,
  TeamStore,
  ThonStore,
  UnitsStore,
  UserBatchReads,
} from '../domain/events/ports';
import { randomIds } from '../platform/ids';
import { systemClock } from '../platform/clock';
import { powertoolsLogger } from '../platform/logger';
import { catalogDeps } from './catalog';
import { participantDeps } from './participants';

export const approvalDeps = {
  events: eventReads satisfies EventReads,
  callers: thonScopeReads,
  participants: eventParticipantReads satisfies EventParticipantReads,
  users: userBatchReads satisfies UserBatchReads,
  approvals: approvalStore satisfies ApprovalStore,
};

export const eventCodeDeps = { eventCodes: eventCodeReads satisfies EventCodeReads };

export const teamStaffDeps: TeamStaffDeps = {
  events: eventReads,
  callers: thonScopeReads,
  teams: teamStore satisfies TeamStore,
  accounts: accountLookup satisfies AccountLookup,
};

export const recordUnitsDeps: RecordUnitsDeps = {
  events: eventReads,
  callers: thonScopeReads,
  units: unitsStore satisfies UnitsStore,
  access: participantDeps.access,
  laps: lapTallyReads satisfies LapTallyReads,
};

export const thonStoreChecked = thonStore satisfies ThonStore;
export const eventRoster = eventRosterReads satisfies EventRosterReads;

export const createThonDeps: CreateThonDeps = {
  ...catalogDeps,
  thons: thonStoreChecked,
  franchises: franchiseStore,
  callers: franchiseCallerReads,
  ids: randomIds,
  clock: systemClock,
  logger: powertoolsLogger,
};

export const myThonsDeps: MyThonsDeps = { thons: thonStoreChecked };

export const thonAccessCodesDeps: ThonAccessCodesDeps = {
  events: eventReads,
  callers: thonScopeReads,
  roster: eventRoster,
};

export const thonRosterDeps: ThonRosterDeps = {
  eventPage: eventPageReads,
  users: userBatchReads,
  callers: thonScopeReads,
};
