// The signed-in session (spec section 3, "Session"): what the web app knows about its user.
import * as z from 'zod';
import { roleSchema } from '../../auth/roles';

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
  /** Approximate location (city, region) if known; never precise. */
  Location: z.string().nullable(),
  IpAddress: z.string().nullable(),
  NearbyEvents: z.array(z.object({ EventId: z.string(), Name: z.string(), EventCode: z.string() })),
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
  ForceAccessCode: z.boolean(),
  IsTeacherPageOptedIn: z.boolean(),
});
export type Session = z.infer<typeof sessionSchema>;

/** Headers every request carries (spec section 7). */
export const sessionHeaders = {
  authorization: 'authorization',
  userId: 'x-user-id',
  timeZone: 'x-time-zone',
} as const;
