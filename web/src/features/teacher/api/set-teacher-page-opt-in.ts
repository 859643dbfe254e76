// POST /api/participants/SetTeacherPageOptIn: resolves with the stored opt-in. The remembered
// Session is dropped so the next navigation reads IsTeacherPageOptedIn afresh.
import { routes } from '@thon/shared/api/routes';
import { callApi } from '../../../lib/api-client';
import { forgetCurrentSession } from '../../../lib/current-session';

export async function setTeacherPageOptIn(optedIn: boolean): Promise<boolean> {
  const answer = await callApi(routes.setTeacherPageOptIn, { body: { OptedIn: optedIn } });
  forgetCurrentSession();
  return answer.IsTeacherPageOptedIn;
}
