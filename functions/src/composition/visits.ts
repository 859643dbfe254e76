// Ready dependencies of recording a donor's visit: DynamoDB stores (the page's event and child,
// the address's counters, the visit), the time, ids and the log; no other client.
import { attemptWindows } from '../data/stores/attempt-windows';
import { eventParticipantReads, eventReads, visitWrites } from '../data/stores/events';
import { systemClock } from '../platform/clock';
import { randomIds } from '../platform/ids';
import { powertoolsLogger } from '../platform/logger';

// Checked where the handler passes it to recordVisit (RecordVisitDeps).
export const recordVisitDeps = {
  attempts: attemptWindows,
  clock: systemClock,
  logger: powertoolsLogger,
  events: eventReads,
  participants: eventParticipantReads,
  visits: visitWrites,
  ids: randomIds,
};
