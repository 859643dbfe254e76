// Ready dependencies of the donors' public pages, the event-day hot path: DynamoDB reads, the time
// and the privacy settings only, so these handlers bundle no other client.
import { eventPageReads, eventParticipantReads, eventReads, supporterReads } from '../data/stores/events';
import type { EventPageDeps, StudentPageDeps } from '../domain/events/public-pages';
import { prizeProgrammeOfThon } from '../data/stores/prizes';
import { systemClock } from '../platform/clock';
import { environmentPrivacySettings } from '../platform/privacy-settings';

export const eventPageDeps: EventPageDeps = {
  eventPage: eventPageReads,
  privacy: environmentPrivacySettings,
  clock: systemClock,
};

export const studentPageDeps: StudentPageDeps = {
  events: eventReads,
  participants: eventParticipantReads,
  supporters: supporterReads,
  prizes: prizeProgrammeOfThon,
  privacy: environmentPrivacySettings,
  clock: systemClock,
};
