// Users (profile and role). Usernames are unique, case-insensitively, through a claim item.
import type { EntityItem } from 'electrodb';
import type { userEntity } from '../entities/user';
import { thon } from '../thon-service';
import { commitAll } from './write-transaction';

export type UserRecord = EntityItem<typeof userEntity>;

export async function createUser(user: Omit<UserRecord, 'createdAt'>): Promise<void> {
  const createdAt = new Date().toISOString();
  await commitAll(
    () =>
      thon()
        .transaction.write(({ user: users, usernameClaim }) => [
          users.create({ ...user, createdAt }).commit(),
          usernameClaim.create({ username: user.username.toLowerCase(), userId: user.userId }).commit(),
        ])
        .go(),
    'That username is already in use.',
  );
}
