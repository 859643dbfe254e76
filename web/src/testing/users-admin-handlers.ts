// msw handlers for the admin console's user calls: an in-memory fake of the API's users-admin
// routes. It searches as the API does (a "last first" name prefix, an exact username or email, a
// franchise), pages by an opaque cursor, refuses an email in use and keeps the last active super
// admin (409, the API's sentences). Tests add them with server.use(...usersAdminApi().handlers).
import { http, HttpResponse } from 'msw';
import { usersAdminRoutes } from '@thon/shared/api/routes/users-admin';
import type {
  AdminUser,
  InviteUserRequest,
  SendResetLinkRequest,
  SetUserActiveRequest,
  SetUserRoleRequest,
} from '@thon/shared/api/schemas/users-admin';
import { emailAlreadyExists, lastSuperAdminKept } from '@thon/shared/catalog/messages';
import { mswPath } from './handlers';

export function adminUserFixture(overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    UserId: 'user-tina',
    Username: 'tina@northtexas.test',
    Email: 'tina@northtexas.test',
    FirstName: 'Tina',
    LastName: 'Lopez',
    Role: 'franchisee-team-leader',
    FranchiseId: 'fr-north-texas',
    Active: true,
    ...overrides,
  };
}

/** `count` team leaders named Runner 01, Runner 02, … (last name Runner 01). */
export function manyUsers(count: number): AdminUser[] {
  return Array.from({ length: count }, (_, index) => {
    const number = String(index + 1).padStart(2, '0');
    return adminUserFixture({
      UserId: `user-${number}`,
      Username: `runner${number}@test.test`,
      Email: `runner${number}@test.test`,
      FirstName: 'Pat',
      LastName: `Runner ${number}`,
    });
  });
}

const notFound = () => HttpResponse.json({ message: 'Not found' }, { status: 404 });
const conflict = (message: string) => HttpResponse.json({ message }, { status: 409 });
const nameKey = (user: AdminUser) => `${user.LastName} ${user.FirstName}`.toLowerCase();

export function usersAdminApi(options: { users?: AdminUser[] } = {}) {
  let users = options.users ?? [adminUserFixture()];
  const sent = {
    searches: [] as Record<string, string>[],
    invites: [] as InviteUserRequest[],
    roles: [] as SetUserRoleRequest[],
    actives: [] as SetUserActiveRequest[],
    resets: [] as SendResetLinkRequest[],
  };
  const find = (id: string) => users.find((user) => user.UserId === id);
  const save = (updated: AdminUser) => {
    users = users.map((user) => (user.UserId === updated.UserId ? updated : user));
    return HttpResponse.json(updated);
  };
  /** Whether the change would leave no active super admin. */
  const losesLastSuperAdmin = (user: AdminUser, after: AdminUser) =>
    user.Role === 'super-admin' &&
    user.Active &&
    (after.Role !== 'super-admin' || !after.Active) &&
    users.filter((other) => other.Role === 'super-admin' && other.Active).length === 1;

  const handlers = [
    http.get(mswPath(usersAdminRoutes.searchUsers), ({ request }) => {
      const query = Object.fromEntries(new URL(request.url).searchParams);
      sent.searches.push(query);
      const size = Number(query.PageSize ?? 10);
      const after = query.Cursor ? atob(query.Cursor) : undefined;
      const rest = users
        .filter((user) => !query.FranchiseId || user.FranchiseId === query.FranchiseId)
        .filter((user) => !query.Name || nameKey(user).startsWith(query.Name.toLowerCase()))
        .filter((user) => !query.Username || user.Username === query.Username)
        .filter((user) => !query.Email || user.Email === query.Email)
        .sort((a, b) => nameKey(a).localeCompare(nameKey(b)))
        .filter((user) => after === undefined || nameKey(user) > after);
      const page = rest.slice(0, size);
      const last = page.at(-1);
      return HttpResponse.json(
        rest.length > size && last ? { Users: page, NextCursor: btoa(nameKey(last)) } : { Users: page },
      );
    }),
    http.post(mswPath(usersAdminRoutes.inviteUser), async ({ request }) => {
      const body = (await request.json()) as InviteUserRequest;
      sent.invites.push(body);
      if (users.some((user) => user.Email === body.Email)) return conflict(emailAlreadyExists);
      const invited = adminUserFixture({
        ...body,
        UserId: `user-new-${users.length + 1}`,
        Username: body.Email,
        FranchiseId: body.FranchiseId,
      });
      users = [...users, invited];
      return HttpResponse.json(invited);
    }),
    http.post(mswPath(usersAdminRoutes.setUserRole), async ({ request }) => {
      const body = (await request.json()) as SetUserRoleRequest;
      sent.roles.push(body);
      const current = find(body.UserId);
      if (!current) return notFound();
      const { FranchiseId: _old, ...rest } = current;
      const updated: AdminUser = {
        ...rest,
        Role: body.Role,
        ...(body.FranchiseId ? { FranchiseId: body.FranchiseId } : {}),
      };
      return losesLastSuperAdmin(current, updated) ? conflict(lastSuperAdminKept) : save(updated);
    }),
    http.post(mswPath(usersAdminRoutes.setUserActive), async ({ request }) => {
      const body = (await request.json()) as SetUserActiveRequest;
      sent.actives.push(body);
      const current = find(body.UserId);
      if (!current) return notFound();
      const updated = { ...current, Active: body.Active };
      return losesLastSuperAdmin(current, updated) ? conflict(lastSuperAdminKept) : save(updated);
    }),
    http.post(mswPath(usersAdminRoutes.sendResetLink), async ({ request }) => {
      const body = (await request.json()) as SendResetLinkRequest;
      sent.resets.push(body);
      return find(body.UserId) ? HttpResponse.json({ Sent: true }) : notFound();
    }),
  ];
  return { handlers, sent, users: () => users };
}
