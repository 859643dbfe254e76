// Event-code lookup: codes are printed on flyers and typed by hand, so case and spaces do not matter.
import { eventNotFound } from '@thon/shared/api/schemas/event-code';
import { findEventIdByCode } from '../../data/repositories/events-repository';

export function normalizeEventCode(code: string): string {
  return code.trim().toUpperCase();
}

export async function findEventByCode(code: string): Promise<string> {
  return (await findEventIdByCode(normalizeEventCode(code))) ?? eventNotFound;
}
