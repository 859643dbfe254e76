// Ready dependencies of the participants area's use cases: DynamoDB stores only (no SDK client of
// SES, SNS, Cognito or CloudFront rides along into these handlers' bundles).
import {
  parentLinkReads,
  participantAccessReads,
  participantStore,
  userReads,
} from '../data/stores/participants';
import type {
  ParentLinkReads,
  ParticipantAccessReads,
  ParticipantStore,
  UserReads,
} from '../domain/participants/ports';

export const participantDeps = {
  access: participantAccessReads satisfies ParticipantAccessReads,
  participants: participantStore satisfies ParticipantStore,
  users: userReads satisfies UserReads,
  parentLinks: parentLinkReads satisfies ParentLinkReads,
};
