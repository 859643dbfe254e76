// A parent takes a child off their list, freeing one of their 9 places. A child this parent
// created (and nobody else holds, never signed in, nothing recorded) is deleted with the link, so
// an add/remove loop leaves no orphans behind; its creation still counts toward the parent's 9 in
// that event. A child of the school keeps its record in its event (roster, class, access code,
// units and pledges), so the parent can link it again later with its access code.
import { participantNotLinked } from '@thon/shared/api/schemas/participants';
import type { Caller } from '../caller';
import { Conflict, NotFound } from '../errors';
import { changedAtTheSameTime } from '@thon/shared/catalog/messages';
import type { ParentLinkStore } from './ports';

export async function removeParentParticipant(
  deps: { links: Pick<ParentLinkStore, 'removeParticipantOfParent'> },
  caller: Caller,
  participantId: string,
): Promise<{ ParticipantId: string }> {
  const outcome = await deps.links.removeParticipantOfParent(caller.userId, participantId);
  if (outcome === 'not-linked') throw new NotFound(participantNotLinked);
  if (outcome === 'conflict') throw new Conflict(changedAtTheSameTime);
  return { ParticipantId: participantId };
}
