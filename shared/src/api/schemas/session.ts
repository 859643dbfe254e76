// The signed-in session (spec section 3, "Session"): what the web app knows about its user.
import * as z from 'zod';
import { roleSchema } from '../../auth/roles';
import { nearbyEventSchema } from './nearby-events';

export const sessionSchema = z.object({
  Token: z.string(),
  UserId: z.string(),
  FirstName: z.string(),
  LastName: z.string(),
  Email: z.string(),
  Role: roleSchema,
  /** The application-level role name shown in the interface (e.g. "Team Leader"). */
  ApplicationRole: z.string(),
  ParticipantId: z.string().nullable(),
  ParentId: z.string().nullable(),
  AvatarUrl: z.string().nullable(),
  /** Approximate location (city, region, else postal code) if known; never coordinates. */
  Location: z.string().nullable(),
  IpAddress: z.string().nullable(),
  /** The live public Thons within 50 miles of Location, nearest first (at most 10); empty when unknown. */
  NearbyEvents: z.array(nearbyEventSchema),
  OrganizationTypes: z.array(z.string()),
  IsSuperAdmin: z.boolean(),
  IsFranchiseeUser: z.boolean(),
  IsTeacher: z.boolean(),
  IsTeamLeader: z.boolean(),
  IsVendor: z.boolean(),
  IsParent: z.boolean(),
  IsFranchiseeTeamLeader: z.boolean(),
  IsTestUser: z.boolean(),
  IsOrganizerEvent: z.boolean(),
  /** A participant whose organization requires access codes: password sign-in is refused them. */
  ForceAccessCode: z.boolean(),
  IsTeacherPageOptedIn: z.boolean(),
  /** The franchise of a franchisee user or franchisee team leader (their console's franchise page); else null. */
  FranchiseId: z.string().nullable(),
  /** The vendor a vendor user works for (the shop's pages), its name, and whether they own it; else null/false. */
  VendorId: z.string().nullable(),
  VendorName: z.string().nullable(),
  IsVendorOwner: z.boolean(),
});
export type Session = z.infer<typeof sessionSchema>;

/** Headers every request carries (spec section 7). */
export const sessionHeaders = {
  authorization: 'authorization',
  userId: 'x-user-id',
  timeZone: 'x-time-zone',
} as const;
