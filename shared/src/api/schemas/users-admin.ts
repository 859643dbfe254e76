// The admin console's users: search (a name prefix, an exact username or email, or a franchise's
// users), invite, change role and franchise, deactivate and reactivate, send a reset link.
import * as z from 'zod';
import { defaultItemsPerPage } from '../../catalog/limits';
import { franchiseRoleNeedsFranchise, onlyFranchiseRolesHaveFranchise } from '../../catalog/messages';
import { emailSchema } from '../../catalog/patterns';
import { roleSchema, type Role } from '../../auth/roles';

const text = (field: string, max: number) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .max(max, `${field} is too long.`);

const id = (field: string) => text(field, 128);

/** The roles that belong to a franchise, and so must name one. */
export const franchiseRoles: readonly Role[] = ['franchisee-user', 'franchisee-team-leader'];

export const maxUsersPageSize = 100;
export const userCursorNotValid = 'Cursor is not valid';

/**
 * At most one of `Name` (a prefix of "last first"), `Username` or `Email` (exact); none lists
 * everyone in the caller's reach by name. `FranchiseId` (super admins) lists one franchise's
 * users; a franchisee user always gets their own franchise's. `Cursor` is the previous page's
 * `NextCursor` (opaque).
 */
export const searchUsersQuerySchema = z
  .strictObject({
    Name: text('Name', 100).optional(),
    Username: text('Username', 254).optional(),
    Email: text('Email', 254).optional(),
    FranchiseId: id('FranchiseId').optional(),
    PageSize: z.coerce
      .number({ error: 'PageSize must be a number' })
      .int('PageSize must be a whole number')
      .min(1, 'PageSize must be at least 1')
      .max(maxUsersPageSize, `PageSize must be at most ${maxUsersPageSize}`)
      .default(defaultItemsPerPage),
    Cursor: z.string().trim().min(1, userCursorNotValid).max(2048, userCursorNotValid).optional(),
  })
  .refine(
    (query) => [query.Name, query.Username, query.Email].filter((term) => term !== undefined).length <= 1,
    { message: 'Search by one of Name, Username or Email', path: ['Name'] },
  );
export type SearchUsersQuery = z.infer<typeof searchUsersQuerySchema>;

export const adminUserSchema = z.strictObject({
  UserId: z.string(),
  Username: z.string(),
  Email: z.string(),
  FirstName: z.string(),
  LastName: z.string(),
  Role: roleSchema,
  FranchiseId: z.string().optional(),
  Active: z.boolean(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUserListSchema = z.strictObject({
  Users: z.array(adminUserSchema),
  /** Absent on the last page. */
  NextCursor: z.string().optional(),
});
export type AdminUserList = z.infer<typeof adminUserListSchema>;

/** A franchisee role needs its franchise; no other role has one. */
function roleAndFranchiseAgree(
  request: { Role: Role; FranchiseId?: string | undefined },
  context: z.RefinementCtx,
) {
  const needsFranchise = franchiseRoles.includes(request.Role);
  if (needsFranchise && request.FranchiseId === undefined) {
    context.addIssue({ code: 'custom', path: ['FranchiseId'], message: franchiseRoleNeedsFranchise });
  }
  if (!needsFranchise && request.FranchiseId !== undefined) {
    context.addIssue({ code: 'custom', path: ['FranchiseId'], message: onlyFranchiseRolesHaveFranchise });
  }
}

export const inviteUserRequestSchema = z
  .strictObject({
    Email: text('Email', 254).pipe(emailSchema),
    FirstName: text('FirstName', 60),
    LastName: text('LastName', 60),
    Role: roleSchema,
    FranchiseId: id('FranchiseId').optional(),
  })
  .superRefine(roleAndFranchiseAgree);
export type InviteUserRequest = z.infer<typeof inviteUserRequestSchema>;

/** Role and franchise change together, so a franchisee is never left without a franchise. */
export const setUserRoleRequestSchema = z
  .strictObject({ UserId: id('UserId'), Role: roleSchema, FranchiseId: id('FranchiseId').optional() })
  .superRefine(roleAndFranchiseAgree);
export type SetUserRoleRequest = z.infer<typeof setUserRoleRequestSchema>;

export const setUserActiveRequestSchema = z.strictObject({
  UserId: id('UserId'),
  Active: z.boolean({ error: 'Active must be true or false' }),
});
export type SetUserActiveRequest = z.infer<typeof setUserActiveRequestSchema>;

export const sendResetLinkRequestSchema = z.strictObject({ UserId: id('UserId') });
export type SendResetLinkRequest = z.infer<typeof sendResetLinkRequestSchema>;

export const resetLinkSentSchema = z.strictObject({ Sent: z.literal(true) });
export type ResetLinkSent = z.infer<typeof resetLinkSentSchema>;
