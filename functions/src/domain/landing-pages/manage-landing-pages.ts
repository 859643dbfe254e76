// Add, change, delete and list landing pages. The url is unique through its claim item,
// written in the same transaction as the page: 50 concurrent adds of one url make one page and 49
// answers of the spec's message. A page may point only at an image ConfirmImageUpload published,
// so an upload abandoned halfway never leaves a page pointing at nothing.
import type { z } from 'zod';
import type {
  addLandingPageRequestSchema,
  LandingPage,
  updateLandingPageRequestSchema,
} from '@thon/shared/api/schemas/landing-pages';
import { noSuchLandingPage, uploadNotFound } from '@thon/shared/catalog/landing-page-messages';
import { landingPageUrlTaken } from '@thon/shared/catalog/messages';
import { isReservedLandingUrl } from '@thon/shared/landing-pages/landing-url';
import type { LandingPageFields, LandingPageRecord } from '../../data/repositories/landing-pages-repository';
import type { Caller } from '../caller';
import { Conflict, NotFound, RuleBroken } from '../errors';
import { managedScope, mayManage, ownerOf, type PageScope } from './landing-page-access';
import { landingPageView } from './landing-page-view';
import { imageKeyPattern, objectKeyOf } from './landing-images';
import type { LandingPagePorts } from './ports';
import { publicLandingPagePath } from './public-landing-page';

type AddRequest = z.infer<typeof addLandingPageRequestSchema>;
type UpdateRequest = z.infer<typeof updateLandingPageRequestSchema>;

export type ManageLandingPagesDeps = Pick<
  LandingPagePorts,
  'pages' | 'scopes' | 'uploads' | 'cdn' | 'ids' | 'clock' | 'site'
>;

async function checkedImageKey(
  uploads: LandingPagePorts['uploads'],
  imageKey: string | undefined,
): Promise<string | undefined> {
  if (!imageKey) return undefined;
  if (!imageKeyPattern.test(imageKey) || !(await uploads.headObject(objectKeyOf(imageKey)))) {
    throw new RuleBroken(uploadNotFound, [{ path: 'ImageKey', message: uploadNotFound }]);
  }
  return imageKey;
}

async function fieldsOf(
  uploads: LandingPagePorts['uploads'],
  request: AddRequest | UpdateRequest,
): Promise<LandingPageFields> {
  return {
    title: request.Title,
    subTitle: request.SubTitle || undefined,
    quote: request.Quote || undefined,
    teamBio: request.TeamBio || undefined,
    imageKey: await checkedImageKey(uploads, request.ImageKey),
    videoUrl: request.VideoUrl || undefined,
  };
}

const urlTaken = () => new RuleBroken(landingPageUrlTaken, [{ path: 'Url', message: landingPageUrlTaken }]);

export async function addLandingPage(
  deps: Omit<ManageLandingPagesDeps, 'cdn'>,
  caller: Caller,
  request: AddRequest,
): Promise<LandingPage> {
  const scope = await managedScope(deps.scopes, caller, request.EventId, request.TeamId);
  if (isReservedLandingUrl(request.Url)) throw urlTaken();
  const fields = await fieldsOf(deps.uploads, request);
  const page = {
    landingPageId: deps.ids.newId(),
    url: request.Url,
    eventId: scope.event.eventId,
    ...(scope.team ? { teamId: scope.team.teamId } : {}),
    ownerUserId: ownerOf(caller, scope),
    ...Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)),
    title: fields.title,
  };
  const outcome = await deps.pages.createLandingPage(page);
  if (!outcome.written) {
    if (outcome.refused.has('url')) throw urlTaken();
    throw new Conflict(landingPageUrlTaken);
  }
  const now = new Date(deps.clock.nowMs()).toISOString();
  return landingPageView(
    deps.site,
    { ...page, allPages: 'landingPages', createdAt: now, updatedAt: now },
    scope,
  );
}

/** The page and its scope, checked for the caller. */
async function managedPage(
  deps: Pick<ManageLandingPagesDeps, 'pages' | 'scopes'>,
  caller: Caller,
  landingPageId: string,
) {
  const page = await deps.pages.getLandingPage(landingPageId);
  if (!page) throw new NotFound(noSuchLandingPage);
  const scope = await managedScope(deps.scopes, caller, page.eventId, page.teamId).catch((error: unknown) => {
    throw error instanceof NotFound ? new NotFound(noSuchLandingPage) : error;
  });
  return { page, scope };
}

export async function updateLandingPage(
  deps: Omit<ManageLandingPagesDeps, 'ids' | 'clock'>,
  caller: Caller,
  request: UpdateRequest,
): Promise<LandingPage> {
  const { page, scope } = await managedPage(deps, caller, request.LandingPageId);
  if (request.Url !== page.url && isReservedLandingUrl(request.Url)) throw urlTaken();
  const fields = await fieldsOf(deps.uploads, request);
  const outcome = await deps.pages.updateLandingPage({
    landingPageId: page.landingPageId,
    currentUrl: page.url,
    url: request.Url,
    fields,
  });
  if (!outcome.written) {
    if (outcome.refused.has('newUrl')) throw urlTaken();
    // Changed or deleted meanwhile: the caller reloads and tries again.
    throw new Conflict(noSuchLandingPage);
  }
  await deps.cdn.invalidateAfterWrite([publicLandingPagePath(page.url), publicLandingPagePath(request.Url)]);
  const updated = await deps.pages.getLandingPage(page.landingPageId);
  if (!updated) throw new NotFound(noSuchLandingPage);
  return landingPageView(deps.site, updated, scope);
}

export async function deleteLandingPage(
  deps: Pick<ManageLandingPagesDeps, 'pages' | 'scopes' | 'cdn'>,
  caller: Caller,
  landingPageId: string,
): Promise<{ Deleted: true }> {
  const { page } = await managedPage(deps, caller, landingPageId);
  const outcome = await deps.pages.deleteLandingPage(page);
  if (!outcome.written) throw new Conflict(noSuchLandingPage);
  await deps.cdn.invalidateAfterWrite([publicLandingPagePath(page.url)]);
  return { Deleted: true };
}

/** The caller's pages (a super admin's: all), each with its event and team. */
export async function listLandingPages(
  deps: Pick<ManageLandingPagesDeps, 'pages' | 'scopes' | 'site'>,
  caller: Caller,
): Promise<{ LandingPages: LandingPage[] }> {
  const pages: LandingPageRecord[] =
    caller.role === 'super-admin'
      ? await deps.pages.listAllLandingPages()
      : await deps.pages.listLandingPagesOfOwner(caller.userId);
  const events = new Map(
    (await deps.scopes.getEvents([...new Set(pages.map((page) => page.eventId))])).map((event) => [
      event.eventId,
      event,
    ]),
  );
  const views = await Promise.all(
    pages.map(async (page) => {
      const event = events.get(page.eventId);
      if (!event) return undefined;
      const team = page.teamId ? await deps.scopes.getTeam(page.eventId, page.teamId) : undefined;
      const scope: PageScope = { event, ...(team ? { team } : {}) };
      return mayManage(caller, scope) || page.ownerUserId === caller.userId
        ? landingPageView(deps.site, page, scope)
        : undefined;
    }),
  );
  return { LandingPages: views.filter((view): view is LandingPage => view !== undefined) };
}
