import { describe, expect, it } from 'vitest';

describe('zod-jitless', () => {
  it("turns zod's JIT off through zod's own settings, so object parsing never probes new Function", async () => {
    await import('./zod-jitless');
    const { config, z } = await import('zod');
    expect(config().jitless).toBe(true);
    const probe = globalThis.Function;
    let probed = false;
    globalThis.Function = new Proxy(probe, {
      construct(target, args: string[]) {
        probed = true;
        return new target(...args);
      },
    });
    try {
      expect(z.object({ a: z.string() }).parse({ a: 'x' })).toEqual({ a: 'x' });
    } finally {
      globalThis.Function = probe;
    }
    expect(probed).toBe(false);
  });
});
