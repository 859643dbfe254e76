// Landing pages and their url claims. A page and its url claim are written together;
// a url change deletes the old claim and creates the new one in the same transaction as the page.
import type { EntityItem } from 'electrodb';
import type { landingPageEntity } from '../entities/landing-page';
import { thon } from '../thon-service';
import { writeNamed, type WriteOutcome } from './write-transaction';

export type LandingPageRecord = EntityItem<typeof landingPageEntity>;
export type NewLandingPage = Omit<LandingPageRecord, 'createdAt' | 'updatedAt' | 'allPages'>;
/** The fields a manager edits (url apart). */
export type LandingPageFields = Pick<
  LandingPageRecord,
  'title' | 'subTitle' | 'quote' | 'teamBio' | 'imageKey' | 'videoUrl'
>;

export function createLandingPage(page: NewLandingPage): Promise<WriteOutcome<'page' | 'url'>> {
  const now = new Date().toISOString();
  return writeNamed(({ landingPage, landingUrlClaim }) => ({
    page: landingPage.create({ ...page, createdAt: now, updatedAt: now }).commit(),
    url: landingUrlClaim.create({ url: page.url, landingPageId: page.landingPageId }).commit(),
  }));
}

/** The optional fields left empty are removed from the item, not stored as ''. */
function splitFields(fields: LandingPageFields) {
  const set: Partial<LandingPageFields> = { title: fields.title };
  const remove: (keyof LandingPageFields)[] = [];
  for (const key of ['subTitle', 'quote', 'teamBio', 'imageKey', 'videoUrl'] as const) {
    const value = fields[key];
    if (value) set[key] = value;
    else remove.push(key);
  }
  return { set, remove };
}

/**
 * Changes the page (if it is still at `currentUrl`) and, when the url changes, moves its claim:
 * the new claim is created only if absent and the old one deleted only if it is this page's.
 */
export function updateLandingPage(input: {
  landingPageId: string;
  currentUrl: string;
  url: string;
  fields: LandingPageFields;
}): Promise<WriteOutcome<'page' | 'newUrl' | 'oldUrl'>> {
  const { set, remove } = splitFields(input.fields);
  const moving = input.url !== input.currentUrl;
  return writeNamed(({ landingPage, landingUrlClaim }) => ({
    page: landingPage
      .patch({ landingPageId: input.landingPageId })
      .set({ ...set, url: input.url, updatedAt: new Date().toISOString() })
      .remove(remove)
      .where(({ url }, { eq }) => eq(url, input.currentUrl))
      .commit(),
    ...(moving
      ? {
          newUrl: landingUrlClaim.create({ url: input.url, landingPageId: input.landingPageId }).commit(),
          oldUrl: landingUrlClaim
            .delete({ url: input.currentUrl })
            .where(({ landingPageId }, { eq }) => eq(landingPageId, input.landingPageId))
            .commit(),
        }
      : {}),
  }));
}

export function deleteLandingPage(page: Pick<LandingPageRecord, 'landingPageId' | 'url'>) {
  return writeNamed(({ landingPage, landingUrlClaim }) => ({
    page: landingPage
      .delete({ landingPageId: page.landingPageId })
      .where(({ url }, { eq }) => eq(url, page.url))
      .commit(),
    url: landingUrlClaim
      .delete({ url: page.url })
      .where(({ landingPageId }, { eq }) => eq(landingPageId, page.landingPageId))
      .commit(),
  }));
}

export async function getLandingPage(landingPageId: string): Promise<LandingPageRecord | undefined> {
  const { data } = await thon().entities.landingPage.get({ landingPageId }).go();
  return data ?? undefined;
}

/** The page id holding a url, if any (one GetItem). */
export async function findLandingPageIdByUrl(url: string): Promise<string | undefined> {
  const { data } = await thon().entities.landingUrlClaim.get({ url }).go();
  return data?.landingPageId;
}

export async function listLandingPagesOfOwner(ownerUserId: string): Promise<LandingPageRecord[]> {
  const { data } = await thon().entities.landingPage.query.byOwner({ ownerUserId }).go({ pages: 'all' });
  return data;
}

export async function listAllLandingPages(): Promise<LandingPageRecord[]> {
  const { data } = await thon()
    .entities.landingPage.query.all({ allPages: 'landingPages' })
    .go({ pages: 'all' });
  return data;
}
