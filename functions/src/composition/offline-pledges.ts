// Ready deps for RecordOfflinePledge: the table, new ids and the business metrics only (cash and
// checks are never charged nor emailed).
import { franchiseStore } from '../data/stores/franchises';
import { powertoolsBusinessMetrics } from '../platform/metrics';
import type { OfflinePledgeDeps } from '../domain/pledges/offline-pledge';
import { offlinePledgeStore, pledgeReads, thonReads } from '../data/stores/pledges';
import { randomIds } from '../platform/ids';

export const offlinePledgeDeps: OfflinePledgeDeps = {
  thons: thonReads,
  franchises: franchiseStore,
  pledges: pledgeReads,
  offline: offlinePledgeStore,
  ids: randomIds,
  metrics: powertoolsBusinessMetrics,
};
