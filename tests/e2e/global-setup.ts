// Starts the whole local stack (emulator, gateway, web dev server, demo data) on free ports
// for the browser tests, and stops it afterwards.
import type { TestProject } from 'vitest/node';
import { startLocalStack, type StackInfo } from '@thon/functions/dev/local-stack';
import { freePort } from '@thon/functions/dev/ports';

declare module 'vitest' {
  export interface ProvidedContext {
    stack: StackInfo;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const stack = await startLocalStack({ emulatorPort: 0, gatewayPort: 0, webPort: await freePort() });
  project.provide('stack', stack.info);
  return () => stack.stop();
}
