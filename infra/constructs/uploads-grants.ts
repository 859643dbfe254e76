// What a function granted 'uploads' may do in the uploads bucket (landing-page images). Presigned
// POSTs land under incoming/ (unchecked bytes); a confirmed image is published once under
// public/images/landing/ and never changed or removed by a function: an edit function that could
// delete there could take the image off every page that shows it. So deletes (a refused or a
// confirmed upload's incoming object) reach incoming/ only, and published images can be read (a
// page checks its image exists) and written (publishing), nothing more.
import { objectKeyOf, publishedImageKey } from '@thon/functions/domain/landing-pages/landing-images';
import { pendingPhotoKey, publishedPhotoKey } from '@thon/functions/domain/student-pages/photo-keys';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { incomingPrefix } from './data-store';

/** Object key patterns: every upload id's incoming object, and every published image. */
export const uploadsKeyPatterns = {
  incoming: `${incomingPrefix}*`,
  published: objectKeyOf(publishedImageKey('*')),
} as const;

export function uploadsStatements(bucket: IBucket): PolicyStatement[] {
  const incoming = bucket.arnForObjects(uploadsKeyPatterns.incoming);
  const published = bucket.arnForObjects(uploadsKeyPatterns.published);
  return [
    new PolicyStatement({ actions: ['s3:GetObject', 's3:PutObject'], resources: [incoming, published] }),
    new PolicyStatement({ actions: ['s3:DeleteObject', 's3:AbortMultipartUpload'], resources: [incoming] }),
    // Without ListBucket a missing object answers 403 instead of 404.
    new PolicyStatement({ actions: ['s3:ListBucket'], resources: [bucket.bucketArn] }),
  ];
}

/**
 * Families' photos of students ('student-photos'): kept privately under private/student-photos/
 * while pending, copied to public/images/students/ once approved. Unlike landing images, a family
 * removes its child's photo, so these functions may delete there, and only there.
 */
export const studentPhotoKeyPatterns = {
  pending: pendingPhotoKey('*'),
  published: publishedPhotoKey('*'),
} as const;

export function studentPhotoStatements(bucket: IBucket): PolicyStatement[] {
  const keys = Object.values(studentPhotoKeyPatterns).map((pattern) => bucket.arnForObjects(pattern));
  return [
    new PolicyStatement({ actions: ['s3:GetObject', 's3:PutObject', 's3:DeleteObject'], resources: keys }),
    // Without ListBucket a missing object answers 403 instead of 404.
    new PolicyStatement({ actions: ['s3:ListBucket'], resources: [bucket.bucketArn] }),
  ];
}
