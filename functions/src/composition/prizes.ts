// Ready dependencies of the prizes area's reads (GetPrizeProgramme, the public GetThonPrizes):
// DynamoDB only, so these handlers bundle no other client (the saves: prizes-saves.ts).
import { prizeProgrammeReads, thonPrizesReads } from '../data/stores/prizes';
import { thonScopeReads } from '../data/stores/thon-scope';
import type { ThonPrizesReads } from '../domain/prizes/ports';
import type { GetPrizeProgrammeDeps } from '../domain/prizes/prize-programme';

export const getPrizeProgrammeDeps: GetPrizeProgrammeDeps = {
  reads: prizeProgrammeReads,
  callers: thonScopeReads,
};

export const thonPrizesDeps: ThonPrizesReads = thonPrizesReads;
