// A stored user as the console reads it. Never a secret: users hold none (Cognito keeps passwords).
import type { AdminUser } from '@thon/shared/api/schemas/users-admin';
import { roleOnTheWire } from '../auth/auth-wire';
import type { UserRecord } from './ports';

export function adminUserView(user: UserRecord): AdminUser {
  return {
    UserId: user.userId,
    Username: user.username,
    Email: user.email,
    FirstName: user.firstName,
    LastName: user.lastName,
    Role: roleOnTheWire[user.role],
    ...(user.franchiseId === undefined ? {} : { FranchiseId: user.franchiseId }),
    Active: user.active,
  };
}
