// A student page a family makes its own (docs/prizes.md): the family's message and photo, the
// organizer's review of them, and the Thon's photo switch. Part of the route table (index:
// ../routes.ts); a handler or web feature imports only its area.
import { defineRoute, type AnyRoute } from '../route-definition';
import {
  confirmStudentPhotoUploadRequestSchema,
  familyPhotosAllowedSchema,
  moderateStudentPageRequestSchema,
  participantOnlyRequestSchema,
  setFamilyPhotosAllowedRequestSchema,
  setStudentPageMessageRequestSchema,
  studentPageReviewsQuerySchema,
  studentPageReviewsSchema,
  studentPageStateSchema,
  studentPhotoUploadRequestSchema,
  studentPhotoUploadSchema,
} from '../schemas/student-pages';
import { noQuery, thonScoped, thonScopedRoles } from './route-defaults';

/** A linked parent; the participant themselves from grade 8 (the use case decides per child). */
const messageWriters = { kind: 'signed-in', roles: ['parent', 'participant'] } as const;
/** Only a parent uploads a photo of a child, with their consent. */
const parents = { kind: 'signed-in', roles: ['parent'] } as const;
/** A linked parent, or the Thon's workers (their scope decides per Thon). */
const photoRemovers = { kind: 'signed-in', roles: ['parent', ...thonScopedRoles] } as const;

export const studentPageRoutes = {
  setStudentPageMessage: defineRoute({
    name: 'SetStudentPageMessage',
    summary:
      "Sets the family's message on a student's page (at most 280 characters, no links; '' removes it); a hidden message stays hidden",
    method: 'POST',
    path: '/api/StudentPage/SetStudentPageMessage',
    handler: 'student-pages/set-student-page-message',
    auth: messageWriters,
    table: 'write',
    uses: ['cdn'],
    request: { body: setStudentPageMessageRequestSchema, ...noQuery },
    response: studentPageStateSchema,
  }),
  studentPhotoUpload: defineRoute({
    name: 'StudentPhotoUpload',
    summary:
      "A presigned S3 POST for a photo of a linked child, with the parent's consent, when the Thon allows photos (the landing pages' upload)",
    method: 'POST',
    path: '/api/StudentPage/StudentPhotoUpload',
    handler: 'student-pages/student-photo-upload',
    auth: parents,
    table: 'read',
    uses: ['uploads'],
    request: { body: studentPhotoUploadRequestSchema, ...noQuery },
    response: studentPhotoUploadSchema,
  }),
  confirmStudentPhotoUpload: defineRoute({
    name: 'ConfirmStudentPhotoUpload',
    summary:
      'Checks the uploaded photo, re-encodes it without metadata and keeps it privately, pending review; replaces an earlier photo',
    method: 'POST',
    path: '/api/StudentPage/ConfirmStudentPhotoUpload',
    handler: 'student-pages/confirm-student-photo-upload',
    auth: parents,
    table: 'write',
    uses: ['uploads', 'student-photos', 'cdn'],
    request: { body: confirmStudentPhotoUploadRequestSchema, ...noQuery },
    response: studentPageStateSchema,
  }),
  removeStudentPhoto: defineRoute({
    name: 'RemoveStudentPhoto',
    summary: "Deletes a student's photo, pending and published, and clears it from the page",
    method: 'POST',
    path: '/api/StudentPage/RemoveStudentPhoto',
    handler: 'student-pages/remove-student-photo',
    auth: photoRemovers,
    table: 'write',
    uses: ['student-photos', 'cdn'],
    request: { body: participantOnlyRequestSchema, ...noQuery },
    response: studentPageStateSchema,
  }),
  listStudentPageReviews: defineRoute({
    name: 'ListStudentPageReviews',
    summary: "A Thon's photos waiting for review (short-lived previews) and every family message",
    method: 'GET',
    path: '/api/StudentPage/ListStudentPageReviews',
    handler: 'student-pages/list-student-page-reviews',
    auth: thonScoped,
    table: 'read',
    uses: ['student-photos'],
    request: { query: studentPageReviewsQuerySchema },
    response: studentPageReviewsSchema,
  }),
  moderateStudentPage: defineRoute({
    name: 'ModerateStudentPage',
    summary:
      "Approves (publishes) or rejects the photo under review and hides or shows the family's message; audited",
    method: 'POST',
    path: '/api/StudentPage/ModerateStudentPage',
    handler: 'student-pages/moderate-student-page',
    auth: thonScoped,
    table: 'write',
    uses: ['student-photos', 'cdn'],
    request: { body: moderateStudentPageRequestSchema, ...noQuery },
    response: studentPageStateSchema,
  }),
  setFamilyPhotosAllowed: defineRoute({
    name: 'SetFamilyPhotosAllowed',
    summary: "Turns family photos on or off for a Thon (off hides every photo from the Thon's pages)",
    method: 'POST',
    path: '/api/StudentPage/SetFamilyPhotosAllowed',
    handler: 'student-pages/set-family-photos-allowed',
    auth: thonScoped,
    table: 'write',
    uses: ['cdn'],
    request: { body: setFamilyPhotosAllowedRequestSchema, ...noQuery },
    response: familyPhotosAllowedSchema,
  }),
} as const satisfies Record<string, AnyRoute>;
