// The shop's vendors (docs/shop.md): the super admin's list, create and edit; a vendor's own page
// (its owner edits only the contact); its staff (list, invite, deactivate) and its payout account.
import * as z from 'zod';
import { requiredText as text } from './required-fields';
import { emailSchema, usPhoneSchema } from '../../catalog/patterns';
import { shopCursorNotValid } from '../../catalog/shop-messages';
import { payoutStateSchema } from './payout-state';

const id = (field: string) => text(field, 128);

export const vendorStatuses = ['active', 'suspended'] as const;
export const vendorStatusSchema = z.enum(vendorStatuses, {
  error: `Status must be one of ${vendorStatuses.join(', ')}`,
});
export type VendorStatus = z.infer<typeof vendorStatusSchema>;

/** A thousand dollars: above any flat shipping fee, low enough to catch a fee typed in dollars×100 twice. */
export const maxShippingFeeCents = 100_000;
export const maxVendorFranchises = 100;

const contactEmail = text('ContactEmail', 254).pipe(emailSchema);
const phone = text('Phone', 30).pipe(usPhoneSchema);
const shippingFeeCents = z
  .number({ error: 'ShippingFeeCents must be a number' })
  .int('ShippingFeeCents must be a whole number of cents')
  .min(0, 'ShippingFeeCents cannot be negative')
  .max(maxShippingFeeCents, `ShippingFeeCents must be at most ${maxShippingFeeCents}`);
/** The franchises served (their calendars are shown to the vendor); each named once. */
const franchiseIds = z
  .array(id('FranchiseId'), { error: 'FranchiseIds must be a list' })
  .max(maxVendorFranchises, `A vendor serves at most ${maxVendorFranchises} franchises`)
  .refine((ids) => new Set(ids).size === ids.length, 'Each franchise may be named only once');

export const vendorIdPathSchema = z.strictObject({ vendorId: id('VendorId') });

export const vendorSchema = z.strictObject({
  VendorId: z.string(),
  Name: z.string(),
  ContactEmail: z.string(),
  Phone: z.string(),
  Status: vendorStatusSchema,
  FranchiseIds: z.array(z.string()),
  /**
   * GetVendor only: the franchises served, named and by name (a vendor user reads no franchise
   * otherwise; the franchise calendar's picker shows them).
   */
  ServedFranchises: z.array(z.strictObject({ FranchiseId: z.string(), Name: z.string() })).optional(),
  ShippingFeeCents: z.number(),
  Payout: payoutStateSchema,
  /** Send it back with an edit: an edit made on an older version answers 409. */
  Version: z.number(),
  CreatedAt: z.string(),
  UpdatedAt: z.string(),
});
export type Vendor = z.infer<typeof vendorSchema>;

export const maxVendorsPageSize = 100;

/** Sorted by name; `Cursor` is the previous page's `NextCursor` (opaque). */
export const listVendorsQuerySchema = z.strictObject({
  PageSize: z.coerce
    .number({ error: 'PageSize must be a number' })
    .int('PageSize must be a whole number')
    .min(1, 'PageSize must be at least 1')
    .max(maxVendorsPageSize, `PageSize must be at most ${maxVendorsPageSize}`)
    .default(25),
  Cursor: z.string().trim().min(1, shopCursorNotValid).max(2048, shopCursorNotValid).optional(),
});
export type ListVendorsQuery = z.infer<typeof listVendorsQuerySchema>;

export const vendorListSchema = z.strictObject({
  Vendors: z.array(vendorSchema),
  /** Absent on the last page. */
  NextCursor: z.string().optional(),
});
export type VendorList = z.infer<typeof vendorListSchema>;

const personSchema = z.strictObject({
  FirstName: text('FirstName', 100),
  LastName: text('LastName', 100),
  Email: text('Email', 254).pipe(emailSchema),
});

export const createVendorRequestSchema = z.strictObject({
  Name: text('Name', 120),
  ContactEmail: contactEmail,
  Phone: phone,
  FranchiseIds: franchiseIds,
  ShippingFeeCents: shippingFeeCents.default(0),
  /** The vendor's owner: invited as a vendor user (set-password email). */
  Owner: personSchema,
});
export type CreateVendorRequest = z.infer<typeof createVendorRequestSchema>;

/** Only the fields sent change; a vendor's owner may send only ContactEmail and Phone. */
export const updateVendorRequestSchema = z.strictObject({
  VendorId: id('VendorId'),
  Version: z.number({ error: 'Version is required' }).int('Version must be a whole number').min(1),
  Name: text('Name', 120).optional(),
  ContactEmail: contactEmail.optional(),
  Phone: phone.optional(),
  Status: vendorStatusSchema.optional(),
  FranchiseIds: franchiseIds.optional(),
  ShippingFeeCents: shippingFeeCents.optional(),
});
export type UpdateVendorRequest = z.infer<typeof updateVendorRequestSchema>;

export const vendorUserSchema = z.strictObject({
  UserId: z.string(),
  FirstName: z.string(),
  LastName: z.string(),
  Email: z.string(),
  IsOwner: z.boolean(),
  Active: z.boolean(),
});
export type VendorUser = z.infer<typeof vendorUserSchema>;

/** A vendor user reads their own vendor's staff; a super admin names the vendor. */
export const listVendorUsersQuerySchema = z.strictObject({ VendorId: id('VendorId').optional() });
export type ListVendorUsersQuery = z.infer<typeof listVendorUsersQuerySchema>;

export const vendorUserListSchema = z.strictObject({ Users: z.array(vendorUserSchema) });
export type VendorUserList = z.infer<typeof vendorUserListSchema>;

/** The owner invites to their own vendor; a super admin names the vendor. */
export const inviteVendorUserRequestSchema = personSchema.extend({ VendorId: id('VendorId').optional() });
export type InviteVendorUserRequest = z.infer<typeof inviteVendorUserRequestSchema>;

export const setVendorUserActiveRequestSchema = z.strictObject({
  VendorId: id('VendorId').optional(),
  UserId: id('UserId'),
  Active: z.boolean({ error: 'Active must be true or false' }),
});
export type SetVendorUserActiveRequest = z.infer<typeof setVendorUserActiveRequestSchema>;

export const startVendorPayoutsRequestSchema = z.strictObject({});
export const vendorPayoutsOnboardingSchema = z.strictObject({ Url: z.string() });
export type VendorPayoutsOnboarding = z.infer<typeof vendorPayoutsOnboardingSchema>;
