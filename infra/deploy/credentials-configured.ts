// Whether AWS credentials are configured, decided without a network call: the environment's
// keys, a profile, web identity or container credentials, or the shared config files. A dry-run
// uses it to stay offline on a machine with no account (the SDK's provider chain would otherwise
// try the instance metadata endpoint and wait for it to time out).
import { existsSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

const credentialVariables = [
  'AWS_ACCESS_KEY_ID',
  'AWS_PROFILE',
  'AWS_WEB_IDENTITY_TOKEN_FILE',
  'AWS_CONTAINER_CREDENTIALS_RELATIVE_URI',
  'AWS_CONTAINER_CREDENTIALS_FULL_URI',
];

export function credentialsConfigured(env: NodeJS.ProcessEnv, home = homedir()): boolean {
  if (credentialVariables.some((name) => env[name])) return true;
  const files = [
    env.AWS_SHARED_CREDENTIALS_FILE ?? join(home, '.aws', 'credentials'),
    env.AWS_CONFIG_FILE ?? join(home, '.aws', 'config'),
  ];
  return files.some((file) => existsSync(file));
}
