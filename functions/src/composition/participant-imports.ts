// Ready dependencies of the CSV participant import: the event, claim, team and participant stores,
// the id key its claims are HMACed under (Secrets Manager) and the CloudFront adapter that empties
// the event page. Its own module, so no other events handler bundles the secret's client.
import { thonScopeReads } from '../data/stores/thon-scope';
import { eventReads, importStore, teamNameStore } from '../data/stores/events';
import type { ImportStore, TeamNameStore } from '../domain/events/ports';
import type { ImportParticipantsDeps } from '../domain/events/import-participants';
import { cloudFrontCdn } from '../platform/cdn';
import { systemClock } from '../platform/clock';
import { secretIdKey } from '../platform/id-key';
import { randomIds } from '../platform/ids';
import { participantCreation } from './participant-creation';

export const importParticipantsDeps: ImportParticipantsDeps = {
  events: eventReads,
  callers: thonScopeReads,
  imports: importStore satisfies ImportStore,
  teams: teamNameStore satisfies TeamNameStore,
  creation: participantCreation,
  ids: randomIds,
  clock: systemClock,
  idKey: secretIdKey,
  cdn: cloudFrontCdn,
};
