// A parent's dashboard with the student-page family controls behind it: GetParentDashboard answers
// the children as they stand, and SetStudentPageMessage, StudentPhotoUpload,
// ConfirmStudentPhotoUpload and RemoveStudentPhoto change them as the API does (a photo waits for
// approval once confirmed; a Thon without photos refuses the upload). What was sent is recorded.
import { http, HttpResponse } from 'msw';
import { participantRoutes } from '@thon/shared/api/routes/participants';
import { studentPageRoutes } from '@thon/shared/api/routes/student-pages';
import type { ParentDashboardChild } from '@thon/shared/api/schemas/participants';
import type {
  ConfirmStudentPhotoUploadRequest,
  ParticipantOnlyRequest,
  SetStudentPageMessageRequest,
  StudentPageState,
  StudentPhotoUploadRequest,
} from '@thon/shared/api/schemas/student-pages';
import {
  familyPhotosNotAllowed,
  studentPageMessageHasLink,
} from '@thon/shared/catalog/student-page-messages';
import { eventPageFixture, mswPath } from './handlers';
import { participantEntry } from './participant-handlers';

export const presignedUrl = 'https://uploads.example.test/';

/** A child of the dashboard: Maya, on the live event, no programme, no message or photo. */
export function dashboardChild(overrides: Partial<ParentDashboardChild> = {}): ParentDashboardChild {
  return {
    Participant: participantEntry({
      ParticipantId: 'participant-maya',
      FirstName: 'Maya',
      LastName: 'Reyes',
    }),
    EventName: eventPageFixture.Name,
    Goal: 300,
    Raised: 90,
    Progress: 30,
    AwaitingApproval: false,
    PageMessageHidden: false,
    FamilyPhotosAllowed: false,
    ...overrides,
  };
}

const stateOf = (child: ParentDashboardChild): StudentPageState => ({
  ParticipantId: child.Participant.ParticipantId,
  Message: child.PageMessage,
  Hidden: child.PageMessageHidden,
  PhotoStatus: child.PhotoStatus,
  PhotoUrl: child.PhotoUrl,
});

export function familyPageApi(initial: ParentDashboardChild[]) {
  const children = initial.map((child) => ({ ...child }));
  const sent = {
    messages: [] as SetStudentPageMessageRequest[],
    uploads: [] as StudentPhotoUploadRequest[],
    confirms: [] as ConfirmStudentPhotoUploadRequest[],
    removals: [] as ParticipantOnlyRequest[],
  };
  const find = (participantId: string) =>
    children.find((child) => child.Participant.ParticipantId === participantId);
  const notFound = () => HttpResponse.json({ message: 'Not found.' }, { status: 404 });
  const handlers = [
    http.get(mswPath(participantRoutes.getParentDashboard), () =>
      HttpResponse.json({ Participants: children }),
    ),
    http.post(mswPath(studentPageRoutes.setStudentPageMessage), async ({ request }) => {
      const body = (await request.json()) as SetStudentPageMessageRequest;
      sent.messages.push(body);
      const child = find(body.ParticipantId);
      if (!child) return notFound();
      if (/https?:\/\//u.test(body.Message)) {
        return HttpResponse.json({ message: studentPageMessageHasLink }, { status: 400 });
      }
      const message = body.Message.trim();
      child.PageMessage = message === '' ? undefined : message;
      child.FamilyMessage = child.PageMessageHidden ? undefined : child.PageMessage;
      return HttpResponse.json(stateOf(child));
    }),
    http.post(mswPath(studentPageRoutes.studentPhotoUpload), async ({ request }) => {
      const body = (await request.json()) as StudentPhotoUploadRequest;
      sent.uploads.push(body);
      const child = find(body.ParticipantId);
      if (!child) return notFound();
      if (!child.FamilyPhotosAllowed)
        return HttpResponse.json({ message: familyPhotosNotAllowed }, { status: 409 });
      return HttpResponse.json({
        UploadKey: `incoming/${body.ParticipantId}/photo-1`,
        Url: presignedUrl,
        Fields: { key: `incoming/${body.ParticipantId}/photo-1`, Policy: 'policy' },
        MaxBytes: body.Size,
        ExpiresAt: '2026-11-27T12:00:00.000Z',
      });
    }),
    http.post(mswPath(studentPageRoutes.confirmStudentPhotoUpload), async ({ request }) => {
      const body = (await request.json()) as ConfirmStudentPhotoUploadRequest;
      sent.confirms.push(body);
      const child = find(body.ParticipantId);
      if (!child) return notFound();
      child.PhotoStatus = 'pending';
      child.PhotoUrl = undefined;
      return HttpResponse.json(stateOf(child));
    }),
    http.post(mswPath(studentPageRoutes.removeStudentPhoto), async ({ request }) => {
      const body = (await request.json()) as ParticipantOnlyRequest;
      sent.removals.push(body);
      const child = find(body.ParticipantId);
      if (!child) return notFound();
      child.PhotoStatus = undefined;
      child.PhotoUrl = undefined;
      return HttpResponse.json(stateOf(child));
    }),
  ];
  return { handlers, children, sent };
}
