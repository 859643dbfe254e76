// POST /api/participants/SetTeacherPageOptIn: resolves with the stored opt-in. The remembered
// Session is dropped so the next navigation reads IsTeacherPageOptedIn afresh.
import { participantRoutes } from '@thon/shared/api/routes/participants';
import { callApi } from '@/lib/api-client';
import { forgetCurrentSession } from '@/lib/current-session';

export async function setTeacherPageOptIn(optedIn: boolean): Promise<boolean> {
  const answer = await callApi(participantRoutes.setTeacherPageOptIn, { body: { OptedIn: optedIn } });
  forgetCurrentSession();
  return answer.IsTeacherPageOptedIn;
}
