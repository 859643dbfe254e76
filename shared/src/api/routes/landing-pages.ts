// Landing pages and their images: the landing-pages/ handlers, under the spec's paths
// (/api/LandingPage/…, /LandingPageImage/…). Part of the route table (index: ../routes.ts); a
// handler or web feature imports only its area.
import { defineRoute, type AnyRoute } from '../route-definition';
import {
  addLandingPageRequestSchema,
  confirmImageUploadRequestSchema,
  confirmedImageSchema,
  deletedLandingPageSchema,
  imageUploadRequestSchema,
  imageUploadSchema,
  landingPageIdPathSchema,
  landingPageSchema,
  landingPagesSchema,
  landingUrlAvailabilitySchema,
  landingUrlForUpdatePathSchema,
  landingUrlPathSchema,
  publicLandingPageSchema,
  updateLandingPageRequestSchema,
} from '../schemas/landing-pages';
import { noQuery, publicPageCache } from './route-defaults';

/** Organizers manage their events' pages, team leaders their team's, super admins all. */
const managers = {
  kind: 'signed-in',
  roles: ['organizer', 'team-leader', 'super-admin', 'franchisee-user'],
} as const;

export const landingPageRoutes = {
  getLandingPages: defineRoute({
    name: 'GetLandingPages',
    summary: "The signed-in organizer's or team leader's landing pages (a super admin's: all)",
    method: 'GET',
    path: '/api/LandingPage/GetLandingPages',
    handler: 'landing-pages/get-landing-pages',
    auth: managers,
    table: 'read',
    request: { ...noQuery },
    response: landingPagesSchema,
  }),
  addLandingPage: defineRoute({
    name: 'AddLandingPage',
    summary:
      "Creates a landing page; its url is claimed in the same transaction ('URL already exists. Please try another.')",
    method: 'POST',
    path: '/api/LandingPage/AddLandingPage',
    handler: 'landing-pages/add-landing-page',
    auth: managers,
    table: 'write',
    uses: ['uploads'],
    request: { body: addLandingPageRequestSchema, ...noQuery },
    response: landingPageSchema,
  }),
  updateLandingPage: defineRoute({
    name: 'UpdateLandingPage',
    summary:
      'Changes a landing page; a new url is claimed and the old one released in one transaction; the public copy is invalidated',
    method: 'POST',
    path: '/api/LandingPage/UpdateLandingPage',
    handler: 'landing-pages/update-landing-page',
    auth: managers,
    table: 'write',
    uses: ['uploads', 'cdn'],
    request: { body: updateLandingPageRequestSchema, ...noQuery },
    response: landingPageSchema,
  }),
  deleteLandingPage: defineRoute({
    name: 'DeleteLandingPage',
    summary: 'Deletes a landing page and releases its url; the public copy is invalidated',
    method: 'DELETE',
    path: '/api/LandingPage/DeleteLandingPage/{id}',
    handler: 'landing-pages/delete-landing-page',
    auth: managers,
    table: 'write',
    uses: ['cdn'],
    request: { path: landingPageIdPathSchema, ...noQuery },
    response: deletedLandingPageSchema,
  }),
  isLandingPageAvailableForAdd: defineRoute({
    name: 'IsLandingPageAvailableForAdd',
    summary: 'Whether a url can be taken by a new landing page',
    method: 'GET',
    path: '/api/LandingPage/IsLandingPageAvailableForAdd/{url}',
    handler: 'landing-pages/is-landing-page-available-for-add',
    auth: managers,
    table: 'read',
    request: { path: landingUrlPathSchema, ...noQuery },
    response: landingUrlAvailabilitySchema,
  }),
  isLandingPageAvailableForUpdate: defineRoute({
    name: 'IsLandingPageAvailableForUpdate',
    summary: 'Whether a landing page may change to a url (its own counts as available)',
    method: 'GET',
    path: '/api/LandingPage/IsLandingPageAvailableForUpdate/{id}/{url}',
    handler: 'landing-pages/is-landing-page-available-for-update',
    auth: managers,
    table: 'read',
    request: { path: landingUrlForUpdatePathSchema, ...noQuery },
    response: landingUrlAvailabilitySchema,
  }),
  getLandingPageByUrl: defineRoute({
    name: 'GetLandingPageByUrl',
    summary:
      'The public landing page at a vanity url, for visitors (cached by CloudFront, invalidated on update and delete)',
    method: 'GET',
    path: '/api/LandingPage/GetLandingPageByUrl/{url}',
    handler: 'landing-pages/get-landing-page-by-url',
    auth: { kind: 'public' },
    table: 'read',
    cache: publicPageCache,
    request: { path: landingUrlPathSchema, ...noQuery },
    response: publicLandingPageSchema,
  }),
  imageUpload: defineRoute({
    name: 'ImageUpload',
    summary:
      'A presigned S3 POST for one landing-page image (content type and at most 8 MB in its conditions, into incoming/, expiring after a day)',
    method: 'POST',
    path: '/LandingPageImage/ImageUpload',
    handler: 'landing-pages/image-upload',
    auth: managers,
    table: 'none',
    uses: ['uploads'],
    request: { body: imageUploadRequestSchema, ...noQuery },
    response: imageUploadSchema,
  }),
  confirmImageUpload: defineRoute({
    name: 'ConfirmImageUpload',
    summary:
      "Checks the uploaded object itself (size, magic bytes, allowed types; the spec's message for each), strips its metadata, sizes it and publishes it",
    method: 'POST',
    path: '/LandingPageImage/ConfirmImageUpload',
    handler: 'landing-pages/confirm-image-upload',
    auth: managers,
    table: 'none',
    uses: ['uploads'],
    request: { body: confirmImageUploadRequestSchema, ...noQuery },
    response: confirmedImageSchema,
  }),
} as const satisfies Record<string, AnyRoute>;
