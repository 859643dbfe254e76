// Landing-page images: the browser's path, played over real HTTP against the emulator.
// A presigned POST (the file goes straight to S3, never through a function), then
// ConfirmImageUpload, which checks the object itself: size, magic bytes and type, each with the
// spec's message and the object deleted; metadata (GPS) stripped; a page may point only at a
// published image.
import { randomUUID } from 'node:crypto';
import { GetObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { uploadNotFound } from '@thon/shared/catalog/landing-page-messages';
import {
  fileSizeLimitExceeded,
  fileTypeNotAllowed,
  imageFormatNotSupported,
} from '@thon/shared/catalog/messages';
import { maxImageBytes } from '@thon/shared/catalog/uploads';
import { apiClient } from './api-client';
import { useStackEnvironment } from './stack-environment';
import { createTestEvent } from './test-events';
import { signedInTestUser, type SignedInTestUser } from './test-users';

const { apiUrl } = useStackEnvironment();
const client = () => apiClient(apiUrl);

let organizer: SignedInTestUser;
let other: SignedInTestUser;
beforeAll(async () => {
  [organizer, other] = await Promise.all([
    signedInTestUser('organizer', 'img'),
    signedInTestUser('organizer', 'img2'),
  ]);
});

interface Upload {
  UploadId: string;
  Url: string;
  Fields: Record<string, string>;
}

async function presign(contentType: string, size: number, user = organizer) {
  return client().post(
    '/LandingPageImage/ImageUpload',
    { FileName: 'photo', ContentType: contentType, Size: size },
    user.headers,
  );
}

/** Posts the multipart form to S3 as the browser does: the fields, then the file, last. */
async function postToS3(upload: Upload, bytes: Uint8Array, contentType: string): Promise<number> {
  const form = new FormData();
  for (const [name, value] of Object.entries(upload.Fields)) form.append(name, value);
  form.append('file', new Blob([bytes], { type: contentType }), 'photo');
  const response = await fetch(upload.Url, { method: 'POST', body: form });
  await response.arrayBuffer();
  return response.status;
}

async function uploadAndConfirm(bytes: Uint8Array, contentType: string) {
  const presigned = await presign(contentType, bytes.byteLength);
  expect(presigned.status).toBe(200);
  const upload = presigned.body as Upload;
  expect(await postToS3(upload, bytes, contentType)).toBeLessThan(300);
  const confirmed = await client().post(
    '/LandingPageImage/ConfirmImageUpload',
    { UploadId: upload.UploadId },
    organizer.headers,
  );
  return { upload, confirmed };
}

const photo = (width = 2400, height = 1800) =>
  sharp({ create: { width, height, channels: 3, background: '#2a7bd4' } })
    .withExif({
      IFD0: { Make: 'SchoolPhone', Model: 'X' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '40/1 26/1 46/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '79/1 58/1 56/1',
      },
    })
    .jpeg()
    .toBuffer();

async function s3Object(key: string) {
  const { s3Client } = await import('../../src/platform/clients/s3');
  return s3Client().send(new GetObjectCommand({ Bucket: process.env.UPLOADS_BUCKET, Key: key }));
}
async function s3Exists(key: string): Promise<boolean> {
  const { s3Client } = await import('../../src/platform/clients/s3');
  try {
    await s3Client().send(new HeadObjectCommand({ Bucket: process.env.UPLOADS_BUCKET, Key: key }));
    return true;
  } catch {
    return false;
  }
}

describe('POST /LandingPageImage/ImageUpload and ConfirmImageUpload', () => {
  it('publishes a photo sized to 1600 px as WebP without its EXIF and GPS, and a page can show it', async () => {
    const original = await photo();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const { upload, confirmed } = await uploadAndConfirm(original, 'image/jpeg');
    expect(upload.Url).toMatch(/^http/);
    expect(upload.Fields).toMatchObject({ 'Content-Type': 'image/jpeg' });
    expect(upload.Fields.key).toMatch(new RegExp(`^incoming/${organizer.userId}/`));
    expect(confirmed.status).toBe(200);
    const image = confirmed.body as { ImageKey: string; ImageUrl: string; Width: number; Height: number };
    expect(image).toMatchObject({ Width: 1600, Height: 1200 });
    expect(image.ImageUrl).toMatch(new RegExp(`/${image.ImageKey}$`));

    const stored = await s3Object(`public/${image.ImageKey}`);
    expect(stored.ContentType).toBe('image/webp');
    expect(stored.CacheControl).toBe('public, max-age=31536000, immutable');
    const bytes = await stored.Body?.transformToByteArray();
    expect(bytes).toBeDefined();
    const published = await sharp(Buffer.from(bytes ?? new Uint8Array())).metadata();
    expect(published).toMatchObject({ format: 'webp', width: 1600, height: 1200 });
    expect(published.exif).toBeUndefined();
    expect(await s3Exists(upload.Fields.key ?? '')).toBe(false);

    const { eventId } = await createTestEvent({ organizerUserId: organizer.userId });
    const url = `pic-${randomUUID().slice(0, 8)}`;
    const page = await client().post(
      '/api/LandingPage/AddLandingPage',
      { EventId: eventId, Url: url, Title: 'With a photo', ImageKey: image.ImageKey },
      organizer.headers,
    );
    expect(page.status).toBe(200);
    expect((await client().get(`/api/LandingPage/GetLandingPageByUrl/${url}`)).body).toMatchObject({
      ImageUrl: image.ImageUrl,
    });
  });

  it("refuses a 9 MB file, a PNG named .jpg and a text file named .png with the spec's messages, deleting each", async () => {
    const nineMegabytes = new Uint8Array(9 * 1024 * 1024).fill(7);
    // The browser checks the size first; a client that lies about it is caught by the object itself.
    expect(await presign('image/jpeg', nineMegabytes.byteLength)).toMatchObject({
      status: 400,
      body: { message: fileSizeLimitExceeded },
    });
    const big = await presign('image/jpeg', 1000);
    const bigUpload = big.body as Upload;
    await postToS3(bigUpload, nineMegabytes, 'image/jpeg');
    const refusedBig = await client().post(
      '/LandingPageImage/ConfirmImageUpload',
      { UploadId: bigUpload.UploadId },
      organizer.headers,
    );
    expect(refusedBig).toMatchObject({ status: 400, body: { message: fileSizeLimitExceeded } });
    expect(await s3Exists(bigUpload.Fields.key ?? '')).toBe(false);

    const png = await sharp({ create: { width: 40, height: 40, channels: 4, background: '#ff000080' } })
      .png()
      .toBuffer();
    const renamed = await uploadAndConfirm(png, 'image/jpeg');
    expect(renamed.confirmed).toMatchObject({ status: 400, body: { message: imageFormatNotSupported } });
    expect(await s3Exists(renamed.upload.Fields.key ?? '')).toBe(false);

    const text = new TextEncoder().encode('Not a picture at all, just some words.\n');
    const textAsPng = await uploadAndConfirm(text, 'image/png');
    expect(textAsPng.confirmed).toMatchObject({ status: 400, body: { message: fileTypeNotAllowed } });
    expect(await s3Exists(textAsPng.upload.Fields.key ?? '')).toBe(false);

    // A GIF is an image, but not one we take.
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    expect((await uploadAndConfirm(gif, 'application/octet-stream')).confirmed).toMatchObject({
      status: 400,
      body: { message: imageFormatNotSupported },
    });
    // A PNG declared as octet-stream is judged by its content, and accepted.
    expect((await uploadAndConfirm(png, 'application/octet-stream')).confirmed.status).toBe(200);
    expect(await presign('image/gif', 100)).toMatchObject({
      status: 400,
      body: { message: fileTypeNotAllowed },
    });
  });

  it('leaves no page pointing at an image whose upload was abandoned halfway, or at anything but a published image', async () => {
    const abandoned = (await presign('image/jpeg', 5000)).body as Upload;
    // Never posted (the person cancelled): nothing to confirm.
    expect(
      await client().post(
        '/LandingPageImage/ConfirmImageUpload',
        { UploadId: abandoned.UploadId },
        organizer.headers,
      ),
    ).toMatchObject({ status: 404, body: { message: uploadNotFound } });
    const { eventId } = await createTestEvent({ organizerUserId: organizer.userId });
    for (const ImageKey of [
      `images/landing/${abandoned.UploadId}.webp`,
      `incoming/${organizer.userId}/${abandoned.UploadId}`,
      '../secrets',
    ]) {
      const page = await client().post(
        '/api/LandingPage/AddLandingPage',
        { EventId: eventId, Url: `gone-${randomUUID().slice(0, 8)}`, Title: 'No photo', ImageKey },
        organizer.headers,
      );
      expect(page).toMatchObject({ status: 400, body: { message: uploadNotFound } });
    }
    // Someone else's upload cannot be confirmed by another account.
    const mine = await presign('image/jpeg', 100);
    const upload = mine.body as Upload;
    await postToS3(upload, await photo(40, 30), 'image/jpeg');
    expect(
      (
        await client().post(
          '/LandingPageImage/ConfirmImageUpload',
          { UploadId: upload.UploadId },
          other.headers,
        )
      ).status,
    ).toBe(404);
  });

  it('is for managers only', async () => {
    const parent = await signedInTestUser('parent', 'nope');
    expect((await presign('image/jpeg', 100, parent)).status).toBe(403);
    expect(maxImageBytes).toBe(8 * 1024 * 1024);
  });
});
