// A wall-clock time in a time zone as an instant: the prizes journey runs the nightly lock "just
// after the Thon's next midnight" without waiting for it. Pure: no test runner imports.
/** The wall clock of `timeZone` at `instant`, field by field. */
function wallClock(timeZone: string, instant: Date) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(instant);
  const field = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((part) => part.type === type)?.value);
  return {
    year: field('year'),
    month: field('month'),
    day: field('day'),
    utcOfWall: Date.UTC(
      field('year'),
      field('month') - 1,
      field('day'),
      field('hour'),
      field('minute'),
      field('second'),
    ),
  };
}

/** How far `timeZone`'s wall clock is ahead of UTC at `instant`, in milliseconds. */
const offsetAt = (timeZone: string, instant: Date) =>
  wallClock(timeZone, instant).utcOfWall - Math.floor(instant.getTime() / 1000) * 1000;

/**
 * The instant of `hours:minutes` on the local date after `now`'s in `timeZone` (the offset taken
 * at that instant, so a night that changes the clocks still lands on the wall time asked for).
 */
export function tomorrowAt(timeZone: string, hours: number, minutes: number, now = new Date()): Date {
  const today = wallClock(timeZone, now);
  const wall = Date.UTC(today.year, today.month - 1, today.day + 1, hours, minutes);
  const guess = new Date(wall - offsetAt(timeZone, now));
  return new Date(wall - offsetAt(timeZone, guess));
}
