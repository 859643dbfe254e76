// Sharing: the sharing/ handlers. Part of the route table (index: ../routes.ts); a
// handler or web feature imports only its area.
import { defineRoute, type AnyRoute } from '../route-definition';
import {
  eventTemplatesSchema,
  guestShareSchema,
  recordShareRequestSchema,
  recordShareResponseSchema,
  sendEmailInvitesRequestSchema,
  sendInvitesResponseSchema,
  sendSmsInvitesRequestSchema,
  shareEventPathSchema,
  shareKitQuerySchema,
  shareKitSchema,
  shareParticipantPathSchema,
  shareTemplatesSchema,
  unsubscribeQuerySchema,
  unsubscribeResponseSchema,
} from '../schemas/sharing';
import { testOutboxSchema } from '../schemas/thon-test';
import { anySignedIn, noQuery, publicPageCache, thonScoped } from './route-defaults';

export const sharingRoutes = {
  getTestOutbox: defineRoute({
    name: 'GetTestOutbox',
    summary:
      "A test Thon's outbox: the invitations and reminders it kept instead of sending (never SES or SNS), newest first; a real Thon answers 404",
    method: 'GET',
    path: '/api/sharing/GetTestOutbox/{eventId}',
    handler: 'sharing/get-test-outbox',
    auth: thonScoped,
    table: 'read',
    request: { path: shareEventPathSchema, ...noQuery },
    response: testOutboxSchema,
  }),
  getShareKit: defineRoute({
    name: 'GetShareKit',
    summary:
      "A participant's share kit: rendered templates, share links per channel, shares against the goal, the invite list (the participant, linked parents, class teacher, team leader, organizers)",
    method: 'GET',
    path: '/api/sharing/GetShareKit/{participantId}',
    handler: 'sharing/get-share-kit',
    auth: anySignedIn,
    table: 'read',
    request: { path: shareParticipantPathSchema, query: shareKitQuerySchema },
    response: shareKitSchema,
  }),
  sendEmailInvites: defineRoute({
    name: 'SendEmailInvites',
    summary:
      'Invite up to 100 people by email for a participant (SES); one invalid address blocks the send; people already invited are skipped; requires an Idempotency-Key header',
    method: 'POST',
    path: '/api/sharing/SendEmailInvites',
    handler: 'sharing/send-email-invites',
    auth: anySignedIn,
    table: 'write',
    uses: ['email', 'id-key'],
    request: { body: sendEmailInvitesRequestSchema, ...noQuery },
    response: sendInvitesResponseSchema,
  }),
  sendSmsInvites: defineRoute({
    name: 'SendSmsInvites',
    summary:
      'Text up to 30 mobile numbers for a participant (SNS Publish, transactional); opted-out numbers are skipped; requires an Idempotency-Key header',
    method: 'POST',
    path: '/api/sharing/SendSmsInvites',
    handler: 'sharing/send-sms-invites',
    auth: anySignedIn,
    table: 'write',
    uses: ['sms'],
    request: { body: sendSmsInvitesRequestSchema, ...noQuery },
    response: sendInvitesResponseSchema,
  }),
  recordShare: defineRoute({
    name: 'RecordShare',
    summary:
      'A social share of a participant page (Facebook, X, WhatsApp, copy link, native share), counted toward the goal of 20',
    method: 'POST',
    path: '/api/sharing/RecordShare',
    handler: 'sharing/record-share',
    auth: { kind: 'public' },
    table: 'write',
    request: { body: recordShareRequestSchema, ...noQuery },
    response: recordShareResponseSchema,
  }),
  getGuestShare: defineRoute({
    name: 'GetGuestShare',
    summary:
      'The guest-share template rendered for a participant (in English and Spanish), with share links: what a visitor or a donor who just pledged passes on',
    method: 'GET',
    path: '/api/sharing/GetGuestShare/{participantId}',
    handler: 'sharing/get-guest-share',
    auth: { kind: 'public' },
    table: 'read',
    cache: publicPageCache,
    request: { path: shareParticipantPathSchema, ...noQuery },
    response: guestShareSchema,
  }),
  getEventTemplates: defineRoute({
    name: 'GetEventTemplates',
    summary:
      "The event's email, SMS and guest-share templates, our defaults, the placeholders and sample values for a preview",
    method: 'GET',
    path: '/api/sharing/GetEventTemplates/{eventId}',
    handler: 'sharing/get-event-templates',
    auth: thonScoped,
    table: 'read',
    request: { path: shareEventPathSchema, ...noQuery },
    response: eventTemplatesSchema,
  }),
  updateEventTemplates: defineRoute({
    name: 'UpdateEventTemplates',
    summary:
      "Saves the event's three share templates (unknown placeholders and a missing {EventUrl} are refused)",
    method: 'POST',
    path: '/api/sharing/UpdateEventTemplates/{eventId}',
    handler: 'sharing/update-event-templates',
    auth: thonScoped,
    table: 'write',
    request: { path: shareEventPathSchema, body: shareTemplatesSchema, ...noQuery },
    response: eventTemplatesSchema,
  }),
  unsubscribe: defineRoute({
    name: 'Unsubscribe',
    summary:
      "Stops every invitation and reminder to the address in the token (the email's link and its one-click List-Unsubscribe POST, RFC 8058, whose form body is ignored)",
    method: 'POST',
    path: '/api/sharing/Unsubscribe',
    handler: 'sharing/unsubscribe',
    auth: { kind: 'public' },
    table: 'write',
    uses: ['id-key'],
    request: { query: unsubscribeQuerySchema },
    response: unsubscribeResponseSchema,
  }),
} as const satisfies Record<string, AnyRoute>;
