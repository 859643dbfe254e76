// A volunteer watching the runners hears and feels what a scan did: a lap, a duplicate, a scan over
// the maximum and a refused bib each have their own sound and buzz.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { playScanSignal, signalOf } from './scan-signal';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('scan signals', () => {
  it('gives the four outcomes a volunteer must tell apart four different signals', () => {
    const signals = (['counted', 'duplicate', 'over-max', 'unknown-bib'] as const).map(signalOf);
    expect(new Set(signals).size).toBe(4);
    expect(signalOf('not-your-class')).toBe(signalOf('unknown-bib'));
  });

  it('vibrates with the outcome’s own pattern where the phone can, and plays its tones', () => {
    const vibrate = vi.fn(() => true);
    vi.stubGlobal('navigator', { ...navigator, vibrate });
    const started: number[] = [];
    class FakeAudioContext {
      state = 'running';
      currentTime = 0;
      destination = {};
      createGain = () => ({ gain: { value: 0 }, connect: (next: unknown) => next });
      createOscillator = () => ({
        frequency: { value: 0 },
        type: 'sine',
        connect: (next: unknown) => next,
        start: (at: number) => started.push(at),
        stop: () => undefined,
      });
    }
    vi.stubGlobal('AudioContext', FakeAudioContext);
    playScanSignal('duplicate');
    playScanSignal('counted');
    expect(vibrate.mock.calls).toEqual([[[40, 60, 40]], [[60]]]);
    // Two beeps for the duplicate, one for the lap.
    expect(started).toHaveLength(3);
  });
});
