// The audit log: who changed what, when, before and after. Actions and subject kinds are closed
// lists so the console can name each one and a typo cannot invent a new kind of entry.
import * as z from 'zod';

export const auditActions = [
  'pledge-settings-changed',
  'franchise-created',
  'franchise-changed',
  'franchise-status-changed',
  'organization-created',
  'organization-changed',
  'organization-moved',
  'thon-created',
  'thon-changed',
  'thon-team-leader-assigned',
  'thon-team-leader-removed',
  'thon-organizer-changed',
  'thon-test-mark-changed',
  'user-invited',
  'user-changed',
  'user-deactivated',
  'user-reactivated',
  'reference-list-changed',
  'calendar-feed-created',
  'calendar-feed-revoked',
  'vendor-created',
  'vendor-changed',
  'student-page-moderated',
  'family-photos-changed',
  'lap-count-corrected',
  'lap-token-revoked',
  'event-day-settings-changed',
] as const;
export const auditActionSchema = z.enum(auditActions);
export type AuditAction = z.infer<typeof auditActionSchema>;

export const auditSubjectKinds = [
  'thon',
  'franchise',
  'organization',
  'user',
  'reference-list',
  'vendor',
  'participant',
] as const;
export const auditSubjectKindSchema = z.enum(auditSubjectKinds);
export type AuditSubjectKind = z.infer<typeof auditSubjectKindSchema>;

export const maxAuditPageSize = 100;

/**
 * Super admins read a month (this month unless `Month` says) or, with `FranchiseId`, one
 * franchise; a franchisee user reads their own franchise (optionally one month of it). `Cursor` is
 * the previous page's `NextCursor` (opaque). Newest first.
 */
export const listAuditEntriesQuerySchema = z.strictObject({
  Month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Month must be a month as YYYY-MM')
    .optional(),
  FranchiseId: z
    .string()
    .trim()
    .min(1, 'FranchiseId is not valid')
    .max(100, 'FranchiseId is not valid')
    .optional(),
  PageSize: z.coerce
    .number({ error: 'PageSize must be a number' })
    .int('PageSize must be a whole number')
    .min(1, 'PageSize must be at least 1')
    .max(maxAuditPageSize, `PageSize must be at most ${maxAuditPageSize}`)
    .default(25),
  Cursor: z.string().trim().min(1, 'Cursor is not valid').max(2048, 'Cursor is not valid').optional(),
});
export type ListAuditEntriesQuery = z.infer<typeof listAuditEntriesQuerySchema>;

/** Only the fields the change altered, as they were (Before) and as they became (After). */
const changedFieldsSchema = z.record(z.string(), z.unknown());

export const auditEntrySchema = z.strictObject({
  Id: z.string(),
  At: z.string(),
  Who: z.strictObject({ UserId: z.string(), Name: z.string(), Role: z.string() }),
  Action: auditActionSchema,
  Subject: z.strictObject({ Kind: auditSubjectKindSchema, Id: z.string() }),
  FranchiseId: z.string().optional(),
  Before: changedFieldsSchema,
  After: changedFieldsSchema,
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditEntryListSchema = z.strictObject({
  Entries: z.array(auditEntrySchema),
  /** Absent on the last page. */
  NextCursor: z.string().optional(),
});
export type AuditEntryList = z.infer<typeof auditEntryListSchema>;
