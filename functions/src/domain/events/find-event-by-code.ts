// Event-code lookup: codes are printed on flyers and typed by hand, so case and spaces do not matter.
import { eventNotFound } from '@thon/shared/api/schemas/event-code';
import { normalizeCode } from '../participants/access-codes';
import type { EventCodeReads } from './ports';

export async function findEventByCode(deps: { eventCodes: EventCodeReads }, code: string): Promise<string> {
  return (await deps.eventCodes.findEventIdByCode(normalizeCode(code))) ?? eventNotFound;
}
