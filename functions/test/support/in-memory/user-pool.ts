// An in-memory user pool (domain/ports/user-pool.ts): usernames and their passwords in a map, with
// a count of password checks so a test can see that a refused attempt never reached the pool.
import type { UserPool } from '../../../src/domain/ports/user-pool';

export class InMemoryUserPool implements UserPool {
  readonly passwords = new Map<string, string>();
  checks = 0;

  createPasswordUser = (username: string, _email: string, password: string) => {
    this.passwords.set(username.toLowerCase(), password);
    return Promise.resolve();
  };

  verifyPassword = (username: string, password: string) => {
    this.checks += 1;
    return Promise.resolve(this.passwords.get(username.toLowerCase()) === password);
  };

  replacePassword = async (username: string, email: string, password: string): Promise<'ok' | 'weak'> => {
    if (password.length < 8) return 'weak';
    await this.createPasswordUser(username, email, password);
    return 'ok';
  };
}
