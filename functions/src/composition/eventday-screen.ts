// Ready dependencies of the gym's screen: DynamoDB reads, the time and the privacy settings only,
// like the donors' public pages (composition/public-pages.ts).
import type { EventDayScreenDeps } from '../domain/eventday/read-event-day-screen';
import { screenEventCodeReads, screenEventPageReads, screenTallyReads } from '../data/stores/eventday-screen';
import { systemClock } from '../platform/clock';
import { environmentPrivacySettings } from '../platform/privacy-settings';

export const eventDayScreenDeps: EventDayScreenDeps = {
  eventCodes: screenEventCodeReads,
  eventPage: screenEventPageReads,
  tallies: screenTallyReads,
  privacy: environmentPrivacySettings,
  clock: systemClock,
};
