// msw handlers for the family pages' review: an in-memory fake of ListStudentPageReviews,
// ModerateStudentPage, SetFamilyPhotosAllowed and RemoveStudentPhoto (a published photo leaves the
// list). A photo decision names the photo the organizer
// saw (another one in its place answers 409 with the API's wording); a decided photo leaves the
// queue; a message keeps its text and flips Hidden. What was sent is recorded for the tests.
import { http, HttpResponse } from 'msw';
import { studentPageRoutes } from '@thon/shared/api/routes/student-pages';
import type {
  ModerateStudentPageRequest,
  ParticipantOnlyRequest,
  SetFamilyPhotosAllowedRequest,
  StudentPageReviews,
} from '@thon/shared/api/schemas/student-pages';
import { studentPhotoChanged } from '@thon/shared/catalog/student-page-messages';
import { mswPath } from './handlers';

export function reviewsFixture(overrides: Partial<StudentPageReviews> = {}): StudentPageReviews {
  return {
    FamilyPhotosAllowed: true,
    Photos: [
      {
        ParticipantId: 'p-ava',
        PhotoId: 'photo-ava-1',
        Name: 'Ava Adams',
        ClassName: 'Room 12',
        PreviewUrl: 'https://uploads.test/pending/ava.jpg?signature=abc',
      },
    ],
    Published: [],
    Messages: [
      {
        ParticipantId: 'p-ben',
        Name: 'Ben Brown',
        ClassName: 'Room 14',
        Message: 'Go Ben go!',
        Hidden: false,
      },
    ],
    ...overrides,
  };
}

export function studentReviewApi(options: { reviews?: StudentPageReviews } = {}) {
  let reviews = options.reviews ?? reviewsFixture();
  const sent = {
    decisions: [] as ModerateStudentPageRequest[],
    switches: [] as SetFamilyPhotosAllowedRequest[],
    removals: [] as ParticipantOnlyRequest[],
  };
  const state = (participantId: string) => {
    const message = reviews.Messages.find((entry) => entry.ParticipantId === participantId);
    return {
      ParticipantId: participantId,
      ...(message ? { Message: message.Message } : {}),
      Hidden: message?.Hidden ?? false,
    };
  };
  const handlers = [
    http.get(mswPath(studentPageRoutes.listStudentPageReviews), () => HttpResponse.json(reviews)),
    http.post(mswPath(studentPageRoutes.moderateStudentPage), async ({ request }) => {
      const body = (await request.json()) as ModerateStudentPageRequest;
      sent.decisions.push(body);
      if (body.Photo) {
        const photo = reviews.Photos.find((entry) => entry.ParticipantId === body.ParticipantId);
        if (photo?.PhotoId !== body.PhotoId)
          return HttpResponse.json({ message: studentPhotoChanged }, { status: 409 });
        reviews = { ...reviews, Photos: reviews.Photos.filter((entry) => entry !== photo) };
      }
      if (body.MessageHidden !== undefined) {
        const hidden = body.MessageHidden;
        reviews = {
          ...reviews,
          Messages: reviews.Messages.map((entry) =>
            entry.ParticipantId === body.ParticipantId ? { ...entry, Hidden: hidden } : entry,
          ),
        };
      }
      return HttpResponse.json(state(body.ParticipantId));
    }),
    http.post(mswPath(studentPageRoutes.removeStudentPhoto), async ({ request }) => {
      const body = (await request.json()) as ParticipantOnlyRequest;
      sent.removals.push(body);
      reviews = {
        ...reviews,
        Published: reviews.Published.filter((entry) => entry.ParticipantId !== body.ParticipantId),
      };
      return HttpResponse.json(state(body.ParticipantId));
    }),
    http.post(mswPath(studentPageRoutes.setFamilyPhotosAllowed), async ({ request }) => {
      const body = (await request.json()) as SetFamilyPhotosAllowedRequest;
      sent.switches.push(body);
      reviews = { ...reviews, FamilyPhotosAllowed: body.Allowed };
      return HttpResponse.json({ ThonId: body.ThonId, FamilyPhotosAllowed: body.Allowed });
    }),
  ];
  return {
    handlers,
    sent,
    /** The family puts another photo in place of the one under review. */
    replacePhoto: (participantId: string, photoId: string) => {
      reviews = {
        ...reviews,
        Photos: reviews.Photos.map((entry) =>
          entry.ParticipantId === participantId ? { ...entry, PhotoId: photoId } : entry,
        ),
      };
    },
  };
}
