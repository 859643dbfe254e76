// GetMyPledges: the pledges the signed-in user made (matched by their account's email, which the
// account verified at sign-up) and, for a parent, each linked child's pledges received.
import type { z } from 'zod';
import type { myPledgesSchema } from '@thon/shared/api/schemas/pledges';
import { noSuchUser } from '@thon/shared/catalog/messages';
import { getEvents } from '../../data/repositories/events-repository';
import { listParentLinks } from '../../data/repositories/parents-repository';
import { getParticipants } from '../../data/repositories/participants-repository';
import { listPledgesOfDonor } from '../../data/repositories/pledges-repository';
import { getUser, normalizeEmail } from '../../data/repositories/users-repository';
import type { Caller } from '../../platform/caller';
import { NotFound } from '../errors';
import { displayName } from '../display-name';
import { pledgesWithTotals } from './participant-pledges';
import { pledgeSummaryOf } from './pledge-views';
import { pledgeTermsOf } from './pledge-terms';

export async function myPledges(caller: Caller): Promise<z.input<typeof myPledgesSchema>> {
  const user = await getUser(caller.userId);
  if (!user) throw new NotFound(noSuchUser);
  const [made, links] = await Promise.all([
    user.email ? listPledgesOfDonor(normalizeEmail(user.email)) : [],
    caller.role === 'parent' ? listParentLinks(caller.userId) : [],
  ]);
  const participantIds = [
    ...new Set([...made.map((pledge) => pledge.participantId), ...links.map((link) => link.participantId)]),
  ];
  const participants = await getParticipants(participantIds);
  const events = await getEvents([...new Set(participants.map((participant) => participant.eventId))]);
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
      return participant && event ? [pledgesWithTotals(participant, event)] : [];
    }),
  );
  return { Made, Received };
}
