// What the account page must load for a signed-in user (spec section 6). A super admin skips the
// teacher check and participant loading; everyone else has their participants loaded by user id,
// or by parent id plus user id when a parent. This decides which calls to make;
// load-account-participants.ts makes the participant call (GET
// /api/participants/GetParticipantsByUserId/{userId} or GET
// /api/Parent/GetParticipantsByParent/{parentId}/{userId}), and the account page's loader the
// teacher check (GET /api/participants/IsLoggedInUserIsTeacher/current; the token is a header).
import type { Session } from '@thon/shared/api/schemas/session';

export type ParticipantListCall =
  | { kind: 'none' }
  | { kind: 'by-user-id'; userId: string }
  | { kind: 'by-parent'; parentId: string; userId: string };

export interface AccountLoadingPlan {
  checkTeacher: boolean;
  participants: ParticipantListCall;
}

type PlanInput = Pick<Session, 'UserId' | 'ParentId' | 'Role'>;

export function accountLoadingPlan(session: PlanInput): AccountLoadingPlan {
  if (session.Role === 'super-admin') {
    return { checkTeacher: false, participants: { kind: 'none' } };
  }
  const participants: ParticipantListCall =
    session.Role === 'parent' && session.ParentId
      ? { kind: 'by-parent', parentId: session.ParentId, userId: session.UserId }
      : { kind: 'by-user-id', userId: session.UserId };
  return { checkTeacher: true, participants };
}
