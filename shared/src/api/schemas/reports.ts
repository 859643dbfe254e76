// The reconciliation report on the wire. Money is integer cents (a report that must add up to the
// cent is never carried in floating dollars). A request names exactly one scope: a Thon, an
// organization, a franchise, or a month (the Thons starting in it; with a FranchiseId, that
// franchise's only). A scope with many Thons is read a page of Thons at a time (Cursor).
import * as z from 'zod';

export const maxReconciliationPageSize = 100;
export const defaultReconciliationPageSize = 25;

const idField = (name: string) =>
  z.string().trim().min(1, `${name} is not valid`).max(100, `${name} is not valid`).optional();

export const reconciliationScopeMessage =
  'Choose exactly one of EventId, OrganizationId, FranchiseId or Month (a Month may name a FranchiseId).';

export const getReconciliationQuerySchema = z
  .strictObject({
    EventId: idField('EventId'),
    OrganizationId: idField('OrganizationId'),
    FranchiseId: idField('FranchiseId'),
    Month: z
      .string()
      .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Month must be a month as YYYY-MM')
      .optional(),
    PageSize: z.coerce
      .number({ error: 'PageSize must be a number' })
      .int('PageSize must be a whole number')
      .min(1, 'PageSize must be at least 1')
      .max(maxReconciliationPageSize, `PageSize must be at most ${maxReconciliationPageSize}`)
      .default(defaultReconciliationPageSize),
    Cursor: z.string().trim().min(1, 'Cursor is not valid').max(2048, 'Cursor is not valid').optional(),
    /** `csv`: the answer also carries the rows and the total as a CSV file (formula-escaped). */
    Format: z.enum(['json', 'csv'], { error: 'Format must be json or csv' }).default('json'),
  })
  .refine(
    (query) => {
      const named = [query.EventId, query.OrganizationId, query.FranchiseId, query.Month].filter(
        (value) => value !== undefined,
      ).length;
      return named === 1 || (named === 2 && query.Month !== undefined && query.FranchiseId !== undefined);
    },
    { message: reconciliationScopeMessage, path: ['EventId'] },
  );
export type GetReconciliationQuery = z.infer<typeof getReconciliationQuerySchema>;

const cents = z.number().int();

export const reconciliationFiguresSchema = z.object({
  Pledges: z.number().int(),
  GrossPledgedCents: cents,
  ChargedCents: cents,
  RefundedCents: cents,
  DisputedCents: cents,
  OfflineCents: cents,
  ProcessingExpenseCents: cents,
  CommissionCents: cents,
  NetToSchoolCents: cents,
});
export type ReconciliationFiguresWire = z.infer<typeof reconciliationFiguresSchema>;

export const reconciliationRowSchema = reconciliationFiguresSchema.extend({
  EventId: z.string(),
  EventName: z.string(),
  EventStartDate: z.string(),
  OrganizationId: z.string(),
  OrganizationName: z.string(),
  /** `direct`: a direct customer of the platform. */
  FranchiseId: z.string(),
  IsTest: z.boolean(),
});
export type ReconciliationRowWire = z.infer<typeof reconciliationRowSchema>;

/** Payouts exist only at the payment provider, per organization: they cannot be split per Thon. */
export const organizationPayoutsSchema = z.object({
  OrganizationId: z.string(),
  OrganizationName: z.string(),
  /** False: the organization has no payout account connected (no payouts to read). */
  AccountConnected: z.boolean(),
  PayoutsCents: cents,
  Payouts: z.array(
    z.object({
      Id: z.string(),
      AmountCents: cents,
      Status: z.string(),
      CreatedAt: z.string(),
      ArrivalDate: z.string(),
    }),
  ),
});
export type OrganizationPayoutsWire = z.infer<typeof organizationPayoutsSchema>;

export const reconciliationSchema = z.object({
  /** One row per Thon of this page (test Thons left out of organization, franchise and month scopes). */
  Rows: z.array(reconciliationRowSchema),
  /** The rows of this page added up (a scope of several pages: add each page's). */
  Totals: reconciliationFiguresSchema,
  /** Per organization of this page's Thons; in a month scope, the payouts created that month (UTC). */
  Payouts: z.array(organizationPayoutsSchema),
  PayoutsCents: cents,
  NextCursor: z.string().optional(),
  /** With Format=csv: the rows and their total as a CSV file. */
  Csv: z.string().optional(),
});
export type ReconciliationWire = z.infer<typeof reconciliationSchema>;
