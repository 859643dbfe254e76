// The admin console's list of Thons: every Thon the caller's scope reaches (a super admin all or
// one franchise's, a franchisee user their franchise's, a franchisee team leader the Thons assigned
// to them, a test user the test Thons), by start date, filtered and paged with a cursor.
import * as z from 'zod';
import { isIsoCalendarDate } from '../../catalog/patterns';
import { eventStatusSchema } from './event-status';

export const maxConsoleThonsPageSize = 100;

const calendarDate = (field: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${field} must be a date (YYYY-MM-DD)`)
    .refine(isIsoCalendarDate, `${field} must be a real date`)
    .optional();
const id = (field: string) =>
  z.string().trim().min(1, `${field} is not valid`).max(128, `${field} is not valid`).optional();

/**
 * `FromDate` and `ToDate` bound the start date (both included). `FranchiseId` (`direct`: Thons of
 * no franchise) narrows a super admin's list; anyone else naming a franchise not their own gets 404.
 * `Cursor` is the previous page's `NextCursor` (opaque). A page holds at most `PageSize` Thons and
 * may hold fewer when a filter (status, organization) leaves some out: follow `NextCursor`.
 */
export const listConsoleThonsQuerySchema = z
  .strictObject({
    Status: eventStatusSchema.optional(),
    FranchiseId: id('FranchiseId'),
    OrganizationId: id('OrganizationId'),
    FromDate: calendarDate('FromDate'),
    ToDate: calendarDate('ToDate'),
    PageSize: z.coerce
      .number({ error: 'PageSize must be a number' })
      .int('PageSize must be a whole number')
      .min(1, 'PageSize must be at least 1')
      .max(maxConsoleThonsPageSize, `PageSize must be at most ${maxConsoleThonsPageSize}`)
      .default(25),
    Cursor: z.string().trim().min(1, 'Cursor is not valid').max(2048, 'Cursor is not valid').optional(),
  })
  .refine((query) => !query.FromDate || !query.ToDate || query.FromDate <= query.ToDate, {
    path: ['ToDate'],
    message: 'ToDate must not be before FromDate',
  });
export type ListConsoleThonsQuery = z.infer<typeof listConsoleThonsQuerySchema>;

export const consoleThonSchema = z.strictObject({
  EventId: z.string(),
  Name: z.string(),
  EventCode: z.string(),
  OrganizationId: z.string(),
  /** '' on Thons made before the organization's name was copied onto them. */
  OrganizationName: z.string(),
  /** `direct`: the Thon belongs to no franchise. */
  FranchiseId: z.string(),
  /** '' for `direct`, or a franchise no longer found. */
  FranchiseName: z.string(),
  Status: eventStatusSchema,
  StartDate: z.string(),
  EndDate: z.string(),
  Participants: z.number(),
  IsTest: z.boolean(),
  /** The commission its pledges pay: its own, else its franchise's default, else the platform's. */
  CommissionPercent: z.number(),
  /** Whether the Thon sets its own commission (else it follows the default). */
  CommissionSet: z.boolean(),
  /** Its organizer by name; null when it has none (or their account is no longer found). */
  Organizer: z.strictObject({ UserId: z.string(), Name: z.string() }).nullable(),
});
export type ConsoleThon = z.infer<typeof consoleThonSchema>;

export const consoleThonListSchema = z.strictObject({
  Thons: z.array(consoleThonSchema),
  /** Absent on the last page. */
  NextCursor: z.string().optional(),
});
export type ConsoleThonList = z.infer<typeof consoleThonListSchema>;
