// A duration as the metrics page shows it: whole milliseconds, a tenth below 10 ms (an SDK call
// to the local emulator often takes 2 or 3), a dash when nothing was measured.
export function formatDuration(ms: number | undefined): string {
  if (ms === undefined) return '–';
  return ms < 10 ? `${ms.toFixed(1)} ms` : `${Math.round(ms)} ms`;
}
