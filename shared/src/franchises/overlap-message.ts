// The sentence a franchise write answers when its territory overlaps another franchise's.
import { overlapZipPrefix, overlapZipPrefixInState, territoryOverlaps } from '../catalog/messages';
import type { TerritoryOverlap } from './territory';

export function territoryOverlapMessage(franchiseName: string, overlap: TerritoryOverlap): string {
  const parts = [
    ...overlap.States,
    ...overlap.ZipPrefixes.map(overlapZipPrefix),
    ...overlap.ZipPrefixesInStates.map(({ ZipPrefix, State }) => overlapZipPrefixInState(ZipPrefix, State)),
  ];
  return territoryOverlaps(franchiseName, parts.join(', '));
}
