// msw handlers for the landing pages: an in-memory fake of the API's landing-page calls
// and the image upload's two calls. Tests add them with server.use(...landingPageApi().handlers)
// and read what was sent from the returned object. The S3 POST itself goes through a fake
// XMLHttpRequest (fake-xhr.ts), not msw.
import { http, HttpResponse } from 'msw';
import { landingPageRoutes } from '@thon/shared/api/routes/landing-pages';
import type { LandingPage } from '@thon/shared/api/schemas/landing-pages';
import { noSuchLandingPage } from '@thon/shared/catalog/landing-page-messages';
import { landingPageUrlTaken } from '@thon/shared/catalog/messages';
import { isReservedLandingUrl } from '@thon/shared/landing-pages/landing-url';
import { videoEmbedUrl } from '@thon/shared/landing-pages/video-url';
import { mswPath } from './handlers';

/** The landing page every fake starts with (the organizer's, for the Maple Fun Run). */
export function landingPageFixture(overrides: Partial<LandingPage> = {}): LandingPage {
  return {
    LandingPageId: 'lp-1',
    Url: 'maple-runs',
    Title: 'Maple Runs for Books',
    SubTitle: 'Every lap buys a book for our library',
    Quote: 'We run together, we read together.',
    TeamBio: 'Maple Elementary has 400 runners.\n\nThis year we run for the library.',
    ImageKey: 'public/landing/lp-1.jpg',
    ImageUrl: 'https://images.test/public/landing/lp-1.jpg',
    VideoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    VideoEmbedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    EventId: 'evt-new',
    EventCode: 'RUN7KQ2M',
    EventName: 'Maple Fun Run',
    UpdatedAt: '2026-04-01T12:00:00.000Z',
    ...overrides,
  };
}

/** A url some other manager's page already has. */
export const takenLandingUrl = 'taken-url';
export const uploadUrl = 'https://uploads.test/thon-uploads';
export const uploadFields = {
  key: 'incoming/upload-1',
  'Content-Type': 'image/png',
  Policy: 'cG9saWN5',
  'X-Amz-Signature': 'signature',
};

interface Options {
  pages?: LandingPage[];
  /** ConfirmImageUpload answers this refusal (e.g. imageFormatNotSupported) instead of an image. */
  confirmRefusal?: string;
}

export function landingPageApi(options: Options = {}) {
  let pages = options.pages ?? [landingPageFixture()];
  const sent = {
    adds: [] as unknown[],
    updates: [] as unknown[],
    deletes: [] as string[],
    availability: [] as string[],
    uploads: [] as unknown[],
    confirms: [] as unknown[],
  };
  const urlTaken = (url: string, except?: string) =>
    url === takenLandingUrl ||
    isReservedLandingUrl(url) ||
    pages.some((page) => page.Url === url && page.LandingPageId !== except);
  const taken = () =>
    HttpResponse.json(
      { message: landingPageUrlTaken, issues: [{ path: 'Url', message: landingPageUrlTaken }] },
      { status: 409 },
    );
  const withVideo = (page: LandingPage): LandingPage => {
    const embed = page.VideoUrl ? videoEmbedUrl(page.VideoUrl) : undefined;
    const { VideoEmbedUrl: _, ...rest } = page;
    return embed ? { ...rest, VideoEmbedUrl: embed } : rest;
  };
  const withImage = (page: LandingPage): LandingPage => {
    const { ImageUrl: _, ...rest } = page;
    return page.ImageKey ? { ...rest, ImageUrl: `https://images.test/${page.ImageKey}` } : rest;
  };

  const handlers = [
    http.get(mswPath(landingPageRoutes.getLandingPages), () => HttpResponse.json({ LandingPages: pages })),
    http.get(mswPath(landingPageRoutes.isLandingPageAvailableForAdd), ({ params }) => {
      const url = String(params.url);
      sent.availability.push(url);
      return HttpResponse.json(
        urlTaken(url) ? { Available: false, Message: landingPageUrlTaken } : { Available: true },
      );
    }),
    http.get(mswPath(landingPageRoutes.isLandingPageAvailableForUpdate), ({ params }) => {
      const url = String(params.url);
      sent.availability.push(url);
      return HttpResponse.json(
        urlTaken(url, String(params.id))
          ? { Available: false, Message: landingPageUrlTaken }
          : { Available: true },
      );
    }),
    http.post(mswPath(landingPageRoutes.addLandingPage), async ({ request }) => {
      const body = (await request.json()) as Omit<
        LandingPage,
        'LandingPageId' | 'EventCode' | 'EventName' | 'UpdatedAt'
      >;
      sent.adds.push(body);
      if (urlTaken(body.Url)) return taken();
      const page = withImage(
        withVideo({
          ...body,
          LandingPageId: `lp-${pages.length + 1}`,
          EventCode: 'RUN7KQ2M',
          EventName: 'Maple Fun Run',
          UpdatedAt: '2026-04-02T12:00:00.000Z',
        }),
      );
      pages = [...pages, page];
      return HttpResponse.json(page);
    }),
    http.post(mswPath(landingPageRoutes.updateLandingPage), async ({ request }) => {
      const body = (await request.json()) as Partial<LandingPage> & { LandingPageId: string };
      sent.updates.push(body);
      const current = pages.find((page) => page.LandingPageId === body.LandingPageId);
      if (!current) return HttpResponse.json({ message: noSuchLandingPage }, { status: 404 });
      if (body.Url && urlTaken(body.Url, body.LandingPageId)) return taken();
      const page = withImage(withVideo({ ...current, ...body }));
      pages = pages.map((candidate) => (candidate.LandingPageId === page.LandingPageId ? page : candidate));
      return HttpResponse.json(page);
    }),
    http.delete(mswPath(landingPageRoutes.deleteLandingPage), ({ params }) => {
      sent.deletes.push(String(params.id));
      pages = pages.filter((page) => page.LandingPageId !== params.id);
      return HttpResponse.json({ Deleted: true });
    }),
    http.get(mswPath(landingPageRoutes.getLandingPageByUrl), ({ params }) => {
      const page = pages.find((candidate) => candidate.Url === params.url);
      if (!page) return HttpResponse.json({ message: noSuchLandingPage }, { status: 404 });
      const { ImageKey: _key, UpdatedAt: _updated, ...visible } = page;
      return HttpResponse.json(visible);
    }),
    http.post(mswPath(landingPageRoutes.imageUpload), async ({ request }) => {
      sent.uploads.push(await request.json());
      return HttpResponse.json({
        UploadId: 'upload-1',
        Url: uploadUrl,
        Fields: uploadFields,
        MaxBytes: 8 * 1024 * 1024,
        ExpiresAt: '2026-04-02T12:00:00.000Z',
      });
    }),
    http.post(mswPath(landingPageRoutes.confirmImageUpload), async ({ request }) => {
      sent.confirms.push(await request.json());
      if (options.confirmRefusal)
        return HttpResponse.json({ message: options.confirmRefusal }, { status: 422 });
      return HttpResponse.json({
        ImageKey: 'public/landing/upload-1.png',
        ImageUrl: 'https://images.test/public/landing/upload-1.png',
        Width: 1200,
        Height: 800,
      });
    }),
  ];
  return { handlers, sent, pages: () => pages };
}
