// A person who signs in. Passwords never live here: Cognito holds them.
import { Entity } from 'electrodb';
import { lazyEntity, tableConfiguration } from '../lazy-entity';
import { storedRoles } from '../stored-values/auth';

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
          /** Profile picture from a social sign-up, if any. */
          avatarUrl: { type: 'string' },
          active: { type: 'boolean', required: true, default: true },
          /** A teacher's consent to show their class page to parents and donors; absent means no. */
          teacherPageOptedIn: { type: 'boolean', default: false },
          createdAt: { type: 'string', required: true, readOnly: true },
        },
        indexes: {
          byId: { pk: { field: 'pk', composite: ['userId'] }, sk: { field: 'sk', composite: [] } },
        },
      },
      tableConfiguration(),
    ),
);
