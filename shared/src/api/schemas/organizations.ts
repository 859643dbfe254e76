// The admin console's organizations: a franchise's (or the direct customers') list, one
// organization, create, edit (a changed ZIP moves it unless a super admin fixed its franchise),
// move (the super admin's override) and the access-code-only sign-in switch.
import * as z from 'zod';
import { organizationZipNotValid } from '../../catalog/messages';
import { isSchoolOrganizationType } from '../../catalog/school-lists';
import { payoutStateSchema } from './payout-state';
import { organizationTypeMessage, schoolLevelMessage, stateMessage } from './reference-codes';
import { schoolLevelNotForType } from './events';

const text = (field: string, max: number) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .max(max, `${field} is too long.`);

const idSchema = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .max(128, `${field} is not valid`);

/** The franchise key of an organization no franchise holds: a direct customer of the platform. */
export const directCustomerKey = 'direct';

export const organizationIdSchema = idSchema('OrganizationId');
export const organizationIdPathSchema = z.strictObject({ organizationId: organizationIdSchema });

export const organizationAddressSchema = z.strictObject({
  Street: text('Street', 100),
  City: text('City', 60),
  /** A state Code (GetReferenceLists states). */
  State: z.string({ error: stateMessage }).trim().min(1, stateMessage),
  Zip: z
    .string({ error: organizationZipNotValid })
    .trim()
    .regex(/^\d{5}(-\d{4})?$/, organizationZipNotValid),
});
export type OrganizationAddress = z.infer<typeof organizationAddressSchema>;

const organizationFields = {
  Name: text('Name', 100),
  /** An organization type's Name (GetReferenceLists organizationTypes). */
  OrganizationType: z.string({ error: organizationTypeMessage }).min(1, organizationTypeMessage),
  /** A school level Code (GetReferenceLists schoolLevels); only for a school. '' or absent: none. */
  SchoolLevel: z.string({ error: schoolLevelMessage }).optional(),
  Address: organizationAddressSchema,
};

function checkSchoolLevel(
  value: { OrganizationType?: string | undefined; SchoolLevel?: string | undefined },
  context: z.RefinementCtx,
): void {
  if (
    value.SchoolLevel &&
    value.OrganizationType !== undefined &&
    !isSchoolOrganizationType(value.OrganizationType)
  )
    context.addIssue({ code: 'custom', path: ['SchoolLevel'], message: schoolLevelNotForType });
}

export const createOrganizationRequestSchema = z
  .strictObject(organizationFields)
  .superRefine(checkSchoolLevel);
export type CreateOrganizationRequest = z.infer<typeof createOrganizationRequestSchema>;

/** Only the fields sent change; at least one must be sent. A new SchoolLevel needs OrganizationType with it. */
export const updateOrganizationRequestSchema = z
  .strictObject({
    OrganizationId: organizationIdSchema,
    ...z.strictObject(organizationFields).partial().shape,
  })
  .refine(
    (request) => Object.keys(organizationFields).some((field) => field in request),
    'Send at least one of Name, OrganizationType, SchoolLevel or Address',
  )
  .superRefine(checkSchoolLevel);
export type UpdateOrganizationRequest = z.infer<typeof updateOrganizationRequestSchema>;

/** A franchise id fixes the organization there; absent clears the override (its ZIP decides again). */
export const moveOrganizationRequestSchema = z.strictObject({
  OrganizationId: organizationIdSchema,
  FranchiseId: idSchema('FranchiseId').optional(),
});
export type MoveOrganizationRequest = z.infer<typeof moveOrganizationRequestSchema>;

export const setForceAccessCodeRequestSchema = z.strictObject({
  OrganizationId: organizationIdSchema,
  ForceAccessCode: z.boolean({ error: 'ForceAccessCode must be true or false' }),
});
export type SetForceAccessCodeRequest = z.infer<typeof setForceAccessCodeRequestSchema>;

export const organizationSchema = z.strictObject({
  OrganizationId: z.string(),
  Name: z.string(),
  OrganizationType: z.string(),
  SchoolLevel: z.string().nullable(),
  /** Organizations made with a Thon before addresses were kept have only City and State. */
  Address: z.strictObject({ Street: z.string(), City: z.string(), State: z.string(), Zip: z.string() }),
  /** A franchise id, or 'direct'. */
  FranchiseId: z.string(),
  FranchiseOverridden: z.boolean(),
  ForceAccessCode: z.boolean(),
  /** Its payout account as last stored (refreshed from the provider when an organizer opens a Thon's settings). */
  Payout: payoutStateSchema,
  CreatedAt: z.string(),
});
export type Organization = z.infer<typeof organizationSchema>;

export const maxOrganizationsPageSize = 100;
export const organizationCursorNotValid = 'Cursor is not valid';

/**
 * One franchise's organizations by name (`FranchiseId`, or 'direct' for the direct customers).
 * Absent: a franchisee user's own franchise, a super admin's direct customers. `Cursor` is the
 * previous page's `NextCursor` (opaque).
 */
export const listOrganizationsQuerySchema = z.strictObject({
  FranchiseId: idSchema('FranchiseId').optional(),
  PageSize: z.coerce
    .number({ error: 'PageSize must be a number' })
    .int('PageSize must be a whole number')
    .min(1, 'PageSize must be at least 1')
    .max(maxOrganizationsPageSize, `PageSize must be at most ${maxOrganizationsPageSize}`)
    .default(25),
  Cursor: z
    .string()
    .trim()
    .min(1, organizationCursorNotValid)
    .max(2048, organizationCursorNotValid)
    .optional(),
});
export type ListOrganizationsQuery = z.infer<typeof listOrganizationsQuerySchema>;

export const organizationListSchema = z.strictObject({
  Organizations: z.array(organizationSchema),
  /** Absent on the last page. */
  NextCursor: z.string().optional(),
});
export type OrganizationList = z.infer<typeof organizationListSchema>;
