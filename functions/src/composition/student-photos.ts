// Ready dependencies of the routes that decide on or remove families' photos: the table, the photos'
// places in the uploads bucket, the CDN and the site's origin (published photos' URLs).
import { studentPageReads, studentPageStore } from '../data/stores/student-pages';
import type { StudentPagePorts } from '../domain/student-pages/ports';
import { cloudFrontCdn } from '../platform/cdn';
import { systemClock } from '../platform/clock';
import { randomIds } from '../platform/ids';
import { environmentSite } from '../platform/site';
import { s3StudentPhotoBucket } from '../platform/student-photos-bucket';

export const studentPhotoDeps = {
  reads: studentPageReads,
  pages: studentPageStore,
  photos: s3StudentPhotoBucket,
  cdn: cloudFrontCdn,
  site: environmentSite,
  ids: randomIds,
  clock: systemClock,
} satisfies Omit<StudentPagePorts, 'uploads' | 'logger'>;
