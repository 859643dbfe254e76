// Families' photos of students in the uploads bucket (domain/student-pages/ports.ts
// StudentPhotoBucket): kept privately while they wait for review, copied to the public images once
// approved, previewed through presigned GETs, deleted when replaced or removed. The keys come from
// the photo's id only (domain/student-pages/photo-keys.ts), so nothing else in the bucket is reached.
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { pendingPhotoKey, publishedPhotoKey } from '../domain/student-pages/photo-keys';
import type { StudentPhotoBucket } from '../domain/student-pages/ports';
import { s3Client } from './clients/s3';
import { setting } from './environment';

const bucket = () => setting('uploadsBucket');

/**
 * Short, unlike the landing pages' year: a removed photo must leave browsers' caches soon (its
 * removal invalidates CloudFront's copy at once).
 */
const publishedCacheControl = 'public, max-age=300';

async function keepPending(photoId: string, body: Uint8Array): Promise<void> {
  await s3Client().send(
    new PutObjectCommand({
      Bucket: bucket(),
      Key: pendingPhotoKey(photoId),
      Body: body,
      ContentType: 'image/webp',
      CacheControl: 'private, no-store',
    }),
  );
}

async function publish(photoId: string): Promise<void> {
  await s3Client().send(
    new CopyObjectCommand({
      Bucket: bucket(),
      CopySource: `${bucket()}/${pendingPhotoKey(photoId)}`,
      Key: publishedPhotoKey(photoId),
      MetadataDirective: 'REPLACE',
      ContentType: 'image/webp',
      CacheControl: publishedCacheControl,
    }),
  );
}

function previewUrl(photoId: string, expiresSeconds: number): Promise<string> {
  return getSignedUrl(s3Client(), new GetObjectCommand({ Bucket: bucket(), Key: pendingPhotoKey(photoId) }), {
    expiresIn: expiresSeconds,
  });
}

async function deleteKey(key: string): Promise<void> {
  await s3Client().send(new DeleteObjectCommand({ Bucket: bucket(), Key: key }));
}

export const s3StudentPhotoBucket: StudentPhotoBucket = {
  keepPending,
  publish,
  previewUrl,
  deletePending: (photoId) => deleteKey(pendingPhotoKey(photoId)),
  deletePublished: (photoId) => deleteKey(publishedPhotoKey(photoId)),
};
