// The moves of a submitted shop order (docs/shop.md "States"): the vendor confirms, holds and
// releases, ships lines (several shipments), marks a purchase order paid; the buyer (or the vendor,
// with a date) marks it delivered; the buyer, the vendor or a super admin cancels it while nothing
// has shipped. Every move answers the order as shop-orders' routes do.
import * as z from 'zod';
import { requiredText as text } from './required-fields';
import { isIsoCalendarDate } from '../../catalog/patterns';
import { maxCartLines, maxLineQuantity, orderIdSchema } from './shop-orders';

export const maxHoldNoteLength = 500;
export const maxCancelReasonLength = 500;
export const maxCarrierLength = 100;
export const maxTrackingNumberLength = 100;

/**
 * The order's Version as the caller last read it: when given, the move is refused (409) if the
 * order changed since, so a decision made on a stale page is not applied; when left out, the move
 * applies to the order as it is now (still from the expected state only).
 */
const version = z
  .number({ error: 'Version must be a number' })
  .int('Version must be a whole number')
  .min(1)
  .optional();

const move = { OrderId: orderIdSchema, Version: version };

export const confirmOrderRequestSchema = z.strictObject(move);
export type ConfirmOrderRequest = z.infer<typeof confirmOrderRequestSchema>;

export const holdOrderRequestSchema = z.strictObject({ ...move, Note: text('Note', maxHoldNoteLength) });
export type HoldOrderRequest = z.infer<typeof holdOrderRequestSchema>;

export const releaseOrderRequestSchema = z.strictObject(move);
export type ReleaseOrderRequest = z.infer<typeof releaseOrderRequestSchema>;

export const shipOrderRequestSchema = z.strictObject({
  ...move,
  Lines: z
    .array(
      z.strictObject({
        LineId: z
          .string({ error: 'LineId is required' })
          .trim()
          .min(1, 'LineId is required')
          .max(128, 'LineId is not valid'),
        Quantity: z
          .number({ error: 'Quantity must be a number' })
          .int('Quantity must be a whole number')
          .min(1, 'Quantity must be at least 1')
          .max(maxLineQuantity, `Quantity must be at most ${maxLineQuantity}`),
      }),
    )
    .min(1, 'Choose at least one line to ship')
    .max(maxCartLines, `A shipment has at most ${maxCartLines} lines`),
  Carrier: text('Carrier', maxCarrierLength),
  TrackingNumber: text('Tracking number', maxTrackingNumberLength),
});
export type ShipOrderRequest = z.infer<typeof shipOrderRequestSchema>;

/** DeliveredOn: required of the vendor (the day the school received it); the buyer's defaults to today. */
export const markOrderDeliveredRequestSchema = z.strictObject({
  ...move,
  DeliveredOn: z
    .string({ error: 'DeliveredOn must be a date (YYYY-MM-DD)' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'DeliveredOn must be a date (YYYY-MM-DD)')
    .refine(isIsoCalendarDate, 'DeliveredOn must be a real date')
    .optional(),
});
export type MarkOrderDeliveredRequest = z.infer<typeof markOrderDeliveredRequestSchema>;

export const cancelOrderRequestSchema = z.strictObject({
  ...move,
  Reason: text('Reason', maxCancelReasonLength),
});
export type CancelOrderRequest = z.infer<typeof cancelOrderRequestSchema>;

export const markOrderPaidRequestSchema = z.strictObject(move);
export type MarkOrderPaidRequest = z.infer<typeof markOrderPaidRequestSchema>;
