// Ready dependencies of the prizes area's saves: DynamoDB and CloudFront (a save invalidates the
// public prizes view and, for the levels, the Thon's student pages).
import { eventRosterReads } from '../data/stores/events';
import { prizeProductReads, prizeProgrammeReads, prizeProgrammeWrites } from '../data/stores/prizes';
import { thonScopeReads } from '../data/stores/thon-scope';
import type { SaveClassChallengesDeps } from '../domain/prizes/class-challenges';
import type { SavePrizeProgrammeDeps } from '../domain/prizes/prize-programme';
import { cloudFrontCdn } from '../platform/cdn';
import { systemClock } from '../platform/clock';
import { randomIds } from '../platform/ids';

export const savePrizeProgrammeDeps: SavePrizeProgrammeDeps = {
  reads: prizeProgrammeReads,
  products: prizeProductReads,
  writes: prizeProgrammeWrites,
  callers: thonScopeReads,
  roster: eventRosterReads,
  cdn: cloudFrontCdn,
  clock: systemClock,
  ids: randomIds,
};

export const saveClassChallengesDeps: SaveClassChallengesDeps = {
  reads: prizeProgrammeReads,
  writes: prizeProgrammeWrites,
  callers: thonScopeReads,
  cdn: cloudFrontCdn,
  clock: systemClock,
  ids: randomIds,
};
