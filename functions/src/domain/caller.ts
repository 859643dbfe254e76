// Who is calling, as the authorizer established it: a domain concept (access decisions read it),
// so it lives here; the platform only builds it from the request (platform/caller.ts).
import type { Role } from '@thon/shared/auth/roles';

export interface Caller {
  userId: string;
  sessionId: string;
  role: Role;
}
