// What /Home/MyAccount loads (spec section 6), as accountLoadingPlan decides: the teacher check
// (not for a super admin) and the participant list, plus each participant's public figures.
// A failed read is reported on the page rather than hiding the rest of it.
import { participantRoutes } from '@thon/shared/api/routes/participants';
import { teacherCheckPlaceholder } from '@thon/shared/api/schemas/participants';
import { accountLoadingPlan } from '@/lib/account-loading-plan';
import { ApiError, callApi } from '@/lib/api-client';
import { loadCurrentSession } from '@/lib/current-session';
import {
  loadAccountParticipants,
  withStudentPages,
  type ParticipantWithPage,
} from '@/features/participants/api/load-account-participants';

export interface MyAccountData {
  isTeacher: boolean;
  participants: ParticipantWithPage[];
  /** Why the participants could not be listed, if they could not. */
  participantsError: string | null;
}

const empty: MyAccountData = { isTeacher: false, participants: [], participantsError: null };

async function teacherCheck(signal?: AbortSignal): Promise<boolean> {
  try {
    // The path's {token} is a placeholder: the session token travels only in the header.
    const path = { token: teacherCheckPlaceholder };
    const answer = await callApi(participantRoutes.isLoggedInUserIsTeacher, { path, query: {} }, { signal });
    return answer.IsTeacher;
  } catch (error) {
    if (signal?.aborted) throw error;
    return false;
  }
}

async function participantsWithPages(
  call: ReturnType<typeof accountLoadingPlan>['participants'],
  signal?: AbortSignal,
): Promise<Pick<MyAccountData, 'participants' | 'participantsError'>> {
  try {
    const entries = await loadAccountParticipants(call, signal);
    return { participants: await withStudentPages(entries, signal), participantsError: null };
  } catch (error) {
    if (signal?.aborted || !(error instanceof ApiError)) throw error;
    return { participants: [], participantsError: error.message };
  }
}

export async function loadMyAccount(signal?: AbortSignal): Promise<MyAccountData> {
  const session = await loadCurrentSession();
  if (!session) return empty;
  const plan = accountLoadingPlan(session);
  const [isTeacher, participants] = await Promise.all([
    plan.checkTeacher ? teacherCheck(signal) : Promise.resolve(false),
    participantsWithPages(plan.participants, signal),
  ]);
  return { isTeacher, ...participants };
}
