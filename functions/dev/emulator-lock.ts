// One install of the emulator's Python at a time: `npm start` and a test run may both find it
// missing. A lock directory (mkdir is atomic) holding the owner's pid; a lock whose owner died
// (Ctrl-C during the install) is taken over instead of waited on forever.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SetupProblem } from './ports';

export interface LockOptions {
  /** Waits between two looks at a held lock (injected so tests need no real time). */
  pause(): Promise<void>;
  isAlive(pid: number): boolean;
  /** How many pauses to wait for a live holder before giving up. */
  maxPauses: number;
  /** Told once when another process holds the lock. */
  onWait(pid: number): void;
}

function holder(lockDir: string): number | undefined {
  try {
    const pid = Number(readFileSync(join(lockDir, 'pid'), 'utf8'));
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function tryAcquire(lockDir: string): boolean {
  try {
    mkdirSync(lockDir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  writeFileSync(join(lockDir, 'pid'), String(process.pid));
  return true;
}

export function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export async function withLock<T>(lockDir: string, options: LockOptions, work: () => Promise<T>): Promise<T> {
  let told = false;
  let pauses = 0;
  while (!tryAcquire(lockDir)) {
    const pid = holder(lockDir);
    // No pid yet: the holder is between mkdir and writing it; look again after a pause.
    if (pid !== undefined && !options.isAlive(pid)) {
      rmSync(lockDir, { recursive: true, force: true });
      continue;
    }
    if (pid !== undefined && !told) {
      options.onWait(pid);
      told = true;
    }
    if (pauses++ >= options.maxPauses) {
      throw new SetupProblem(
        `Another process (pid ${pid ?? '?'}) is still installing the AWS emulator; if it is gone, remove ${lockDir}.`,
      );
    }
    await options.pause();
  }
  try {
    return await work();
  } finally {
    rmSync(lockDir, { recursive: true, force: true });
  }
}
