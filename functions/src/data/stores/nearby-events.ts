// The reads of nearby events (domain/nearby/nearby-events.ts): the live public Thons.
import { listLiveThons } from '../repositories/nearby-events-repository';

export const liveThonReads = { listLiveThons };
