// Every progress bar's scale is the catalogue's (spec section 9: progress bar max 100). The API
// and the upload report progress in percent; a bar shows it on that scale, clamped to its ends.
import { progressBarMax } from '@thon/shared/catalog/interface-defaults';

export { progressBarMax };

/** A percent (0 to 100) as a value on the bar's scale, clamped to 0..progressBarMax. */
export function barValue(percent: number): number {
  const scaled = Math.round((percent / 100) * progressBarMax);
  return Math.min(progressBarMax, Math.max(0, Number.isFinite(scaled) ? scaled : 0));
}

/** The width (CSS) of the filled part for a value on the bar's scale. */
export function barWidth(value: number): string {
  return `${(value / progressBarMax) * 100}%`;
}
