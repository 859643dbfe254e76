// Ready dependencies of the participants area's use cases: DynamoDB stores only (no SDK client of
// SES, SNS, Cognito or CloudFront rides along into these handlers' bundles).
import {
  parentLinkReads,
  participantAccessReads,
  participantStore,
  teacherPageOptIns,
  teacherTeamReads,
  userReads,
} from '../data/stores/participants';
import type {
  ParentLinkReads,
  ParticipantAccessReads,
  ParticipantStore,
  TeacherPageOptIns,
  TeacherTeamReads,
  UserReads,
} from '../domain/participants/ports';

export const participantDeps = {
  access: participantAccessReads satisfies ParticipantAccessReads,
  participants: participantStore satisfies ParticipantStore,
  users: userReads satisfies UserReads,
  parentLinks: parentLinkReads satisfies ParentLinkReads,
};

export const teacherCheckDeps = { teams: teacherTeamReads satisfies TeacherTeamReads };

export const teacherPageOptInDeps = { optIns: teacherPageOptIns satisfies TeacherPageOptIns };
