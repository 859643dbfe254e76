// When a runner's counted laps are their units (docs/event-day.md, Laps feed units): from their
// first counted lap or correction on, the tally owns the units, so typed units (RecordUnits) and
// counted laps never fight. Pure: the job, the completion and RecordUnits' refusal all ask here.

/** The parts of a lap tally these rules read. */
export interface TallyUnits {
  /** Counted laps after corrections (never above the maximum when they were counted). */
  readonly laps: number;
  /** The counted scans (absent before the first). */
  readonly counted?: readonly unknown[] | undefined;
  /** The sum of corrections (absent until the first correction). */
  readonly adjustment?: number | undefined;
  /** The units last written to the participant from this tally (absent until the first). */
  readonly unitsApplied?: number | undefined;
}

/**
 * Whether the tally owns the runner's units: a counted lap, a correction (even one back to 0, so
 * an organizer's "ran no laps" holds), or units already applied from it (a lap since undone).
 */
export function lapsOwnUnits(tally: TallyUnits): boolean {
  return (
    (tally.counted?.length ?? 0) > 0 || tally.adjustment !== undefined || tally.unitsApplied !== undefined
  );
}

/**
 * The units to write to the participant, or undefined when there is nothing to write. Laps are
 * capped when counted, but the Thon's maximum can fall afterwards (the organizer's MaxUnits): the
 * units never exceed today's maximum, and the tally is compared with what was written, capped.
 */
export function unitsDue(tally: TallyUnits, maxUnits: number): number | undefined {
  if (!lapsOwnUnits(tally)) return undefined;
  const units = Math.max(0, Math.min(tally.laps, maxUnits));
  return units === tally.unitsApplied ? undefined : units;
}
