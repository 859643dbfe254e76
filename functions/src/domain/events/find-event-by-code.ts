// Event-code lookup: codes are printed on flyers and typed by hand, so case and spaces do not matter.
import { eventNotFound } from '@thon/shared/api/schemas/event-code';
import { findEventIdByCode } from '../../data/repositories/events-repository';
import { normalizeCode } from '../participants/access-codes';

export async function findEventByCode(code: string): Promise<string> {
  return (await findEventIdByCode(normalizeCode(code))) ?? eventNotFound;
}
