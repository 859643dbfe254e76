// The sound and the buzz after a scan, so a volunteer watching the runners, not the phone, knows
// what happened: one bright beep for a lap, two low ones for a duplicate, a falling pair for a lap
// over the maximum, a long low tone for a bib that does not count here. A Web Audio oscillator,
// no sound file to download or cache.
import type { ScanOutcome } from '../counting/scan-card';

interface Tone {
  hz: number;
  ms: number;
}

const signals: Record<
  'lap' | 'duplicate' | 'over-max' | 'refused' | 'none',
  { tones: Tone[]; vibrate: number[] }
> = {
  lap: { tones: [{ hz: 1320, ms: 120 }], vibrate: [60] },
  duplicate: {
    tones: [
      { hz: 440, ms: 90 },
      { hz: 0, ms: 60 },
      { hz: 440, ms: 90 },
    ],
    vibrate: [40, 60, 40],
  },
  'over-max': {
    tones: [
      { hz: 880, ms: 120 },
      { hz: 590, ms: 160 },
    ],
    vibrate: [120, 60, 120],
  },
  refused: { tones: [{ hz: 220, ms: 450 }], vibrate: [400] },
  none: { tones: [], vibrate: [] },
};

export function signalOf(outcome: ScanOutcome): keyof typeof signals {
  switch (outcome) {
    case 'counted':
      return 'lap';
    case 'duplicate':
      return 'duplicate';
    case 'over-max':
      return 'over-max';
    case 'unknown-bib':
    case 'not-your-class':
    case 'locked':
    case 'too-late-to-undo':
    case 'not-found':
      return 'refused';
    default:
      return 'none';
  }
}

// One audio context for the page: browsers allow a few, and it must be made after a tap.
let context: AudioContext | undefined;

function audio(): AudioContext | undefined {
  const Context = (globalThis as { AudioContext?: typeof AudioContext }).AudioContext;
  if (!Context) return undefined;
  context ??= new Context();
  // A context made before the volunteer's first tap starts suspended.
  if (context.state === 'suspended') void context.resume();
  return context;
}

/** Plays the outcome's sound and vibration, where the phone has them. */
export function playScanSignal(outcome: ScanOutcome): void {
  const { tones, vibrate } = signals[signalOf(outcome)];
  if (vibrate.length > 0 && typeof navigator.vibrate === 'function') navigator.vibrate(vibrate);
  const sound = audio();
  if (!sound || tones.length === 0) return;
  let start = sound.currentTime;
  for (const tone of tones) {
    if (tone.hz > 0) {
      const oscillator = sound.createOscillator();
      const gain = sound.createGain();
      oscillator.frequency.value = tone.hz;
      oscillator.type = 'square';
      gain.gain.value = 0.15;
      oscillator.connect(gain).connect(sound.destination);
      oscillator.start(start);
      oscillator.stop(start + tone.ms / 1000);
    }
    start += tone.ms / 1000;
  }
}
