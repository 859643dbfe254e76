// The local stack keeps the functions' logs to warnings: its own imports load their Logger (which
// reads POWERTOOLS_LOG_LEVEL once, when loaded), so the level must be set before any of them.
import { afterAll, describe, expect, it, vi } from 'vitest';

const saved = process.env.POWERTOOLS_LOG_LEVEL;
afterAll(() => {
  if (saved === undefined) delete process.env.POWERTOOLS_LOG_LEVEL;
  else process.env.POWERTOOLS_LOG_LEVEL = saved;
});

describe('the local stack log level', () => {
  it("is WARN for the functions' Logger once the local stack is imported", async () => {
    delete process.env.POWERTOOLS_LOG_LEVEL;
    vi.resetModules();
    await import('../../dev/local-stack');
    const { logger } = await import('../../src/platform/logger');
    expect(logger.getLevelName()).toBe('WARN');
  });
});
