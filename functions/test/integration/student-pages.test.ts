// A student page a family makes its own, over real HTTP against the emulator: the family's message
// (who may write it, no links), the photo's two opt-ins, the landing pages' pipeline keeping it
// private and pending (EXIF gone), the organizer's review (presigned preview, approve, reject, hide)
// and removal, and another Thon's organizer answered 404 as for an unknown child.
import { randomUUID } from 'node:crypto';
import { GetObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { noSuchEvent, noSuchParticipant } from '@thon/shared/catalog/messages';
import {
  familyPhotosNotAllowed,
  studentPageMessageHasLink,
  studentPageMessageTooLong,
  studentPageDecisionRequired,
  studentPageNotEditable,
  studentPhotoChanged,
  studentPhotoConsentRequired,
  studentPhotoIdRequired,
  studentPhotoTypeNotAllowed,
  studentPhotoUploadNotFound,
} from '@thon/shared/catalog/student-page-messages';
import { apiClient } from './api-client';
import { useStackEnvironment } from './stack-environment';
import { createTestEvent, createTestParticipant, createTestTeam } from './test-events';
import { signedInTestUser, type SignedInTestUser } from './test-users';

const { apiUrl } = useStackEnvironment();
const client = () => apiClient(apiUrl);
const base = '/api/StudentPage';

let organizer: SignedInTestUser;
let otherOrganizer: SignedInTestUser;
let parent: SignedInTestUser;
let unlinkedParent: SignedInTestUser;
beforeAll(async () => {
  [organizer, otherOrganizer, unlinkedParent] = await Promise.all([
    signedInTestUser('organizer', 'sp-org'),
    signedInTestUser('organizer', 'sp-org2'),
    signedInTestUser('parent', 'sp-parent2'),
  ]);
});
// A parent links at most nine children: each test's family is its own.
beforeEach(async () => {
  parent = await signedInTestUser('parent', 'sp-parent');
});

/** A Thon of `organizer` and a child in it linked to `parent`; photos allowed when asked. */
async function linkedChild(options: { photosAllowed?: boolean; grade?: string; userId?: string } = {}) {
  const { eventId } = await createTestEvent({ organizerUserId: organizer.userId });
  const teamId = await createTestTeam(eventId);
  const { participantId } = await createTestParticipant(eventId, teamId, {
    firstName: 'Mia',
    lastName: `Page${randomUUID().slice(0, 4)}`,
    ...(options.userId ? { userId: options.userId } : {}),
  });
  const { linkParticipantToParent } = await import('../../src/data/repositories/parents-repository');
  expect(await linkParticipantToParent(parent.userId, { participantId, eventId })).toEqual({ written: true });
  if (options.grade !== undefined) {
    const { thon } = await import('../../src/data/thon-service');
    await thon().entities.participant.patch({ participantId }).set({ grade: options.grade }).go();
  }
  if (options.photosAllowed) {
    const allowed = await client().post(
      `${base}/SetFamilyPhotosAllowed`,
      { ThonId: eventId, Allowed: true },
      organizer.headers,
    );
    expect(allowed).toMatchObject({ status: 200, body: { ThonId: eventId, FamilyPhotosAllowed: true } });
  }
  return { eventId, teamId, participantId };
}

async function participantItem(participantId: string) {
  const { getParticipant } = await import('../../src/data/repositories/participants-repository');
  return getParticipant(participantId);
}

const setMessage = (participantId: string, message: string, user: SignedInTestUser = parent) =>
  client().post(
    `${base}/SetStudentPageMessage`,
    { ParticipantId: participantId, Message: message },
    user.headers,
  );

const photo = () =>
  sharp({ create: { width: 1200, height: 900, channels: 3, background: '#d4802a' } })
    .withExif({
      IFD0: { Make: 'FamilyPhone', Model: 'Y' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '40/1 26/1 46/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '79/1 58/1 56/1',
      },
    })
    .jpeg()
    .toBuffer();

interface Upload {
  UploadKey: string;
  Url: string;
  Fields: Record<string, string>;
}

async function postToS3(upload: Upload, bytes: Uint8Array, contentType: string): Promise<number> {
  const form = new FormData();
  for (const [name, value] of Object.entries(upload.Fields)) form.append(name, value);
  form.append('file', new Blob([bytes], { type: contentType }), 'photo');
  const response = await fetch(upload.Url, { method: 'POST', body: form });
  await response.arrayBuffer();
  return response.status;
}

async function uploadPhoto(participantId: string, bytes: Uint8Array, contentType = 'image/jpeg') {
  const presigned = await client().post(
    `${base}/StudentPhotoUpload`,
    { ParticipantId: participantId, ContentType: contentType, Size: bytes.byteLength, Consent: true },
    parent.headers,
  );
  expect(presigned).toMatchObject({ status: 200 });
  const upload = presigned.body as Upload;
  expect(await postToS3(upload, bytes, contentType)).toBeLessThan(300);
  const confirmed = await client().post(
    `${base}/ConfirmStudentPhotoUpload`,
    { ParticipantId: participantId, UploadKey: upload.UploadKey },
    parent.headers,
  );
  return { upload, confirmed };
}

async function s3Bytes(key: string): Promise<Uint8Array | undefined> {
  const { s3Client } = await import('../../src/platform/clients/s3');
  try {
    const object = await s3Client().send(
      new GetObjectCommand({ Bucket: process.env.UPLOADS_BUCKET, Key: key }),
    );
    return await object.Body?.transformToByteArray();
  } catch {
    return undefined;
  }
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

interface Reviews {
  FamilyPhotosAllowed: boolean;
  Photos: { ParticipantId: string; PhotoId: string; Name: string; ClassName?: string; PreviewUrl: string }[];
  Published: { ParticipantId: string; Name: string; PhotoUrl: string }[];
  Messages: { ParticipantId: string; Name: string; Message: string; Hidden: boolean }[];
}

async function reviews(eventId: string, user: SignedInTestUser = organizer): Promise<Reviews> {
  const answer = await client().get(`${base}/ListStudentPageReviews?ThonId=${eventId}`, user.headers);
  expect(answer.status).toBe(200);
  return answer.body as Reviews;
}

/** The audit entries about one participant (this month's partition, filtered to the subject). */
async function auditEntriesOf(participantId: string) {
  const { thon } = await import('../../src/data/thon-service');
  const { data } = await thon()
    .entities.auditEntry.query.byMonth({ month: new Date().toISOString().slice(0, 7) })
    .where(({ subjectId }, { eq }) => eq(subjectId, participantId))
    .go({ pages: 'all' });
  return data;
}

const moderate = (body: Record<string, unknown>, user: SignedInTestUser = organizer) =>
  client().post(`${base}/ModerateStudentPage`, body, user.headers);

describe('POST /api/StudentPage/SetStudentPageMessage', () => {
  it("a linked parent writes the child's message, trimmed; '' removes it", async () => {
    const { participantId, eventId } = await linkedChild();
    const answer = await setMessage(participantId, '  Mia runs for the new library!  ');
    expect(answer).toMatchObject({
      status: 200,
      body: { ParticipantId: participantId, Message: 'Mia runs for the new library!', Hidden: false },
    });
    expect((await participantItem(participantId))?.pageMessage).toBe('Mia runs for the new library!');
    expect((await reviews(eventId)).Messages).toEqual([
      expect.objectContaining({
        ParticipantId: participantId,
        Message: 'Mia runs for the new library!',
        Hidden: false,
      }),
    ]);

    const removed = await setMessage(participantId, '');
    expect(removed).toMatchObject({ status: 200, body: { Hidden: false } });
    expect(removed.body).not.toHaveProperty('Message');
    expect((await participantItem(participantId))?.pageMessage).toBeUndefined();
  });

  it('the participant writes their own from grade 8, not in grade 5 nor without a grade (403)', async () => {
    const student = await signedInTestUser('participant', 'sp-student');
    const older = await linkedChild({ grade: '8', userId: student.userId });
    expect(await setMessage(older.participantId, 'My own words', student)).toMatchObject({
      status: 200,
      body: { Message: 'My own words' },
    });

    const younger = await signedInTestUser('participant', 'sp-young');
    const child = await linkedChild({ grade: '5', userId: younger.userId });
    expect(await setMessage(child.participantId, 'Hi', younger)).toMatchObject({
      status: 403,
      body: { message: studentPageNotEditable },
    });
    const ungraded = await signedInTestUser('participant', 'sp-nograde');
    const unknownAge = await linkedChild({ userId: ungraded.userId });
    expect((await setMessage(unknownAge.participantId, 'Hi', ungraded)).status).toBe(403);
    // Another participant's page is not theirs to read: as unknown.
    expect(await setMessage(child.participantId, 'Hi', student)).toMatchObject({
      status: 404,
      body: { message: noSuchParticipant },
    });
    expect((await participantItem(child.participantId))?.pageMessage).toBeUndefined();
  });

  it('an unlinked parent is answered as for an unknown child (404)', async () => {
    const { participantId } = await linkedChild();
    expect(await setMessage(participantId, 'Hello', unlinkedParent)).toMatchObject({
      status: 404,
      body: { message: noSuchParticipant },
    });
    expect(await setMessage(randomUUID(), 'Hello')).toMatchObject({
      status: 404,
      body: { message: noSuchParticipant },
    });
  });

  it('refuses links and messages over 280 characters, writing nothing', async () => {
    const { participantId } = await linkedChild();
    for (const message of ['Give at https://example.com/x', 'see HTTP://x.y', 'visit www.example.com']) {
      expect(await setMessage(participantId, message)).toMatchObject({
        status: 400,
        body: { message: studentPageMessageHasLink },
      });
    }
    expect(await setMessage(participantId, 'x'.repeat(281))).toMatchObject({
      status: 400,
      body: { message: studentPageMessageTooLong },
    });
    expect((await setMessage(participantId, 'x'.repeat(280))).status).toBe(200);
    expect((await participantItem(participantId))?.pageMessage).toBe('x'.repeat(280));
  });

  it('a message the organizer hid stays hidden when the family changes it', async () => {
    const { participantId, eventId } = await linkedChild();
    await setMessage(participantId, 'First words');
    expect(await moderate({ ParticipantId: participantId, MessageHidden: true })).toMatchObject({
      status: 200,
      body: { Message: 'First words', Hidden: true },
    });
    expect(await setMessage(participantId, 'Second words')).toMatchObject({
      status: 200,
      body: { Message: 'Second words', Hidden: true },
    });
    expect((await reviews(eventId)).Messages).toEqual([
      expect.objectContaining({ Message: 'Second words', Hidden: true }),
    ]);
    expect(await moderate({ ParticipantId: participantId, MessageHidden: false })).toMatchObject({
      status: 200,
      body: { Hidden: false },
    });
  });
});

describe('family photos', () => {
  it('are refused while the Thon does not allow photos (409) and without the consent (400)', async () => {
    const { participantId } = await linkedChild();
    const upload = (body: Record<string, unknown>) =>
      client().post(
        `${base}/StudentPhotoUpload`,
        { ParticipantId: participantId, ContentType: 'image/jpeg', Size: 1000, ...body },
        parent.headers,
      );
    expect(await upload({ Consent: true })).toMatchObject({
      status: 409,
      body: { message: familyPhotosNotAllowed },
    });
    expect(await upload({})).toMatchObject({ status: 400, body: { message: studentPhotoConsentRequired } });
    expect(await upload({ Consent: false })).toMatchObject({
      status: 400,
      body: { message: studentPhotoConsentRequired },
    });
    expect((await upload({ ParticipantId: randomUUID(), Consent: true })).status).toBe(404);
  });

  it('upload, confirm: kept privately and pending, EXIF gone; approve publishes it; remove deletes it', async () => {
    const { participantId, eventId } = await linkedChild({ photosAllowed: true });
    const original = await photo();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const { upload, confirmed } = await uploadPhoto(participantId, original);
    expect(upload.Fields.key).toMatch(
      new RegExp(`^incoming/${parent.userId}/student-photo/${participantId}/`),
    );
    expect(confirmed).toMatchObject({
      status: 200,
      body: { ParticipantId: participantId, PhotoStatus: 'pending' },
    });
    expect(confirmed.body).not.toHaveProperty('PhotoUrl');
    expect(await s3Exists(upload.Fields.key ?? '')).toBe(false);

    const stored = await participantItem(participantId);
    expect(stored).toMatchObject({ photoStatus: 'pending' });
    expect(stored?.photoUrl).toBeUndefined();
    const pendingKey = stored?.photoPendingKey ?? '';
    expect(pendingKey).toMatch(/^private\/student-photos\/[0-9a-f-]{36}\.webp$/);
    const pending = await sharp(Buffer.from((await s3Bytes(pendingKey)) ?? new Uint8Array())).metadata();
    expect(pending).toMatchObject({ format: 'webp', width: 1200, height: 900 });
    expect(pending.exif).toBeUndefined();

    // Not on the student page before approval.
    const before = await client().get(`/api/participants/GetStudentPage/${participantId}`);
    expect(before.status).toBe(200);
    expect(before.body).not.toHaveProperty('PhotoUrl');

    const queue = await reviews(eventId);
    expect(queue.FamilyPhotosAllowed).toBe(true);
    expect(queue.Photos).toEqual([
      expect.objectContaining({
        ParticipantId: participantId,
        Name: expect.stringMatching(/^Mia Page/),
        ClassName: 'Room 12',
      }),
    ]);
    const [review] = queue.Photos;
    const preview = await fetch(review?.PreviewUrl ?? '');
    expect(preview.status).toBe(200);
    expect((await sharp(Buffer.from(await preview.arrayBuffer())).metadata()).format).toBe('webp');

    const approved = await moderate({
      ParticipantId: participantId,
      Photo: 'approve',
      PhotoId: review?.PhotoId,
    });
    expect(approved).toMatchObject({ status: 200, body: { PhotoStatus: 'approved' } });
    const photoUrl = (approved.body as { PhotoUrl: string }).PhotoUrl;
    expect(photoUrl).toMatch(new RegExp(`/images/students/${review?.PhotoId}\\.webp$`));
    expect(await s3Exists(`public/images/students/${review?.PhotoId}.webp`)).toBe(true);
    expect(await s3Exists(pendingKey)).toBe(false);
    expect(await participantItem(participantId)).toMatchObject({ photoStatus: 'approved', photoUrl });
    const studentPage = () => client().get(`/api/participants/GetStudentPage/${participantId}`);
    expect((await studentPage()).body).toMatchObject({ PhotoUrl: photoUrl });
    // Turning photos off takes them off the pages at once; on again brings the approved one back.
    const switchPhotos = (Allowed: boolean) =>
      client().post(`${base}/SetFamilyPhotosAllowed`, { ThonId: eventId, Allowed }, organizer.headers);
    expect(await switchPhotos(false)).toMatchObject({ status: 200, body: { FamilyPhotosAllowed: false } });
    expect((await studentPage()).body).not.toHaveProperty('PhotoUrl');
    expect((await reviews(eventId)).FamilyPhotosAllowed).toBe(false);
    expect((await switchPhotos(true)).status).toBe(200);
    expect((await studentPage()).body).toMatchObject({ PhotoUrl: photoUrl });
    expect((await reviews(eventId)).Photos).toEqual([]);
    // Approved, it leaves the queue for the list of photos on pages, which a worker can take down.
    expect((await reviews(eventId)).Published).toEqual([
      expect.objectContaining({ ParticipantId: participantId, PhotoUrl: photoUrl }),
    ]);
    expect(await auditEntriesOf(participantId)).toEqual([
      expect.objectContaining({
        action: 'student-page-moderated',
        subjectKind: 'participant',
        actorUserId: organizer.userId,
        before: JSON.stringify({ photoStatus: 'pending' }),
        after: JSON.stringify({ photoStatus: 'approved' }),
      }),
    ]);

    const removed = await client().post(
      `${base}/RemoveStudentPhoto`,
      { ParticipantId: participantId },
      parent.headers,
    );
    expect(removed).toMatchObject({ status: 200, body: { ParticipantId: participantId } });
    expect(removed.body).not.toHaveProperty('PhotoStatus');
    expect(await s3Exists(`public/images/students/${review?.PhotoId}.webp`)).toBe(false);
    expect((await reviews(eventId)).Published).toEqual([]);
    const cleared = await participantItem(participantId);
    expect([cleared?.photoStatus, cleared?.photoPendingKey, cleared?.photoUrl]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('a new upload replaces the approved photo (its object deleted); a decision on the old one is refused (409)', async () => {
    const { participantId, eventId } = await linkedChild({ photosAllowed: true });
    await uploadPhoto(participantId, await photo());
    const [first] = (await reviews(eventId)).Photos;
    expect(
      (await moderate({ ParticipantId: participantId, Photo: 'approve', PhotoId: first?.PhotoId })).status,
    ).toBe(200);

    const webp = await sharp(await photo())
      .webp()
      .toBuffer();
    const { confirmed } = await uploadPhoto(participantId, webp, 'image/webp');
    expect(confirmed).toMatchObject({ status: 200, body: { PhotoStatus: 'pending' } });
    expect(await s3Exists(`public/images/students/${first?.PhotoId}.webp`)).toBe(false);
    expect((await participantItem(participantId))?.photoUrl).toBeUndefined();

    // The review showed the first photo: deciding on it now must not approve the second.
    expect(
      await moderate({ ParticipantId: participantId, Photo: 'approve', PhotoId: first?.PhotoId }),
    ).toMatchObject({
      status: 409,
      body: { message: studentPhotoChanged },
    });
    expect(await participantItem(participantId)).toMatchObject({ photoStatus: 'pending' });
  });

  it('reject deletes the pending photo; a worker on the Thon removes a photo too', async () => {
    const { participantId, eventId } = await linkedChild({ photosAllowed: true });
    await uploadPhoto(participantId, await photo());
    const pendingKey = (await participantItem(participantId))?.photoPendingKey ?? '';
    const [review] = (await reviews(eventId)).Photos;
    expect(
      await moderate({ ParticipantId: participantId, Photo: 'reject', PhotoId: review?.PhotoId }),
    ).toMatchObject({
      status: 200,
      body: { PhotoStatus: 'rejected' },
    });
    expect(await s3Exists(pendingKey)).toBe(false);
    expect(await participantItem(participantId)).toMatchObject({ photoStatus: 'rejected' });
    expect((await participantItem(participantId))?.photoPendingKey).toBeUndefined();

    await uploadPhoto(participantId, await photo());
    const secondKey = (await participantItem(participantId))?.photoPendingKey ?? '';
    expect(
      await client().post(`${base}/RemoveStudentPhoto`, { ParticipantId: participantId }, organizer.headers),
    ).toMatchObject({
      status: 200,
    });
    expect(await s3Exists(secondKey)).toBe(false);
    expect((await participantItem(participantId))?.photoStatus).toBeUndefined();
  });

  it('an upload made for another child cannot be confirmed for this one', async () => {
    const first = await linkedChild({ photosAllowed: true });
    const second = await linkedChild({ photosAllowed: true });
    const bytes = await photo();
    const presigned = await client().post(
      `${base}/StudentPhotoUpload`,
      {
        ParticipantId: first.participantId,
        ContentType: 'image/jpeg',
        Size: bytes.byteLength,
        Consent: true,
      },
      parent.headers,
    );
    const upload = presigned.body as Upload;
    await postToS3(upload, bytes, 'image/jpeg');
    expect(
      await client().post(
        `${base}/ConfirmStudentPhotoUpload`,
        { ParticipantId: second.participantId, UploadKey: upload.UploadKey },
        parent.headers,
      ),
    ).toMatchObject({ status: 404, body: { message: studentPhotoUploadNotFound } });
    expect((await participantItem(second.participantId))?.photoStatus).toBeUndefined();
  });
});

describe('bad requests', () => {
  it('are refused with a clear message (400), writing nothing', async () => {
    const { participantId } = await linkedChild({ photosAllowed: true });
    expect(await moderate({ ParticipantId: participantId })).toMatchObject({
      status: 400,
      body: { message: studentPageDecisionRequired },
    });
    expect(await moderate({ ParticipantId: participantId, Photo: 'approve' })).toMatchObject({
      status: 400,
      body: { message: studentPhotoIdRequired },
    });
    expect((await moderate({ ParticipantId: participantId, Photo: 'publish', PhotoId: 'x' })).status).toBe(
      400,
    );
    const upload = await client().post(
      `${base}/StudentPhotoUpload`,
      { ParticipantId: participantId, ContentType: 'image/gif', Size: 1000, Consent: true },
      parent.headers,
    );
    expect(upload).toMatchObject({ status: 400, body: { message: studentPhotoTypeNotAllowed } });
    expect((await setMessage(participantId, 42 as unknown as string)).status).toBe(400);
    expect(
      (
        await client().post(
          `${base}/SetFamilyPhotosAllowed`,
          { ThonId: randomUUID(), Allowed: 'yes' },
          organizer.headers,
        )
      ).status,
    ).toBe(400);
    expect(await participantItem(participantId)).not.toHaveProperty('pageMessage');
  });
});

describe("another Thon's organizer", () => {
  it('is answered as for an unknown Thon or child (404) on the review, decisions, removal and switch', async () => {
    const { participantId, eventId } = await linkedChild({ photosAllowed: true });
    await setMessage(participantId, 'Private to this Thon');
    expect(
      await client().get(`${base}/ListStudentPageReviews?ThonId=${eventId}`, otherOrganizer.headers),
    ).toMatchObject({
      status: 404,
      body: { message: noSuchEvent },
    });
    expect(
      await moderate({ ParticipantId: participantId, MessageHidden: true }, otherOrganizer),
    ).toMatchObject({
      status: 404,
      body: { message: noSuchParticipant },
    });
    expect(
      await client().post(
        `${base}/RemoveStudentPhoto`,
        { ParticipantId: participantId },
        otherOrganizer.headers,
      ),
    ).toMatchObject({ status: 404, body: { message: noSuchParticipant } });
    expect(
      await client().post(
        `${base}/SetFamilyPhotosAllowed`,
        { ThonId: eventId, Allowed: false },
        otherOrganizer.headers,
      ),
    ).toMatchObject({ status: 404, body: { message: noSuchEvent } });
    expect(await participantItem(participantId)).toMatchObject({ pageMessage: 'Private to this Thon' });
    expect((await participantItem(participantId))?.pageMessageHidden).toBeUndefined();
  });
});
