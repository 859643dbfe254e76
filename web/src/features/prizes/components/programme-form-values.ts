// The prize programme form's values and the API's request: a level's threshold is typed in dollars
// per unit and sent as integer cents (the one conversion, dollarsToCents), numbers are typed as
// text, and levels are sent lowest threshold first (the order families climb them). The request is
// checked with the API's own schema, whose issues are put back on the fields they name.
import {
  savePrizeProgrammeRequestSchema,
  type PrizeProgrammeWire,
  type SavePrizeProgrammeRequest,
} from '@thon/shared/api/schemas/prizes';
import { dollarsToCents } from '@thon/shared/pledges/cents';

export interface PrizeValues {
  ProductId: string;
  Quantity: string;
}

export interface LevelValues {
  LevelId: string;
  Name: string;
  /** Dollars per unit, as typed. */
  Threshold: string;
  PictureUrl: string;
  Prizes: PrizeValues[];
}

export interface ProgrammeFormValues {
  Mode: 'cumulative' | 'top';
  Divisor: string;
  Levels: LevelValues[];
  Supplies: { ProductId: string }[];
}

/** Said for a threshold that is not dollars and cents. */
export const thresholdNotValid = 'Enter the threshold in dollars, e.g. 2 or 1.50.';

const dollars = (cents: number) => (cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2));

export const emptyLevel = (): LevelValues => ({
  LevelId: '',
  Name: '',
  Threshold: '',
  PictureUrl: '',
  Prizes: [],
});

/** The 'registered' level every participant reaches (threshold 0). */
export const registeredLevel = (): LevelValues => ({ ...emptyLevel(), Name: 'Registered', Threshold: '0' });

export function programmeFormValues(programme: PrizeProgrammeWire): ProgrammeFormValues {
  const levels = [...programme.Levels].sort((a, b) => a.ThresholdPerUnitCents - b.ThresholdPerUnitCents);
  return {
    Mode: programme.Mode,
    Divisor: String(programme.Divisor),
    Levels: levels.map((level) => ({
      LevelId: level.LevelId,
      Name: level.Name,
      Threshold: dollars(level.ThresholdPerUnitCents),
      PictureUrl: level.PictureUrl ?? '',
      Prizes: level.Prizes.map((prize) => ({ ProductId: prize.ProductId, Quantity: String(prize.Quantity) })),
    })),
    Supplies: programme.Supplies.map((supply) => ({ ProductId: supply.ProductId })),
  };
}

/** Cents of a typed dollar amount; NaN when it is not one (the form then names the field). */
export function thresholdCents(typed: string): number {
  const text = typed.trim().replace(/^\$/u, '');
  if (!/^\d+(\.\d{1,2})?$/u.test(text)) return Number.NaN;
  return dollarsToCents(Number(text));
}

/** Whether a level is the 'registered' one (threshold 0). */
export const isRegistered = (level: LevelValues) => thresholdCents(level.Threshold) === 0;

const whole = (typed: string) => (/^\d+$/u.test(typed.trim()) ? Number(typed.trim()) : Number.NaN);

/** The levels in the order they are sent: lowest threshold first, an unreadable one last. */
function sendOrder(levels: readonly LevelValues[]): number[] {
  const key = (index: number) => {
    const cents = thresholdCents(levels[index]?.Threshold ?? '');
    return Number.isNaN(cents) ? Number.POSITIVE_INFINITY : cents;
  };
  return levels.map((_, index) => index).sort((a, b) => key(a) - key(b));
}

export function programmeRequest(
  thonId: string,
  version: number,
  values: ProgrammeFormValues,
): SavePrizeProgrammeRequest {
  return {
    ThonId: thonId,
    Version: version,
    Mode: values.Mode,
    Divisor: whole(values.Divisor),
    Levels: sendOrder(values.Levels).map((index) => {
      const level = values.Levels[index] as LevelValues;
      return {
        ...(level.LevelId ? { LevelId: level.LevelId } : {}),
        Name: level.Name,
        ThresholdPerUnitCents: thresholdCents(level.Threshold),
        ...(level.PictureUrl ? { PictureUrl: level.PictureUrl } : {}),
        Prizes: level.Prizes.map((prize) => ({
          ProductId: prize.ProductId,
          Quantity: whole(prize.Quantity),
        })),
      };
    }),
    Supplies: values.Supplies.filter((supply) => supply.ProductId !== '').map((supply) => ({
      ProductId: supply.ProductId,
    })),
  };
}

/** The form field an issue of the request names: the request's levels are in send order. */
function fieldOf(path: readonly PropertyKey[], order: readonly number[]): string {
  const [first, second, third, fourth, fifth] = path.map(String);
  if (first === 'Levels' && second !== undefined) {
    const index = order[Number(second)] ?? Number(second);
    if (third === 'ThresholdPerUnitCents') return `Levels.${index}.Threshold`;
    if (third === 'Prizes' && fourth !== undefined)
      return `Levels.${index}.Prizes.${fourth}.${fifth ?? 'ProductId'}`;
    if (third === undefined) return 'Levels';
    return `Levels.${index}.${third}`;
  }
  if (first === 'Supplies' && second !== undefined) return `Supplies.${second}.ProductId`;
  return first ?? 'root';
}

/** Issues of the request by form field (the first of each), checked with the API's schema. */
export function programmeFormErrors(values: ProgrammeFormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  values.Levels.forEach((level, index) => {
    if (Number.isNaN(thresholdCents(level.Threshold)))
      errors[`Levels.${index}.Threshold`] = thresholdNotValid;
  });
  const result = savePrizeProgrammeRequestSchema.safeParse(programmeRequest('form', 0, values));
  const order = sendOrder(values.Levels);
  if (!result.success)
    for (const issue of result.error.issues) {
      errors[fieldOf(issue.path, order)] ??= issue.message;
    }
  return errors;
}
