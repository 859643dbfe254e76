// Where a family's photo of a student lives in the uploads bucket. The browser's upload lands under
// incoming/ like every upload, its key naming the child, so a confirmation can only take an upload
// made for that child. The checked, re-encoded photo waits under private/ (CloudFront serves
// public/ only, so nobody sees it before an organizer does, and then only through a short-lived
// presigned GET); an approved photo is published under public/images/students/, which CloudFront
// serves at /images/students/…. A photo's id is new on every upload, so its URLs never repeat.
import type { Site } from '../ports/site';

const photoIdPattern = /^[0-9a-f-]{36}$/u;
const uploadPrefix = (participantId: string) => `student-photo/${participantId}/`;

/** The upload id (under the uploader's incoming/ folder) of a photo of this participant. */
export const studentUploadId = (participantId: string, id: string) => `${uploadPrefix(participantId)}${id}`;

/** True when `uploadKey` is an upload made for this participant (and nothing else in the bucket). */
export function isUploadOf(participantId: string, uploadKey: string): boolean {
  const prefix = uploadPrefix(participantId);
  return uploadKey.startsWith(prefix) && photoIdPattern.test(uploadKey.slice(prefix.length));
}

export const pendingPhotoKey = (photoId: string) => `private/student-photos/${photoId}.webp`;
export const publishedPhotoKey = (photoId: string) => `public/images/students/${photoId}.webp`;

/** The viewer path CloudFront serves the published photo at (and a removal invalidates). */
export const publishedPhotoPath = (photoId: string) => `/images/students/${photoId}.webp`;

export const publishedPhotoUrl = (site: Site, photoId: string) =>
  `${site.webOrigin().replace(/\/+$/u, '')}${publishedPhotoPath(photoId)}`;

/** The photo id of a stored pending key or published URL; undefined for anything else. */
export function photoIdOf(keyOrUrl: string | undefined): string | undefined {
  const found = /(?:private\/student-photos|\/images\/students)\/([0-9a-f-]{36})\.webp$/u.exec(
    keyOrUrl ?? '',
  );
  return found?.[1];
}
