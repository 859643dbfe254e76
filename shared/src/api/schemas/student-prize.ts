// A participant's prize standing as the student page and the parent dashboard show it
// (docs/prizes.md): the level reached and what the next one needs, per unit and once, each rounded
// up to a whole dollar. A small module: the donor pages load it with the student page's schema.
import * as z from 'zod';

const levelView = { Name: z.string(), PictureUrl: z.string().optional() };

export const studentPrizeSchema = z.strictObject({
  /** The highest level reached; absent when none is (no level of threshold 0 and no credit yet). */
  Current: z.strictObject(levelView).optional(),
  /** The lowest level not reached; absent at the top. */
  Next: z
    .strictObject({
      ...levelView,
      /** "$4 more per lap": cents, a whole number of dollars. */
      MorePerUnitCents: z.number().int(),
      /** "or $120 once": cents, a whole number of dollars. */
      MoreOnceCents: z.number().int(),
    })
    .optional(),
  UnitName: z.string(),
});
export type StudentPrizeWire = z.infer<typeof studentPrizeSchema>;
