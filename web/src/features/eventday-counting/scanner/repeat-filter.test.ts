import { describe, expect, it } from 'vitest';
import { createRepeatFilter } from './repeat-filter';

describe('camera repeat filter', () => {
  it('drops a bib seen again within 3 s of its last sighting, and lets other bibs through', () => {
    let now = 0;
    const fresh = createRepeatFilter(() => now);
    expect(fresh('AAAAAAAAAAAA')).toBe(true);
    now = 1000;
    expect(fresh('AAAAAAAAAAAA')).toBe(false);
    expect(fresh('BBBBBBBBBBBB')).toBe(true);
    // Still in view: each sighting moves the window on.
    now = 3500;
    expect(fresh('AAAAAAAAAAAA')).toBe(false);
    now = 6500;
    expect(fresh('AAAAAAAAAAAA')).toBe(true);
  });
});
