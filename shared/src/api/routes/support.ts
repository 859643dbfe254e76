// Contact and support: the support/ handlers. Part of the route table (index:
// ../routes.ts); a handler or web feature imports only its area.
import { maxContactRequestBytes } from '../../catalog/support';
import { defineRoute, type AnyRoute } from '../route-definition';
import {
  captchaChallengeSchema,
  contactRequestSchema,
  contactResponseSchema,
  supportIssueTypesSchema,
} from '../schemas/support';
import { noQuery } from './route-defaults';

export const supportRoutes = {
  sendContactMessage: defineRoute({
    name: 'AdminFranchiseeEmailContact',
    summary:
      "The contact/support form (multipart/form-data: the contact model, the attachments as repeated Files, the ALTCHA solution as altcha): emails support with the attachments (Reply-To the sender) and the sender a short receipt without their words, and with Jira configured opens an issue of the chosen type. Public: the captcha is the credential, each solution works once, and a client network sends at most 10 messages in 15 minutes. Attachments: PNG, JPEG (both re-encoded), PDF or plain text (.txt, .log) when content and extension agree, at most 4 MiB in total (the most a base64-encoded body fits in Lambda's 6 MB event)",
    method: 'POST',
    path: '/api/EmailTest/AdminFranchiseeEmailContact',
    handler: 'support/send-contact-message',
    auth: { kind: 'public' },
    table: 'write',
    uses: ['email', 'id-key', 'jira'],
    multipart: { maxBodyBytes: maxContactRequestBytes, fileField: 'Files' },
    request: { body: contactRequestSchema, ...noQuery },
    response: contactResponseSchema,
  }),
  getSupportIssueTypes: defineRoute({
    name: 'GetJiraIssueTypes',
    summary:
      "The issue types a support message may have: the Jira project's when Jira is configured (kept 10 minutes), else the configured default list",
    method: 'GET',
    path: '/api/events/getjiraissuetypes',
    handler: 'support/get-support-issue-types',
    auth: { kind: 'public' },
    table: 'none',
    uses: ['jira'],
    cache: { maxAge: 300, sMaxAge: 300, staleWhileRevalidate: 600 },
    request: noQuery,
    response: supportIssueTypesSchema,
  }),
  getCaptchaChallenge: defineRoute({
    name: 'GetCaptchaChallenge',
    summary:
      "A fresh ALTCHA proof-of-work challenge (altcha-lib 2 / widget 3, PBKDF2/SHA-256), signed with the server's key and valid for 10 minutes; the contact form's widget fetches it",
    method: 'GET',
    path: '/api/EmailTest/GetCaptchaChallenge',
    handler: 'support/get-captcha-challenge',
    auth: { kind: 'public' },
    table: 'none',
    uses: ['id-key'],
    request: noQuery,
    response: captchaChallengeSchema,
  }),
} as const satisfies Record<string, AnyRoute>;
