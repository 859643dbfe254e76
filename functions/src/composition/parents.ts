// Ready dependencies of a parent's list (adding and removing a child) and dashboard: DynamoDB stores, the attempt
// counters and the time, the catalogue's setting and new ids; no SDK client beyond DynamoDB.
import { accessCodeReads, parentDashboardReads, parentLinkStore } from '../data/stores/parents';
import type { AddParticipantDeps } from '../domain/parents/add-participant';
import type { AccessCodeReads, ParentDashboardReads, ParentLinkStore } from '../domain/parents/ports';
import { randomIds } from '../platform/ids';
import { attemptWindows } from '../data/stores/attempt-windows';
import { systemClock } from '../platform/clock';
import { powertoolsLogger } from '../platform/logger';
import { catalogDeps } from './catalog';
import { eventCodeDeps } from './events';
import { participantDeps } from './participants';
import { eventReads } from '../data/stores/events';

const links = parentLinkStore satisfies ParentLinkStore;

export const addParticipantDeps: AddParticipantDeps = {
  // The counters directly, not composition/auth.ts, whose module also holds the Cognito pool.
  attempts: attemptWindows,
  clock: systemClock,
  logger: powertoolsLogger,
  ...catalogDeps,
  ...eventCodeDeps,
  events: eventReads,
  teams: participantDeps.access,
  participants: participantDeps.participants,
  accessCodes: accessCodeReads satisfies AccessCodeReads,
  links,
  ids: randomIds,
};

export const removeParticipantDeps = { links };

export const parentDashboardDeps = { reads: parentDashboardReads satisfies ParentDashboardReads };
