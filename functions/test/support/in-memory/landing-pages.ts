// In-memory landing pages and url claims (domain/landing-pages/ports.ts LandingPageStore), with
// the DynamoDB transaction's conditions: a url is claimed once; a change applies only while the
// page is still at the url it was read at, and moves the claim unless the new url is taken.
import type {
  LandingPageFields,
  LandingPageRecord,
  NewLandingPage,
} from '../../../src/data/repositories/landing-pages-repository';
import type { WriteOutcome } from '../../../src/data/repositories/write-transaction';
import type { LandingPageStore } from '../../../src/domain/landing-pages/ports';

const refused = <K extends string>(...names: K[]): WriteOutcome<K> => ({
  written: false,
  refused: new Set(names),
});

export class InMemoryLandingPages implements LandingPageStore {
  readonly pages = new Map<string, LandingPageRecord>();
  readonly claims = new Map<string, string>();
  private writes = 0;

  private stamp = () => `2026-05-04T15:00:${String((this.writes += 1) % 60).padStart(2, '0')}.000Z`;

  createLandingPage = (page: NewLandingPage): Promise<WriteOutcome<'page' | 'url'>> => {
    if (this.claims.has(page.url)) return Promise.resolve(refused('url'));
    if (this.pages.has(page.landingPageId)) return Promise.resolve(refused('page'));
    const at = this.stamp();
    this.claims.set(page.url, page.landingPageId);
    this.pages.set(page.landingPageId, {
      ...page,
      allPages: 'landingPages',
      createdAt: at,
      updatedAt: at,
    } as LandingPageRecord);
    return Promise.resolve({ written: true });
  };

  updateLandingPage = (input: {
    landingPageId: string;
    currentUrl: string;
    url: string;
    fields: LandingPageFields;
  }): Promise<WriteOutcome<'page' | 'newUrl' | 'oldUrl'>> => {
    const page = this.pages.get(input.landingPageId);
    if (page?.url !== input.currentUrl) return Promise.resolve(refused('page'));
    const moving = input.url !== input.currentUrl;
    if (moving && this.claims.has(input.url)) return Promise.resolve(refused('newUrl'));
    if (moving) {
      this.claims.delete(input.currentUrl);
      this.claims.set(input.url, input.landingPageId);
    }
    const fields = Object.fromEntries(
      Object.entries(input.fields).filter(([, value]) => value !== undefined),
    );
    const kept = Object.fromEntries(
      Object.entries(page).filter(([name]) => !(name in input.fields) || name in fields),
    ) as LandingPageRecord;
    this.pages.set(input.landingPageId, { ...kept, ...fields, url: input.url, updatedAt: this.stamp() });
    return Promise.resolve({ written: true });
  };

  deleteLandingPage = (
    page: Pick<LandingPageRecord, 'landingPageId' | 'url'>,
  ): Promise<WriteOutcome<'page' | 'url'>> => {
    if (this.pages.get(page.landingPageId)?.url !== page.url) return Promise.resolve(refused('page'));
    this.pages.delete(page.landingPageId);
    this.claims.delete(page.url);
    return Promise.resolve({ written: true });
  };

  getLandingPage = (landingPageId: string) => Promise.resolve(this.pages.get(landingPageId));
  findLandingPageIdByUrl = (url: string) => Promise.resolve(this.claims.get(url));
  listLandingPagesOfOwner = (ownerUserId: string) =>
    Promise.resolve([...this.pages.values()].filter((page) => page.ownerUserId === ownerUserId));
  listAllLandingPages = () => Promise.resolve([...this.pages.values()]);
}
