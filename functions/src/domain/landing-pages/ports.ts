// What the landing-page use cases ask of the outside world: the pages and their url claims, the
// event and team a page leads to, the uploads bucket, the CDN, ids, the clock, the site's origin
// (image URLs) and the log. composition/landing-page*.ts wires them; unit tests pass in-memory ones.
import type { EventRecord } from '../../data/repositories/events-repository';
import type {
  LandingPageFields,
  LandingPageRecord,
  NewLandingPage,
} from '../../data/repositories/landing-pages-repository';
import type { TeamRecord } from '../../data/repositories/teams-repository';
import type { WriteOutcome } from '../../data/repositories/write-transaction';
import type { Cdn } from '../ports/cdn';
import type { Clock } from '../ports/clock';
import type { Ids } from '../ports/ids';
import type { Logger } from '../ports/logger';
import type { Site } from '../ports/site';
import type { ThonScopeReads } from '../access/caller-scope';

export interface LandingPageStore {
  /** The page and its url claim in one transaction; `url` refused: the url is taken. */
  createLandingPage(page: NewLandingPage): Promise<WriteOutcome<'page' | 'url'>>;
  /** Changes the page if still at `currentUrl`, moving its claim when the url changes. */
  updateLandingPage(input: {
    landingPageId: string;
    currentUrl: string;
    url: string;
    fields: LandingPageFields;
  }): Promise<WriteOutcome<'page' | 'newUrl' | 'oldUrl'>>;
  deleteLandingPage(
    page: Pick<LandingPageRecord, 'landingPageId' | 'url'>,
  ): Promise<WriteOutcome<'page' | 'url'>>;
  getLandingPage(landingPageId: string): Promise<LandingPageRecord | undefined>;
  findLandingPageIdByUrl(url: string): Promise<string | undefined>;
  listLandingPagesOfOwner(ownerUserId: string): Promise<LandingPageRecord[]>;
  listAllLandingPages(): Promise<LandingPageRecord[]>;
}

/** The event and team a page is for, and the caller's scope (their franchise, assignments). */
export interface PageScopeReads extends ThonScopeReads {
  getEvent(eventId: string): Promise<EventRecord | undefined>;
  getEvents(eventIds: readonly string[]): Promise<EventRecord[]>;
  getTeam(eventId: string, teamId: string): Promise<TeamRecord | undefined>;
}

export interface PresignedPost {
  url: string;
  fields: Record<string, string>;
}

/** The uploads bucket: browser uploads land under incoming/, published images under public/. */
export interface UploadsBucket {
  presignImagePost(input: {
    key: string;
    contentType: string;
    maxBytes: number;
    expiresSeconds: number;
  }): Promise<PresignedPost>;
  /** The object's size and declared type, or undefined when there is none. */
  headObject(key: string): Promise<{ size: number; contentType?: string } | undefined>;
  readObject(key: string): Promise<Uint8Array>;
  writeObject(input: {
    key: string;
    body: Uint8Array;
    contentType: string;
    cacheControl: string;
  }): Promise<void>;
  deleteObject(key: string): Promise<void>;
}

export interface LandingPagePorts {
  pages: LandingPageStore;
  scopes: PageScopeReads;
  uploads: UploadsBucket;
  cdn: Cdn;
  ids: Ids;
  clock: Clock;
  /** The web origin published images are served from. */
  site: Site;
  logger: Logger;
}
