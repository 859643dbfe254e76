// Where landing-page images live. Uploads land in the uploads bucket under incoming/
// (per user, expired by a lifecycle rule after a day); accepted ones are published under
// public/images/landing/, which CloudFront serves at /images/landing/… with a long immutable cache.
// The ImageKey a page stores is the path after public/, so its URL is the web origin plus it.
import type { Site } from '../ports/site';

export const incomingKey = (userId: string, uploadId: string) => `incoming/${userId}/${uploadId}`;

export const publishedImageKey = (uploadId: string) => `images/landing/${uploadId}.webp`;
export const objectKeyOf = (imageKey: string) => `public/${imageKey}`;

/** Only keys ConfirmImageUpload makes: a page can point at nothing else in the bucket. */
export const imageKeyPattern = /^images\/landing\/[0-9a-f-]{36}\.webp$/u;

export const imageUrlOf = (site: Site, imageKey: string) =>
  `${site.webOrigin().replace(/\/+$/u, '')}/${imageKey}`;
