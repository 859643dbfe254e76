// Super admin calls for franchises: the list, one franchise, create, edit (name, contact, default
// commission, territory) and suspend/reactivate. The territory is the pure rule's schema, so the
// API, the console and the overlap check read one shape.
import * as z from 'zod';
import { maxCommissionPercent } from '../../catalog/donations';
import { commissionTooHigh } from '../../catalog/messages';
import { emailSchema, usPhoneSchema } from '../../catalog/patterns';
import { territorySchema } from '../../franchises/territory';

export { territorySchema, type Territory } from '../../franchises/territory';

const text = (field: string, max: number) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .max(max, `${field} is too long.`);

export const franchiseStatuses = ['active', 'suspended'] as const;
export const franchiseStatusSchema = z.enum(franchiseStatuses, {
  error: `Status must be one of: ${franchiseStatuses.join(', ')}`,
});
export type FranchiseStatus = z.infer<typeof franchiseStatusSchema>;

export const franchiseIdSchema = z
  .string({ error: 'FranchiseId is required' })
  .trim()
  .min(1, 'FranchiseId is required')
  .max(128);
export const franchiseIdPathSchema = z.strictObject({ franchiseId: franchiseIdSchema });

export const franchiseContactSchema = z.strictObject({
  Name: text('Contact name', 100),
  Email: text('Contact email', 254).pipe(emailSchema),
  Phone: text('Contact phone', 30).pipe(usPhoneSchema),
});
export type FranchiseContact = z.infer<typeof franchiseContactSchema>;

/** Whole percent 0 to the spec's maximum; above it is the spec's 'commission too high'. */
export const commissionPercentSchema = z
  .number({ error: 'DefaultCommissionPercent must be a number' })
  .int('DefaultCommissionPercent must be a whole number')
  .min(0, 'DefaultCommissionPercent cannot be negative')
  .max(maxCommissionPercent, commissionTooHigh);

const franchiseFields = {
  Name: text('Name', 100),
  Contact: franchiseContactSchema,
  DefaultCommissionPercent: commissionPercentSchema,
  Territory: territorySchema,
};

export const createFranchiseRequestSchema = z.strictObject(franchiseFields);
export type CreateFranchiseRequest = z.infer<typeof createFranchiseRequestSchema>;

/**
 * Only the fields sent change; at least one must be sent. A franchisee user may send only
 * OrganizersMayShop (whether the franchise's organizers may buy from the shop for their Thons).
 */
export const updateFranchiseRequestSchema = z
  .strictObject({
    FranchiseId: franchiseIdSchema,
    ...z.strictObject(franchiseFields).partial().shape,
    OrganizersMayShop: z.boolean({ error: 'OrganizersMayShop must be true or false' }).optional(),
  })
  .refine(
    (request) => [...Object.keys(franchiseFields), 'OrganizersMayShop'].some((field) => field in request),
    'Send at least one of Name, Contact, DefaultCommissionPercent, Territory or OrganizersMayShop',
  );
export type UpdateFranchiseRequest = z.infer<typeof updateFranchiseRequestSchema>;

export const setFranchiseStatusRequestSchema = z.strictObject({
  FranchiseId: franchiseIdSchema,
  Status: franchiseStatusSchema,
});
export type SetFranchiseStatusRequest = z.infer<typeof setFranchiseStatusRequestSchema>;

export const franchiseSchema = z.strictObject({
  FranchiseId: z.string(),
  Name: z.string(),
  Contact: z.strictObject({ Name: z.string(), Email: z.string(), Phone: z.string() }),
  DefaultCommissionPercent: z.number(),
  Territory: z.strictObject({ States: z.array(z.string()), ZipPrefixes: z.array(z.string()) }),
  Status: franchiseStatusSchema,
  /** Whether the franchise's organizers may buy from the shop for their own Thons (on unless switched off). */
  OrganizersMayShop: z.boolean(),
  CreatedAt: z.string(),
  UpdatedAt: z.string(),
});
export type Franchise = z.infer<typeof franchiseSchema>;

export const maxFranchisesPageSize = 100;
/** A cursor this list did not hand out (edited, or another list's). */
export const cursorNotValid = 'Cursor is not valid';
export const franchiseCursorSchema = z.string().trim().min(1, cursorNotValid).max(1024, cursorNotValid);

/** Sorted by name; `Cursor` is the previous page's `NextCursor` (opaque). */
export const listFranchisesQuerySchema = z.strictObject({
  PageSize: z.coerce
    .number({ error: 'PageSize must be a number' })
    .int('PageSize must be a whole number')
    .min(1, 'PageSize must be at least 1')
    .max(maxFranchisesPageSize, `PageSize must be at most ${maxFranchisesPageSize}`)
    .default(25),
  Cursor: franchiseCursorSchema.optional(),
});
export type ListFranchisesQuery = z.infer<typeof listFranchisesQuerySchema>;

export const franchiseListSchema = z.strictObject({
  Franchises: z.array(franchiseSchema),
  /** Absent on the last page. */
  NextCursor: z.string().optional(),
});
export type FranchiseList = z.infer<typeof franchiseListSchema>;
