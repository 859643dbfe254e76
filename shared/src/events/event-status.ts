// Shared by the API (which enforces it) and the web (which offers only the allowed next step).
// A Thon's life: draft (being set up) → live (taking pledges, units recorded) → completed (the run
// is over; units are locked) → processed (money settled). Only these moves are allowed; any other
// (backwards, skipping, staying) is refused with 409.
import type { EventStatus } from '../api/schemas/events';

export const allowedTransitions: Readonly<Record<EventStatus, readonly EventStatus[]>> = {
  draft: ['live'],
  live: ['completed'],
  completed: ['processed'],
  processed: [],
};

export function canTransition(from: EventStatus, to: EventStatus): boolean {
  return allowedTransitions[from].includes(to);
}

/** Statuses in which the organizer may still edit the Thon's details. */
export const editableStatuses: readonly EventStatus[] = ['draft', 'live'];
/** Statuses in which units may be recorded; completion locks them. */
export const unitsOpenStatuses: readonly EventStatus[] = ['draft', 'live'];
/** Statuses in which participants may still be added (a parent's child, a JoinEvent). */
export const joinableStatuses: readonly EventStatus[] = ['draft', 'live'];
