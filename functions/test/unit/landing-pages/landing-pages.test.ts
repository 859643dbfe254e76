// Landing pages on in-memory ports: a url is taken once (reserved app paths count as taken, a
// page's own url stays available to it), only the event's organizer, the team's leader or a super
// admin manage a page (another organizer's page answers as forbidden, an unknown one 404), a page
// points only at a published image, and a change or deletion invalidates the public copies.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  landingUrlInvalid,
  noSuchLandingPage,
  uploadNotFound,
} from '@thon/shared/catalog/landing-page-messages';
import {
  fileTypeNotAllowed,
  imageFormatNotSupported,
  landingPageUrlTaken,
} from '@thon/shared/catalog/messages';
import { NotFound, RuleBroken } from '../../../src/domain/errors';
import { confirmImageUpload } from '../../../src/domain/landing-pages/confirm-image-upload';
import { startImageUpload } from '../../../src/domain/landing-pages/image-upload';
import { incomingKey } from '../../../src/domain/landing-pages/landing-images';
import {
  addLandingPage,
  deleteLandingPage,
  listLandingPages,
  updateLandingPage,
} from '../../../src/domain/landing-pages/manage-landing-pages';
import {
  publicLandingPage,
  publicLandingPagePath,
} from '../../../src/domain/landing-pages/public-landing-page';
import { landingUrlAvailability } from '../../../src/domain/landing-pages/url-availability';
import type { Caller } from '../../../src/platform/caller';
import { inMemoryLandingPages } from '../../support/in-memory/landing-page-ports';
import { fixedSite } from '../../support/in-memory/site';

const organizer: Caller = { userId: 'organizer-1', sessionId: 's-1', role: 'organizer' };
const otherOrganizer: Caller = { userId: 'organizer-2', sessionId: 's-2', role: 'organizer' };
const leader: Caller = { userId: 'leader-1', sessionId: 's-3', role: 'team-leader' };

function world(site = fixedSite()) {
  const ports = inMemoryLandingPages(site);
  ports.scopes
    .addEvent({
      eventId: 'event-1',
      name: 'Maple Run',
      eventCode: 'MAPLE',
      status: 'live',
      organizerUserId: organizer.userId,
    })
    .addTeam({ eventId: 'event-1', teamId: 'team-1', name: 'Room 4', leaderUserId: leader.userId });
  return ports;
}

const page = (overrides: Record<string, string> = {}) => ({
  EventId: 'event-1',
  Url: 'maple-run',
  Title: 'Run!',
  ...overrides,
});

describe('landing page urls', () => {
  it('are taken once; the holder may keep its own', async () => {
    const ports = world();
    expect(await landingUrlAvailability(ports, 'maple-run')).toEqual({ Available: true });
    const added = await addLandingPage(ports, organizer, page());
    expect(await landingUrlAvailability(ports, 'Maple-Run')).toEqual({
      Available: false,
      Message: landingPageUrlTaken,
    });
    expect(await landingUrlAvailability(ports, 'maple-run', added.LandingPageId)).toEqual({
      Available: true,
    });
    const again = addLandingPage(ports, organizer, page({ Title: 'Again' }));
    await expect(again).rejects.toBeInstanceOf(RuleBroken);
    await expect(again).rejects.toThrow(landingPageUrlTaken);
    expect(ports.pages.pages.size).toBe(1);
  });

  it("count the app's own paths as taken and refuse malformed ones", async () => {
    const ports = world();
    expect(await landingUrlAvailability(ports, 'login')).toEqual({
      Available: false,
      Message: landingPageUrlTaken,
    });
    expect(await landingUrlAvailability(ports, 'a')).toEqual({
      Available: false,
      Message: landingUrlInvalid,
    });
    await expect(addLandingPage(ports, organizer, page({ Url: 'login' }))).rejects.toThrow(
      landingPageUrlTaken,
    );
  });
});

describe('who manages a landing page', () => {
  it("is the event's organizer and the team's leader, not another organizer", async () => {
    const ports = world();
    const teamPage = await addLandingPage(ports, leader, page({ TeamId: 'team-1', Url: 'room-4' }));
    expect(teamPage.TeamName).toBe('Room 4');
    await expect(addLandingPage(ports, otherOrganizer, page({ Url: 'not-mine' }))).rejects.toBeInstanceOf(
      NotFound,
    );
    await expect(deleteLandingPage(ports, otherOrganizer, teamPage.LandingPageId)).rejects.toBeInstanceOf(
      NotFound,
    );
    await expect(addLandingPage(ports, organizer, page({ EventId: 'event-9' }))).rejects.toBeInstanceOf(
      NotFound,
    );
    expect((await listLandingPages(ports, leader)).LandingPages.map((view) => view.Url)).toEqual(['room-4']);
    expect((await listLandingPages(ports, otherOrganizer)).LandingPages).toEqual([]);
  });
});

describe('changing a landing page', () => {
  it('moves its url, frees the old one and invalidates both public copies', async () => {
    const ports = world();
    const added = await addLandingPage(ports, organizer, page());
    await updateLandingPage(ports, organizer, {
      LandingPageId: added.LandingPageId,
      Url: 'maple-2026',
      Title: 'Run!',
    });
    expect(ports.cdn.invalidated).toEqual([
      [publicLandingPagePath('maple-run'), publicLandingPagePath('maple-2026')],
    ]);
    expect(await landingUrlAvailability(ports, 'maple-run')).toEqual({ Available: true });
    await deleteLandingPage(ports, organizer, added.LandingPageId);
    expect(ports.cdn.invalidated.at(-1)).toEqual([publicLandingPagePath('maple-2026')]);
    await expect(deleteLandingPage(ports, organizer, added.LandingPageId)).rejects.toThrow(
      new NotFound(noSuchLandingPage),
    );
  });

  it('refuses an image that was never published', async () => {
    const ports = world();
    const imageKey = 'images/landing/00000000-0000-4000-8000-000000000009.webp';
    await expect(addLandingPage(ports, organizer, page({ ImageKey: imageKey }))).rejects.toThrow(
      uploadNotFound,
    );
    await expect(addLandingPage(ports, organizer, page({ ImageKey: 'incoming/x/secret' }))).rejects.toThrow(
      uploadNotFound,
    );
    // An object in the bucket that ConfirmImageUpload did not make is not an image key.
    ports.uploads.put('public/robots.txt', Buffer.from('User-agent: *'));
    await expect(addLandingPage(ports, organizer, page({ ImageKey: 'robots.txt' }))).rejects.toThrow(
      uploadNotFound,
    );
    expect(ports.pages.pages.size).toBe(0);
  });
});

describe('image uploads', () => {
  it('publish an uploaded image as WebP and let a page point at it', async () => {
    const ports = world();
    const { UploadId } = await startImageUpload(ports, organizer, {
      FileName: 'photo.png',
      ContentType: 'image/png',
      Size: 1024,
    });
    const png = await sharp({ create: { width: 4, height: 3, channels: 3, background: '#3a6' } })
      .png()
      .toBuffer();
    ports.uploads.put(incomingKey(organizer.userId, UploadId), png, 'image/png');
    const confirmed = await confirmImageUpload(ports, organizer, UploadId);
    expect(confirmed).toMatchObject({ Width: 4, Height: 3 });
    expect(ports.uploads.objects.has(incomingKey(organizer.userId, UploadId))).toBe(false);
    expect(ports.uploads.objects.get(`public/${confirmed.ImageKey}`)?.contentType).toBe('image/webp');
    const added = await addLandingPage(ports, organizer, page({ ImageKey: confirmed.ImageKey }));
    expect(added.ImageUrl).toBe(`https://thon.test/${confirmed.ImageKey}`);
  });

  it('refuse and delete an upload that is not an image; another user cannot confirm it', async () => {
    const ports = world();
    const { UploadId } = await startImageUpload(ports, organizer, {
      FileName: 'photo.png',
      ContentType: 'image/png',
      Size: 1024,
    });
    const key = incomingKey(organizer.userId, UploadId);
    ports.uploads.put(key, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/png');
    await expect(confirmImageUpload(ports, otherOrganizer, UploadId)).rejects.toBeInstanceOf(NotFound);
    await expect(confirmImageUpload(ports, organizer, UploadId)).rejects.toThrow(
      new RuleBroken(fileTypeNotAllowed),
    );
    expect(ports.uploads.objects.has(key)).toBe(false);
  });

  it('refuse an image whose header names PNG but which does not decode, delete it and log why', async () => {
    const ports = world();
    const { UploadId } = await startImageUpload(ports, organizer, {
      FileName: 'photo.png',
      ContentType: 'image/png',
      Size: 1024,
    });
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#3a6' } })
      .png()
      .toBuffer();
    const key = incomingKey(organizer.userId, UploadId);
    ports.uploads.put(key, png.subarray(0, 40), 'image/png');
    await expect(confirmImageUpload(ports, organizer, UploadId)).rejects.toThrow(
      new RuleBroken(imageFormatNotSupported),
    );
    expect(ports.uploads.objects.has(key)).toBe(false);
    expect(ports.logger.entries).toEqual([
      { level: 'warn', message: 'Image could not be read', facts: { error: expect.any(String) } },
    ]);
  });

  it("are served from the site's origin, on the confirmed upload and on the public page", async () => {
    const ports = world(fixedSite('https://run.example.org/'));
    const { UploadId } = await startImageUpload(ports, organizer, {
      FileName: 'photo.png',
      ContentType: 'image/png',
      Size: 1024,
    });
    const png = await sharp({ create: { width: 4, height: 3, channels: 3, background: '#3a6' } })
      .png()
      .toBuffer();
    ports.uploads.put(incomingKey(organizer.userId, UploadId), png, 'image/png');
    const confirmed = await confirmImageUpload(ports, organizer, UploadId);
    expect(confirmed.ImageUrl).toBe(`https://run.example.org/${confirmed.ImageKey}`);
    await addLandingPage(ports, organizer, page({ ImageKey: confirmed.ImageKey }));
    expect((await publicLandingPage(ports, 'maple-run')).ImageUrl).toBe(
      `https://run.example.org/${confirmed.ImageKey}`,
    );
  });
});
