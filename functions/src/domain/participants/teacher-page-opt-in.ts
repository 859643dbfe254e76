// A teacher's opt-in to show their class page to parents and donors, kept on their user record
// (default: not opted in) and shown in the Session as IsTeacherPageOptedIn.
import type { z } from 'zod';
import type {
  teacherPageOptInRequestSchema,
  teacherPageOptInResponseSchema,
} from '@thon/shared/api/schemas/participants';
import { setTeacherPageOptedIn } from '../../data/repositories/users-repository';
import type { Caller } from '../../platform/caller';

export async function setTeacherPageOptIn(
  caller: Caller,
  request: z.infer<typeof teacherPageOptInRequestSchema>,
): Promise<z.infer<typeof teacherPageOptInResponseSchema>> {
  await setTeacherPageOptedIn(caller.userId, request.OptedIn);
  return { IsTeacherPageOptedIn: request.OptedIn };
}
