// Ready dependencies of starting and confirming an image upload: the uploads bucket (S3), ids and the
// time, and nothing of the table, so these two routes bundle no DynamoDB client and hold no grant on it.
import type { LandingPagePorts } from '../domain/landing-pages/ports';
import { systemClock } from '../platform/clock';
import { randomIds } from '../platform/ids';
import { s3UploadsBucket } from '../platform/uploads-bucket';

export const landingImageDeps: Pick<LandingPagePorts, 'uploads' | 'ids' | 'clock'> = {
  uploads: s3UploadsBucket,
  ids: randomIds,
  clock: systemClock,
};
