// The landing-page editor's calls: the manager's pages, add, update, delete, the url
// availability checks and the image upload's two calls (presigned POST, then confirm). The public
// page has its own tiny module (load-public-landing-page.ts) so visitors download none of this.
import type { z } from 'zod';
import { eventRoutes } from '@thon/shared/api/routes/events';
import { landingPageRoutes } from '@thon/shared/api/routes/landing-pages';
import type {
  addLandingPageRequestSchema,
  imageUploadRequestSchema,
  LandingPage,
  updateLandingPageRequestSchema,
} from '@thon/shared/api/schemas/landing-pages';
import { callApi } from '../../../lib/api-client';

export type { LandingPage };
export type AddLandingPageRequest = z.input<typeof addLandingPageRequestSchema>;
export type UpdateLandingPageRequest = z.input<typeof updateLandingPageRequestSchema>;

export async function loadLandingPages(signal?: AbortSignal): Promise<LandingPage[]> {
  return (await callApi(landingPageRoutes.getLandingPages, { query: {} }, { signal })).LandingPages;
}

export function addLandingPage(page: AddLandingPageRequest) {
  return callApi(landingPageRoutes.addLandingPage, { body: page, query: {} });
}

export function updateLandingPage(page: UpdateLandingPageRequest) {
  return callApi(landingPageRoutes.updateLandingPage, { body: page, query: {} });
}

export function deleteLandingPage(id: string) {
  return callApi(landingPageRoutes.deleteLandingPage, { path: { id }, query: {} });
}

/** Whether a url can be taken: by a new page, or (with its id) by the page being edited. */
export function isLandingUrlAvailable(url: string, pageId: string | undefined, signal?: AbortSignal) {
  return pageId === undefined
    ? callApi(landingPageRoutes.isLandingPageAvailableForAdd, { path: { url }, query: {} }, { signal })
    : callApi(
        landingPageRoutes.isLandingPageAvailableForUpdate,
        { path: { id: pageId, url }, query: {} },
        { signal },
      );
}

export type ImageUploadRequest = z.input<typeof imageUploadRequestSchema>;

export function requestImageUpload(file: ImageUploadRequest) {
  return callApi(landingPageRoutes.imageUpload, { body: file, query: {} });
}

export type PresignedUpload = Awaited<ReturnType<typeof requestImageUpload>>;

export function confirmImageUpload(uploadId: string) {
  return callApi(landingPageRoutes.confirmImageUpload, { body: { UploadId: uploadId }, query: {} });
}

export type ConfirmedImage = Awaited<ReturnType<typeof confirmImageUpload>>;

/** The organizer's Thons, to choose a page's event from (GetMyThons). */
export function loadMyThons(signal?: AbortSignal) {
  return callApi(eventRoutes.getMyThons, { query: {} }, { signal });
}

export type EventChoice = Awaited<ReturnType<typeof loadMyThons>>[number];

/** The teams of an organizer's Thon, to give a page to one team (GetThonRoster). */
export async function loadEventTeams(eventId: string, signal?: AbortSignal) {
  const roster = await callApi(eventRoutes.getThonRoster, { path: { eventId }, query: {} }, { signal });
  return roster.Teams.map((team) => ({ TeamId: team.TeamId, Name: team.Name }));
}
