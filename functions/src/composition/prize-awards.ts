// Ready deps for the prize awards: the nightly lock, the pick list and its moves. The table only.
import type { ListAwardsDeps } from '../domain/prize-awards/list-prize-awards';
import type { MoveAwardsDeps } from '../domain/prize-awards/move-prize-awards';
import type { LockDeps } from '../domain/prize-awards/ports';
import {
  prizeAwardStore,
  prizeEventPageReads,
  prizeNightStore,
  prizePledgeReads,
  prizeTeamReads,
  prizeThonReads,
} from '../data/stores/prize-awards';
import { thonScopeReads } from '../data/stores/thon-scope';
import { systemClock } from '../platform/clock';
import { randomIds } from '../platform/ids';
import { powertoolsLogger } from '../platform/logger';

export const lockDeps: LockDeps = {
  thons: prizeThonReads,
  eventPage: prizeEventPageReads,
  pledges: prizePledgeReads,
  awards: prizeAwardStore,
  nights: prizeNightStore,
  ids: randomIds,
  logger: powertoolsLogger,
};

export const listAwardsDeps: ListAwardsDeps = {
  eventPage: prizeEventPageReads,
  awards: prizeAwardStore,
  pledges: prizePledgeReads,
  callers: thonScopeReads,
};

export const moveAwardsDeps: MoveAwardsDeps = {
  thons: prizeThonReads,
  teams: prizeTeamReads,
  awards: prizeAwardStore,
  callers: thonScopeReads,
  clock: systemClock,
};
