// Where the CDK app finds the repository: its root (npm workspace with the lock file) and the
// handler modules that become Lambda functions.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repositoryRoot = fileURLToPath(new URL('../../', import.meta.url));
export const lockFile = join(repositoryRoot, 'package-lock.json');
export const cdkJsonFile = join(repositoryRoot, 'cdk.json');
export const handlersDirectory = join(repositoryRoot, 'functions', 'src', 'handlers');

/** The source file of a handler module named as in the route table (`events/find-event-by-code`). */
export function handlerEntry(handler: string): string {
  const entry = join(handlersDirectory, `${handler}.ts`);
  if (!existsSync(entry)) throw new Error(`Handler module ${handler} not found at ${entry}`);
  return entry;
}
