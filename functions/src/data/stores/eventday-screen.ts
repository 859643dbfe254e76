// The gym screen's reads on DynamoDB (domain/eventday/read-event-day-screen.ts): the event code's
// claim, the event page's Query and the Thon's lap tallies; nothing the screen does not read, so its
// function bundles no other store.
import { findEventIdByCode, getEventPageItems } from '../repositories/events-repository';
import { listLapTallies } from '../repositories/lap-units-repository';

export const screenEventCodeReads = { findEventIdByCode };
export const screenEventPageReads = { getEventPageItems };
export const screenTallyReads = { listLapTallies };
