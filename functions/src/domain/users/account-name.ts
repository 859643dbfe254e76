// How a user (a parent, a teacher) is named to others: first and last name, else the username,
// never the email. A rule of the domain, so use cases on ports name users without the data layer.
import type { UserRecord } from '../../data/repositories/users-repository';

export function accountName(user: Pick<UserRecord, 'firstName' | 'lastName' | 'username'>): string {
  return `${user.firstName} ${user.lastName}`.trim() || user.username;
}
