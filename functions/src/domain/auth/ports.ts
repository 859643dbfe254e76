// The repository operations the sign-in use cases call. Record types are the data layer's stored
// values (types only); the DynamoDB implementations are in data/stores/auth.ts, wired in
// composition/auth.ts.
import type { UserRecord } from '../../data/repositories/users-repository';

export interface AccountReads {
  findUserIdByUsername(username: string): Promise<string | undefined>;
  getUser(userId: string): Promise<UserRecord | undefined>;
}
