// Ready dependencies of the counting page's roster (signed in or with a code), a runner's laps and
// a manager's correction: DynamoDB only.
import {
  lapCorrectionStore,
  rosterEventPageReads,
  rosterTallyReads,
  runnerLapReads,
  runnerReads,
} from '../data/stores/eventday-runners';
import { eventReads } from '../data/stores/events';
import { thonScopeReads } from '../data/stores/thon-scope';
import type { CorrectLapCountDeps } from '../domain/eventday/correct-lap-count';
import type { EventDayRosterDeps } from '../domain/eventday/event-day-roster';
import type { RunnerLapsDeps } from '../domain/eventday/runner-laps';
import { systemClock } from '../platform/clock';
import { randomIds } from '../platform/ids';
import { counterDeps } from './eventday-counter';
import { lapUnitsDeps } from './lap-units';

export const eventDayRosterDeps: EventDayRosterDeps = {
  counter: counterDeps,
  eventPage: rosterEventPageReads,
  tallies: rosterTallyReads,
  clock: systemClock,
};

export const runnerLapsDeps: RunnerLapsDeps = {
  counter: counterDeps,
  runners: runnerReads,
  laps: runnerLapReads,
};

export const correctLapCountDeps: CorrectLapCountDeps = {
  events: eventReads,
  callers: thonScopeReads,
  corrections: lapCorrectionStore,
  lapUnits: lapUnitsDeps,
  ids: randomIds,
  clock: systemClock,
};
