// Suspending a franchise ends its users' open sessions at once, as deactivating one user does
// (users-admin/manage-users.ts): the sign-in refuses them from then on (auth/sign-in-standing.ts),
// and this takes away the sessions they already hold.
import type { UserPage } from '../../data/repositories/users-admin-repository';

/** The franchise's users, page by page (gsi1), and the end of one user's sessions. */
export interface FranchiseMemberSessions {
  listUsersOfFranchise(franchiseId: string, page: { limit: number; cursor?: string }): Promise<UserPage>;
  deleteSessionsOfUser(userId: string): Promise<number>;
}

const pageSize = 100;

/** Ends every session of every user of the franchise; answers how many sessions ended. */
export async function endSessionsOfFranchise(
  deps: { members: FranchiseMemberSessions },
  franchiseId: string,
): Promise<number> {
  let ended = 0;
  let cursor: string | undefined;
  do {
    const page = await deps.members.listUsersOfFranchise(franchiseId, {
      limit: pageSize,
      ...(cursor ? { cursor } : {}),
    });
    // Only this loop hands the cursor back, so it is always one the Query gave out.
    if (page === 'bad-cursor') break;
    const counts = await Promise.all(
      page.users.map((user) => deps.members.deleteSessionsOfUser(user.userId)),
    );
    ended += counts.reduce((sum, count) => sum + count, 0);
    cursor = page.nextCursor;
  } while (cursor);
  return ended;
}
