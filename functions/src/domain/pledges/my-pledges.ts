// GetMyPledges: the pledges the signed-in user made (matched by their account's email, which the
// account verified at sign-up) and, for a parent, each linked child's pledges received.
import type { z } from 'zod';
import type { myPledgesSchema } from '@thon/shared/api/schemas/pledges';
import { noSuchUser } from '@thon/shared/catalog/messages';
import { normalizeEmail } from '@thon/shared/sharing/recipients';
import type { Caller } from '../caller';
import { NotFound } from '../errors';
import { displayName } from '../display-name';
import { pledgesWithTotals } from './participant-pledges';
import { pledgeSummaryOf } from './pledge-views';
import { pledgeTermsOf } from './pledge-terms';
import type { PledgePorts } from './ports';

/** The caller's account, the pledges made from its address, its children's, and what they name. */
export type MyPledgesDeps = Pick<PledgePorts, 'thons' | 'pledges' | 'listings'>;

export async function myPledges(
  deps: MyPledgesDeps,
  caller: Caller,
): Promise<z.input<typeof myPledgesSchema>> {
  const user = await deps.thons.getUser(caller.userId);
  if (!user) throw new NotFound(noSuchUser);
  const [made, links] = await Promise.all([
    user.email ? deps.listings.listPledgesOfDonor(normalizeEmail(user.email)) : [],
    caller.role === 'parent' ? deps.listings.listParentLinks(caller.userId) : [],
  ]);
  const participantIds = [
    ...new Set([...made.map((pledge) => pledge.participantId), ...links.map((link) => link.participantId)]),
  ];
  const participants = await deps.listings.getParticipants(participantIds);
  const events = await deps.listings.getEvents([
    ...new Set(participants.map((participant) => participant.eventId)),
  ]);
  const participantById = new Map(
    participants.map((participant) => [participant.participantId, participant]),
  );
  const eventById = new Map(events.map((event) => [event.eventId, event]));

  const Made = made
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .flatMap((pledge) => {
      const participant = participantById.get(pledge.participantId);
      const event = eventById.get(pledge.eventId);
      if (!participant || !event) return [];
      return [
        {
          ...pledgeSummaryOf(pledge, participant.units ?? 0, pledgeTermsOf(event).maxUnits, {
            revealAnonymous: true,
          }),
          ParticipantName: displayName(participant.firstName, participant.lastName),
          EventName: event.name,
          UnitName: event.unitName,
        },
      ];
    });
  const Received = await Promise.all(
    links.flatMap((link) => {
      const participant = participantById.get(link.participantId);
      const event = participant ? eventById.get(participant.eventId) : undefined;
      return participant && event ? [pledgesWithTotals(deps, participant, event)] : [];
    }),
  );
  return { Made, Received };
}
