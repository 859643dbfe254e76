// An award's id on the wire: its key within the Thon (team, participant, level) joined by '~'.
// Opaque to clients; the ids it joins are the product's own (UUIDs and level ids), never a '~'.
import type { AwardKey } from '../../data/repositories/prize-awards-repository';

const separator = '~';

export function awardIdOf(award: Pick<AwardKey, 'teamId' | 'participantId' | 'levelId'>): string {
  return [award.teamId, award.participantId, award.levelId].join(separator);
}

/** The award's key in `eventId`, or undefined for an id this API never handed out. */
export function awardKeyOf(eventId: string, awardId: string): AwardKey | undefined {
  const parts = awardId.split(separator);
  if (parts.length !== 3 || parts.some((part) => part.length === 0)) return undefined;
  const [teamId = '', participantId = '', levelId = ''] = parts;
  return { eventId, teamId, participantId, levelId };
}
