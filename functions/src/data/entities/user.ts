// A person who signs in. Passwords never live here: Cognito holds them.
import { Entity } from 'electrodb';
import { lazyEntity, tableConfiguration } from '../lazy-entity';
import { storedRoles } from '../stored-values/auth';
import { userNameKey } from '../stored-values/user-name-key';

export const userEntity = lazyEntity(
  () =>
    new Entity(
      {
        model: { service: 'thon', entity: 'user', version: '1' },
        attributes: {
          userId: { type: 'string', required: true },
          username: { type: 'string', required: true },
          /** Empty for participants who only ever sign in with an access code. */
          email: { type: 'string', required: true },
          firstName: { type: 'string', required: true },
          lastName: { type: 'string', required: true },
          role: { type: storedRoles, required: true },
          /** The one franchise of a franchisee user or franchisee team leader; absent for other roles. */
          franchiseId: { type: 'string' },
          /** The one vendor (supplier) a vendor user works for; absent for other roles. */
          vendorId: { type: 'string' },
          /** A vendor's owner: invites and deactivates the vendor's staff and connects its payouts. */
          vendorOwner: { type: 'boolean' },
          /** Profile picture from a social sign-up, if any. */
          avatarUrl: { type: 'string' },
          active: { type: 'boolean', required: true, default: true },
          /** A teacher's consent to show their class page to parents and donors; absent means no. */
          teacherPageOptedIn: { type: 'boolean', default: false },
          createdAt: { type: 'string', required: true, readOnly: true },
          /**
           * The admin search's name key: "last first", lower-cased, accents and extra spaces
           * removed (stored-values/user-name-key.ts), computed from the names on every put so it cannot
           * drift from them. A patch that changed a name alone would leave it stale: none does.
           */
          nameKey: {
            type: 'string',
            watch: ['firstName', 'lastName'],
            set: (_value, item: { firstName?: string; lastName?: string }) =>
              userNameKey(item.firstName ?? '', item.lastName ?? ''),
          },
          /** One partition for every user (the admin search by name); a constant like franchise's. */
          allUsers: { type: 'string', default: 'users' },
        },
        indexes: {
          byId: { pk: { field: 'pk', composite: ['userId'] }, sk: { field: 'sk', composite: [] } },
          // Users without a franchise share the partition of the empty franchise id, which no
          // request can name (ids are validated non-empty). ElectroDB cannot make it sparse: a
          // conditioned index refuses any put that lacks one of its composites.
          byFranchise: {
            index: 'gsi1',
            pk: { field: 'gsi1pk', composite: ['franchiseId'] },
            sk: { field: 'gsi1sk', composite: ['lastName', 'firstName', 'userId'] },
          },
          byName: {
            index: 'gsi2',
            pk: { field: 'gsi2pk', composite: ['allUsers'] },
            sk: { field: 'gsi2sk', composite: ['nameKey', 'userId'] },
          },
        },
      },
      tableConfiguration(),
    ),
);
