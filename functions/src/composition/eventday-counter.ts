// Ready dependencies of the counter's identity (domain/eventday/counter.ts), for every event-day
// route that counts or reads the roster: DynamoDB only.
import { counterReads } from '../data/stores/eventday-counter';
import { thonScopeReads } from '../data/stores/thon-scope';
import type { CounterDeps } from '../domain/eventday/counter';
import { systemClock } from '../platform/clock';

export const counterDeps: CounterDeps = { reads: counterReads, callers: thonScopeReads, clock: systemClock };
