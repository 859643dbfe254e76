// The franchisee's pages: the franchise calendar (a month or a date range of the franchise's
// Thons), its iCalendar feed (a secret, revocable subscription URL) and the dashboard. A super
// admin names the franchise; a franchisee reads their own (naming another answers 404).
import * as z from 'zod';
import { isIsoCalendarDate } from '../../catalog/patterns';
import { eventStatusSchema } from './event-status';
import { orderStatusSchema } from './shop-orders';

const optionalFranchiseId = z
  .string()
  .trim()
  .min(1, 'FranchiseId is not valid')
  .max(128, 'FranchiseId is not valid')
  .optional();

const isoDate = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${field} must be a date (YYYY-MM-DD)`)
    .refine(isIsoCalendarDate, `${field} must be a real date`);

/** The longest range one calendar call reads: a month grid shows at most six weeks. */
export const maxCalendarRangeDays = 62;

/**
 * `Month` (YYYY-MM), or `From` and `To` (dates, at most 62 days apart): the Thons running on any
 * day of it. Neither: this month.
 */
export const franchiseCalendarQuerySchema = z
  .strictObject({
    FranchiseId: optionalFranchiseId,
    Month: z
      .string()
      .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Month must be a month as YYYY-MM')
      .optional(),
    From: isoDate('From').optional(),
    To: isoDate('To').optional(),
  })
  .superRefine((query, context) => {
    if (query.Month !== undefined && (query.From !== undefined || query.To !== undefined)) {
      context.addIssue({ code: 'custom', path: ['Month'], message: 'Send either Month or From and To' });
    }
    if ((query.From === undefined) !== (query.To === undefined)) {
      context.addIssue({ code: 'custom', path: ['To'], message: 'From and To go together' });
    }
    if (query.From !== undefined && query.To !== undefined) {
      const days = (Date.parse(query.To) - Date.parse(query.From)) / 86_400_000;
      if (days < 0) context.addIssue({ code: 'custom', path: ['To'], message: 'To must not be before From' });
      else if (days > maxCalendarRangeDays - 1) {
        context.addIssue({
          code: 'custom',
          path: ['To'],
          message: `At most ${maxCalendarRangeDays} days at a time`,
        });
      }
    }
  });
export type FranchiseCalendarQuery = z.infer<typeof franchiseCalendarQuerySchema>;

/** One Thon on the calendar: kickoff (start date), event day, end date, school, participants. */
export const calendarThonSchema = z.strictObject({
  EventId: z.string(),
  Name: z.string(),
  /** Kickoff: the programme's first day. */
  StartDate: z.string(),
  /** The run itself: the programme's last day, when the units are recorded. */
  EventDate: z.string(),
  EndDate: z.string(),
  OrganizationId: z.string(),
  OrganizationName: z.string(),
  ParticipantCount: z.number().int(),
  Status: eventStatusSchema,
});
export type CalendarThon = z.infer<typeof calendarThonSchema>;

/** A shop order on the calendar, on the day it is needed by (docs/shop.md): submitted, not cancelled. */
export const calendarShopOrderSchema = z.strictObject({
  OrderId: z.string(),
  /** yyyy-MM-dd: the day the school needs it. */
  NeedBy: z.string(),
  VendorName: z.string(),
  ThonId: z.string(),
  ThonName: z.string(),
  Status: orderStatusSchema,
});
export type CalendarShopOrder = z.infer<typeof calendarShopOrderSchema>;

export const calendarFeedStateSchema = z.strictObject({ CreatedAt: z.string() });

export const franchiseCalendarSchema = z.strictObject({
  FranchiseId: z.string(),
  From: z.string(),
  To: z.string(),
  /** Start date order; Thons running into the range from before it included. */
  Thons: z.array(calendarThonSchema),
  /**
   * The shop orders needed by a day of the range, by need-by date: the franchise's for super admins
   * and franchisee users, the vendor's own for a vendor user, none for a team leader (not a buyer).
   */
  ShopOrders: z.array(calendarShopOrderSchema),
  /** The franchise's feed, if one is active (its URL is shown once, when it is made). */
  Feed: calendarFeedStateSchema.nullable(),
});
export type FranchiseCalendar = z.infer<typeof franchiseCalendarSchema>;

export const calendarFeedRequestSchema = z.strictObject({ FranchiseId: optionalFranchiseId });
export type CalendarFeedRequest = z.infer<typeof calendarFeedRequestSchema>;

export const createdCalendarFeedSchema = z.strictObject({
  /** The subscription URL; it holds the secret, so it is answered only now. */
  FeedUrl: z.string(),
  CreatedAt: z.string(),
});
export type CreatedCalendarFeed = z.infer<typeof createdCalendarFeedSchema>;

export const revokedCalendarFeedSchema = z.strictObject({ Revoked: z.boolean() });

/** 43 characters of base64url: 32 random bytes. */
export const calendarFeedTokenPattern = /^[A-Za-z0-9_-]{43}$/;
export const calendarFeedPathSchema = z.strictObject({
  token: z.string().regex(calendarFeedTokenPattern, 'The feed address is not valid'),
});

/** The feed itself: an iCalendar document (text/calendar). */
export const calendarFeedDocumentSchema = z.string();

/** Thons listed per kind on the dashboard (the counts are of all). */
export const maxDashboardList = 10;

export const franchiseDashboardQuerySchema = z.strictObject({ FranchiseId: optionalFranchiseId });

const dashboardThonSchema = z.strictObject({
  EventId: z.string(),
  Name: z.string(),
  StartDate: z.string(),
  EndDate: z.string(),
  OrganizationName: z.string(),
  Status: eventStatusSchema,
});
export type DashboardThon = z.infer<typeof dashboardThonSchema>;

export const franchiseDashboardSchema = z.strictObject({
  FranchiseId: z.string(),
  Today: z.string(),
  /** Counts of every Thon of the kind read; the lists hold the first `maxDashboardList` of each. */
  UpcomingCount: z.number().int(),
  LiveCount: z.number().int(),
  CompletedCount: z.number().int(),
  /** Soonest first. */
  Upcoming: z.array(dashboardThonSchema),
  Live: z.array(dashboardThonSchema),
  /** Most recent first. */
  Completed: z.array(dashboardThonSchema),
  /** Cents, over the live and completed Thons read (`TotalsThonCount` of them, the most recent). */
  RaisedCents: z.number().int(),
  PledgedCents: z.number().int(),
  TotalsThonCount: z.number().int(),
  /** True when more live or completed Thons exist than the totals read. */
  TotalsPartial: z.boolean(),
  Attention: z.strictObject({
    PayoutNotConnected: z.array(z.strictObject({ OrganizationId: z.string(), OrganizationName: z.string() })),
    FailedCharges: z.number().int(),
    UnitsNotRecorded: z.number().int(),
    EndingThisWeek: z.array(dashboardThonSchema),
  }),
});
export type FranchiseDashboard = z.infer<typeof franchiseDashboardSchema>;
