// Ready dependencies of the counting page's roster (signed in or with a code) and a runner's laps:
// DynamoDB reads only (the correction's writes are composed in lap-corrections.ts).
import {
  rosterEventPageReads,
  rosterTallyReads,
  runnerLapReads,
  runnerReads,
} from '../data/stores/eventday-runners';
import type { EventDayRosterDeps } from '../domain/eventday/event-day-roster';
import type { RunnerLapsDeps } from '../domain/eventday/runner-laps';
import { systemClock } from '../platform/clock';
import { counterDeps } from './eventday-counter';

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
