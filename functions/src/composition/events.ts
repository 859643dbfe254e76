// Ready dependencies of the events area's use cases that write nothing CloudFront caches: DynamoDB
// stores only, so these handlers never bundle the CloudFront client (see event-pages.ts).
import {
  approvalStore,
  eventCodeReads,
  eventParticipantReads,
  eventReads,
  userBatchReads,
} from '../data/stores/events';
import type {
  ApprovalStore,
  EventCodeReads,
  EventParticipantReads,
  EventReads,
  UserBatchReads,
} from '../domain/events/ports';

export const approvalDeps = {
  events: eventReads satisfies EventReads,
  participants: eventParticipantReads satisfies EventParticipantReads,
  users: userBatchReads satisfies UserBatchReads,
  approvals: approvalStore satisfies ApprovalStore,
};

export const eventCodeDeps = { eventCodes: eventCodeReads satisfies EventCodeReads };
