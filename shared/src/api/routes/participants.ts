// Participants, parents and teachers (spec section 7): the participants/ and parents/ handlers.
// Part of the route table (index: ../routes.ts); a handler or web feature imports only its area.
import { defineRoute, type AnyRoute } from '../route-definition';
import {
  addParticipantRequestSchema,
  addedParticipantSchema,
  experimentDataRequestSchema,
  experimentDataResponseSchema,
  joinEventRequestSchema,
  parentPathSchema,
  participantEntrySchema,
  participantListSchema,
  removeParticipantPathSchema,
  removeParticipantResponseSchema,
  teacherCheckPathSchema,
  teacherCheckResponseSchema,
  teacherPageOptInRequestSchema,
  teacherPageOptInResponseSchema,
  userIdPathSchema,
} from '../schemas/participants';
import { anySignedIn, noQuery } from './route-defaults';

export const participantRoutes = {
  // Participants, parents and utilities (spec section 7; issue 5). Entitlement to a participant
  // (themselves, their parent, their class teacher, their event's organizer, a super admin) is
  // checked in the domain; unknown ids answer 404, known ones the caller may not read 403.
  isLoggedInUserIsTeacher: defineRoute({
    name: 'IsLoggedInUserIsTeacher',
    summary:
      "Whether the caller (the bearer token's session) is a teacher and their class's event; {token} is the placeholder 'current'",
    method: 'GET',
    path: '/api/participants/IsLoggedInUserIsTeacher/{token}',
    handler: 'participants/is-logged-in-user-is-teacher',
    auth: anySignedIn,
    table: 'read',
    request: { path: teacherCheckPathSchema, ...noQuery },
    response: teacherCheckResponseSchema,
  }),
  getParticipantsByUserId: defineRoute({
    name: 'GetParticipantsByUserId',
    summary: "A user's participants (the caller's own, or ones the caller is entitled to)",
    method: 'GET',
    path: '/api/participants/GetParticipantsByUserId/{userId}',
    handler: 'participants/get-participants-by-user-id',
    auth: anySignedIn,
    table: 'read',
    request: { path: userIdPathSchema, ...noQuery },
    response: participantListSchema,
  }),
  getParticipantsByParent: defineRoute({
    name: 'GetParticipantsByParent',
    summary: "A parent's participants (a parent reads only their own)",
    method: 'GET',
    path: '/api/Parent/GetParticipantsByParent/{parentId}/{userId}',
    handler: 'parents/get-participants-by-parent',
    auth: { kind: 'signed-in', roles: ['parent', 'super-admin'] },
    table: 'read',
    request: { path: parentPathSchema, ...noQuery },
    response: participantListSchema,
  }),
  addParentParticipant: defineRoute({
    name: 'AddParticipant',
    summary:
      "A parent links a child by access code and its event's code, or creates one for an event (at most 9 per parent)",
    method: 'POST',
    path: '/api/Parent/AddParticipant',
    handler: 'parents/add-participant',
    auth: { kind: 'signed-in', roles: ['parent'] },
    table: 'write',
    request: { body: addParticipantRequestSchema },
    response: addedParticipantSchema,
  }),
  removeParentParticipant: defineRoute({
    name: 'RemoveParticipant',
    summary:
      'A parent takes a child off their list (frees one of the 9 places); the participant stays in its event',
    method: 'DELETE',
    path: '/api/Parent/RemoveParticipant/{participantId}',
    handler: 'parents/remove-participant',
    auth: { kind: 'signed-in', roles: ['parent'] },
    table: 'write',
    request: { path: removeParticipantPathSchema, ...noQuery },
    response: removeParticipantResponseSchema,
  }),
  addParticipantTestGroupData: defineRoute({
    name: 'AddParticipantTestGroupData',
    summary: "Store a participant's experiment assignment; its variant picks the student page layout",
    method: 'POST',
    path: '/api/Utilities/AddParticipantTestGroupData',
    handler: 'participants/add-participant-test-group-data',
    auth: anySignedIn,
    table: 'write',
    request: { body: experimentDataRequestSchema },
    response: experimentDataResponseSchema,
  }),
  joinEvent: defineRoute({
    name: 'JoinEvent',
    summary: 'A signed-in participant joins an event by its code (once per event)',
    method: 'POST',
    path: '/api/participants/JoinEvent',
    handler: 'participants/join-event',
    auth: { kind: 'signed-in', roles: ['participant', 'test-user'] },
    table: 'write',
    uses: ['id-key'],
    request: { body: joinEventRequestSchema },
    response: participantEntrySchema,
  }),
  setTeacherPageOptIn: defineRoute({
    name: 'SetTeacherPageOptIn',
    summary: 'A teacher shows or hides their class page to parents and donors (session flag)',
    method: 'POST',
    path: '/api/participants/SetTeacherPageOptIn',
    handler: 'participants/set-teacher-page-opt-in',
    auth: { kind: 'signed-in', roles: ['teacher'] },
    table: 'write',
    request: { body: teacherPageOptInRequestSchema },
    response: teacherPageOptInResponseSchema,
  }),
} as const satisfies Record<string, AnyRoute>;
