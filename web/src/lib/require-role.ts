// Loader of a route group for some roles only: without a session, the login page (as
// requireSession); with another role, a 403 the route's error view explains. The API enforces
// the same roles on every call; this keeps people from pages that could only fail.
import { data, type LoaderFunctionArgs } from 'react-router';
import type { Session } from '@thon/shared/api/schemas/session';
import type { Role } from '@thon/shared/auth/roles';
import { requireSession } from './require-session';

export function requireRole(allowed: readonly Role[]) {
  return async (args: LoaderFunctionArgs): Promise<Session> => {
    const session = await requireSession(args);
    if (allowed.includes(session.Role)) return session;
    throw data('This page is not available for your account.', { status: 403, statusText: 'Forbidden' });
  };
}
