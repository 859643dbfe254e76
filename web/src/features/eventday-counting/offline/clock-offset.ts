// A phone's clock can be minutes off, and the lap rule compares scans from many phones (the
// earlier sighting wins, a cooldown apart). Each answer carrying the server's time teaches the
// phone how far its clock is off; scans are stamped with the corrected time.

/**
 * How far the server's clock is ahead of the phone's: the server's time minus the middle of the
 * request (the server stamped its answer somewhere between send and receipt; the middle halves the
 * error a slow network adds). Undefined for a time that does not parse.
 */
export function clockOffsetOf(
  serverTimeIso: string,
  sentAtMs: number,
  receivedAtMs: number,
): number | undefined {
  const serverMs = Date.parse(serverTimeIso);
  if (Number.isNaN(serverMs)) return undefined;
  return Math.round(serverMs - (sentAtMs + receivedAtMs) / 2);
}

/** The phone's time corrected to the server's clock, as a scan's ScannedAt. */
export function correctedTime(phoneNowMs: number, offsetMs: number): string {
  return new Date(phoneNowMs + offsetMs).toISOString();
}
