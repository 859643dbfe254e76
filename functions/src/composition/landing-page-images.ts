// Ready dependencies of starting and confirming an image upload: the uploads bucket (S3), ids, the
// time, the site's origin and the log, and nothing of the table, so these two routes bundle no DynamoDB client and hold no grant on it.
import type { LandingPagePorts } from '../domain/landing-pages/ports';
import { systemClock } from '../platform/clock';
import { randomIds } from '../platform/ids';
import { powertoolsLogger } from '../platform/logger';
import { environmentSite } from '../platform/site';
import { s3UploadsBucket } from '../platform/uploads-bucket';

export const landingImageDeps: Pick<LandingPagePorts, 'uploads' | 'ids' | 'clock' | 'site' | 'logger'> = {
  uploads: s3UploadsBucket,
  ids: randomIds,
  clock: systemClock,
  site: environmentSite,
  logger: powertoolsLogger,
};
