// The most units (laps, ...) an event may set, by its number of participants (spec section 9).

/**
 * Maximum units for participant counts 1 to 99, one value per band of 5 counts:
 * index = floor(count / 5), so 1–4 → 25, 5–9 → 30, 10–14 → 35, 15–19 → 45, …, 95–99 → 180.
 *
 * The spec gives 1–4, 5–9 and 10–14 exactly, then 17 further values "with each further step
 * of 5 participants", and doubles the count from 100. Seventeen steps of 5 starting at 15
 * cover 15–99 exactly (17 × 5 = 85 = 100 − 15), meeting the 100 rule with no gap and no
 * overlap; any other start or width would leave counts without a value or run past 99.
 */
const unitsByBandOfFive: readonly number[] = [
  25, 30, 35, 45, 50, 55, 65, 70, 80, 85, 95, 100, 110, 120, 130, 140, 150, 160, 170, 180,
];

const doublingFrom = 100;

export function maxUnitsForParticipantCount(participantCount: number): number {
  if (!Number.isSafeInteger(participantCount) || participantCount < 0) {
    throw new RangeError(`Participant count must be a whole number of 0 or more, got ${participantCount}`);
  }
  if (participantCount === 0) return 0;
  if (participantCount >= doublingFrom) return participantCount * 2;
  const units = unitsByBandOfFive[Math.floor(participantCount / 5)];
  // Unreachable while the table has 20 bands (0–99 ÷ 5); guards the index for the compiler.
  if (units === undefined) throw new Error(`No maximum units for ${participantCount} participants`);
  return units;
}
