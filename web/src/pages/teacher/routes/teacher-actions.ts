// The class page's route action: the teacher's units forms and the class page consent post here
// through fetchers (JSON bodies named by `intent`), so pending state, the page's reload afterwards
// and overlapping submissions are React Router's.
import type { ActionFunctionArgs } from 'react-router';
import {
  recordOfflinePledgeOutcome,
  type RecordOfflinePledgeRequest,
} from '@/features/pledges/signed-in/record-offline-pledge';
import { recordUnitsOutcome, type RecordUnitsRequest } from '@/features/events/routes/record-units';
import { setTeacherPageOptIn } from '@/features/participants/api/set-teacher-page-opt-in';

export type TeacherActionRequest =
  | { intent: 'teacher-page-opt-in'; optedIn: boolean }
  | RecordUnitsRequest
  | RecordOfflinePledgeRequest;

export type OptInSaved = { ok: true; optedIn: boolean } | { ok: false; message: string };

const choiceNotSaved = 'Your choice could not be saved.';

export async function teacherClassAction({ request }: ActionFunctionArgs) {
  const body = (await request.json()) as TeacherActionRequest;
  switch (body.intent) {
    case 'record-units':
      return recordUnitsOutcome(body);
    case 'record-offline-pledge':
      return recordOfflinePledgeOutcome(body);
    case 'teacher-page-opt-in':
      try {
        return { ok: true, optedIn: await setTeacherPageOptIn(body.optedIn) } satisfies OptInSaved;
      } catch (error) {
        return {
          ok: false,
          message: error instanceof Error ? error.message : choiceNotSaved,
        } satisfies OptInSaved;
      }
  }
}
