// In-memory user accounts (domain/users/ports.ts AccountsByEmail and SocialAccounts) with the
// DynamoDB claims' rules: a username, an email (trimmed, lower-cased) and a provider account each
// belong to one user, and a create that would take a claimed one writes nothing and names it.
import type { NewUser, ProviderAccount, SocialAccounts, UserRecord } from '../../../src/domain/users/ports';
import type { AccountsByEmail } from '../../../src/domain/users/ports';

type Claim = 'user' | 'username' | 'email' | 'providerLink';

const normalize = (email: string) => email.trim().toLowerCase();
const providerKey = ({ loginProvider, providerKey: key }: ProviderAccount) => `${loginProvider}#${key}`;

export class InMemoryUserAccounts implements AccountsByEmail, SocialAccounts {
  readonly users = new Map<string, UserRecord>();
  readonly providerLinks = new Map<string, string>();

  /** Adds a user outright (a test's existing account). */
  add(user: Partial<UserRecord> & Pick<UserRecord, 'userId' | 'username' | 'email'>): UserRecord {
    const record: UserRecord = {
      firstName: '',
      lastName: '',
      role: 'parent',
      active: true,
      createdAt: '2026-01-01T00:00:00.000Z',
      ...user,
    };
    this.users.set(record.userId, record);
    return record;
  }

  getUser = (userId: string) => Promise.resolve(this.users.get(userId));

  findUserIdByEmail = (email: string) =>
    Promise.resolve([...this.users.values()].find((user) => normalize(user.email) === normalize(email))?.userId);

  findUserIdByProviderAccount = (account: ProviderAccount) =>
    Promise.resolve(this.providerLinks.get(providerKey(account)));

  createUser = (user: NewUser, account?: ProviderAccount) => {
    const taken = new Set<Claim>();
    const users = [...this.users.values()];
    if (this.users.has(user.userId)) taken.add('user');
    if (users.some((other) => other.username.toLowerCase() === user.username.toLowerCase())) taken.add('username');
    if (user.email && users.some((other) => normalize(other.email) === normalize(user.email))) taken.add('email');
    if (account && this.providerLinks.has(providerKey(account))) taken.add('providerLink');
    if (taken.size > 0) return Promise.resolve({ written: false as const, refused: taken });
    this.add({ ...user, createdAt: '2026-01-01T00:00:00.000Z' });
    if (account) this.providerLinks.set(providerKey(account), user.userId);
    return Promise.resolve({ written: true as const });
  };
}
