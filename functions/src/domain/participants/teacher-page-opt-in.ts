// A teacher's opt-in to show their class page to parents and donors, kept on their user record
// (default: not opted in) and shown in the Session as IsTeacherPageOptedIn.
import type { z } from 'zod';
import type {
  teacherPageOptInRequestSchema,
  teacherPageOptInResponseSchema,
} from '@thon/shared/api/schemas/participants';
import type { Caller } from '../caller';
import type { TeacherPageOptIns } from './ports';

export interface TeacherPageOptInDeps {
  optIns: TeacherPageOptIns;
}

export async function setTeacherPageOptIn(
  { optIns }: TeacherPageOptInDeps,
  caller: Caller,
  request: z.infer<typeof teacherPageOptInRequestSchema>,
): Promise<z.infer<typeof teacherPageOptInResponseSchema>> {
  await optIns.setTeacherPageOptedIn(caller.userId, request.OptedIn);
  return { IsTeacherPageOptedIn: request.OptedIn };
}
