// Ready dependencies of the events area's use cases whose writes change cached public pages: the
// DynamoDB stores plus the CloudFront adapter that invalidates them.
import { thonScopeReads } from '../data/stores/thon-scope';
import { eventReads, visibilityStore } from '../data/stores/events';
import type { VisibilityStore } from '../domain/events/ports';
import { cloudFrontCdn } from '../platform/cdn';
import type { UpdateThonDeps } from '../domain/events/manage-thon';
import { approvalDeps, eventRoster, thonStoreChecked } from './events';

export const approveParticipantDeps = { ...approvalDeps, cdn: cloudFrontCdn };

export const participantVisibilityDeps = {
  events: eventReads,
  callers: thonScopeReads,
  visibility: visibilityStore satisfies VisibilityStore,
  cdn: cloudFrontCdn,
};

export const updateThonDeps: UpdateThonDeps = {
  events: eventReads,
  callers: thonScopeReads,
  thons: thonStoreChecked,
  roster: eventRoster,
  cdn: cloudFrontCdn,
};
