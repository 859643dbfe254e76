// Password credentials (Cognito): the domain asks whether a password signs a user in and sets new
// ones; the adapter maps the provider's refusals and throttling to the domain's answers.
export interface UserPool {
  /** Creates a confirmed user with a permanent password and no invitation email. */
  createPasswordUser(username: string, email: string, password: string): Promise<void>;
  /** True only when the password signs the user in outright (no challenge). */
  verifyPassword(username: string, password: string): Promise<boolean>;
  /** Sets a new permanent password (creating the user if needed); 'weak' when the policy refuses it. */
  replacePassword(username: string, email: string, password: string): Promise<'ok' | 'weak'>;
}
