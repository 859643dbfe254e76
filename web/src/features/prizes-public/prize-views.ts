// What the donor and family pages read of prizes, as the student page, the parent dashboard and
// GetThonPrizes answer it (docs/prizes.md). Written as plain shapes so the prize components take
// either answer without importing a route's schemas (the donor pages download no zod).

/** A level as a page shows it: its name and its picture, when the organizer chose one. */
export interface PrizeLevelView {
  Name: string;
  PictureUrl?: string | undefined;
}

/** The next level and what it still needs, per unit and once, in cents rounded up to whole dollars. */
export interface NextPrizeLevelView extends PrizeLevelView {
  MorePerUnitCents: number;
  MoreOnceCents: number;
}

/** A participant's standing: the level reached and the next; absent when the Thon has no programme. */
export interface PrizeStandingView {
  Current?: PrizeLevelView | undefined;
  Next?: NextPrizeLevelView | undefined;
  UnitName: string;
}

/** A participant photo's review state, as the parent dashboard answers it. */
export type PhotoStatusView = 'pending' | 'approved' | 'rejected';

/** Cents as the donor pages print money: '$4', '$120', '$2.50'. */
export const centsAsDollars = (cents: number) => cents / 100;
