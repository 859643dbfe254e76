// ListStudentPageReviews: what a worker on the Thon reviews: photos waiting for a decision, each
// shown through a presigned GET of the private object that expires in five minutes (the review
// page loads it at once; a copied link soon stops working), and every family message, hidden ones
// included, and the photos already on student pages, which a worker can still take down. One Query
// for the participants, one for the classes' names.
import type { StudentPageReviews, StudentPageReviewsQuery } from '@thon/shared/api/schemas/student-pages';
import { canWorkOnThon } from '../access/scope';
import { thonInScope } from '../access/thon-scope';
import type { Caller } from '../caller';
import { photoIdOf } from './photo-keys';
import type { StudentPagePorts } from './ports';

export const previewSeconds = 5 * 60;

export async function listStudentPageReviews(
  deps: Pick<StudentPagePorts, 'reads' | 'photos'>,
  caller: Caller,
  query: StudentPageReviewsQuery,
): Promise<StudentPageReviews> {
  const event = await thonInScope(deps.reads, caller, await deps.reads.getEvent(query.ThonId), canWorkOnThon);
  const [participants, teams] = await Promise.all([
    deps.reads.listParticipantsOfEvent(event.eventId),
    deps.reads.listTeamsOfEvent(event.eventId),
  ]);
  const classNames = new Map(teams.map((team) => [team.teamId, team.name]));
  const who = (participant: (typeof participants)[number]) => {
    const className = classNames.get(participant.teamId);
    return {
      ParticipantId: participant.participantId,
      Name: `${participant.firstName} ${participant.lastName}`.trim(),
      ...(className ? { ClassName: className } : {}),
    };
  };
  const pending = participants.flatMap((participant) => {
    const photoId =
      participant.photoStatus === 'pending' ? photoIdOf(participant.photoPendingKey) : undefined;
    return photoId ? [{ participant, photoId }] : [];
  });
  const Photos = await Promise.all(
    pending.map(async ({ participant, photoId }) => ({
      ...who(participant),
      PhotoId: photoId,
      PreviewUrl: await deps.photos.previewUrl(photoId, previewSeconds),
    })),
  );
  const Published = participants.flatMap((participant) =>
    participant.photoStatus === 'approved' && participant.photoUrl
      ? [{ ...who(participant), PhotoUrl: participant.photoUrl }]
      : [],
  );
  const Messages = participants.flatMap((participant) =>
    participant.pageMessage
      ? [
          {
            ...who(participant),
            Message: participant.pageMessage,
            Hidden: participant.pageMessageHidden === true,
          },
        ]
      : [],
  );
  return { FamilyPhotosAllowed: event.familyPhotosAllowed === true, Photos, Published, Messages };
}
