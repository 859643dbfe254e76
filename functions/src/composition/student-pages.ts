// Ready dependencies of the student-page routes that touch the table and the CDN only: the family's
// message and the Thon's photo switch.
import { studentPageReads, studentPageStore } from '../data/stores/student-pages';
import type { StudentPagePorts } from '../domain/student-pages/ports';
import { cloudFrontCdn } from '../platform/cdn';
import { systemClock } from '../platform/clock';
import { randomIds } from '../platform/ids';

export const studentPageTableDeps = {
  reads: studentPageReads,
  pages: studentPageStore,
  cdn: cloudFrontCdn,
  ids: randomIds,
  clock: systemClock,
} satisfies Pick<StudentPagePorts, 'reads' | 'pages' | 'cdn' | 'ids' | 'clock'>;
