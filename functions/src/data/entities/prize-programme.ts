// A Thon's prize programme (docs/prizes.md): its levels (threshold, name, picture, the shop products
// a student at that level gets), how levels add up, the divisor that turns gifts into a rate, the
// per-participant supplies the calculator orders, and the class challenges. One item per Thon; the
// levels and the challenges are saved separately, each conditioned on its own version.
import { Entity } from 'electrodb';
import { lazyEntity, tableConfiguration } from '../lazy-entity';

const prizeItems = {
  type: 'list',
  required: true,
  items: {
    type: 'map',
    properties: {
      productId: { type: 'string', required: true },
      vendorId: { type: 'string', required: true },
      /** Copied when the programme is saved: a page shows it without reading the product. */
      productName: { type: 'string', required: true },
      vendorName: { type: 'string', required: true },
      /** One of the product's images, copied likewise. */
      imageUrl: { type: 'string' },
      /** The product comes in shirt sizes: each student gets the variant of their size. */
      sized: { type: 'boolean', required: true },
      /** How many one student gets (usually 1). */
      quantity: { type: 'number', required: true },
    },
  },
} as const;

export const prizeProgrammeEntity = lazyEntity(
  () =>
    new Entity(
      {
        model: { service: 'thon', entity: 'prizeProgramme', version: '1' },
        attributes: {
          eventId: { type: 'string', required: true },
          /** 'cumulative' (every level up to the one reached) or 'top' (the highest only). */
          mode: { type: ['cumulative', 'top'] as const, required: true },
          /** Flat gifts count as their amount divided by this (30: $30 once is $1 a lap). */
          divisor: { type: 'number', required: true },
          levels: {
            type: 'list',
            required: true,
            items: {
              type: 'map',
              properties: {
                levelId: { type: 'string', required: true },
                name: { type: 'string', required: true },
                /** A rate per unit in cents; 0 is the 'registered' level every participant reaches. */
                thresholdPerUnitCents: { type: 'number', required: true },
                /** A picture URL: one of its prizes' images or a published upload. */
                pictureUrl: { type: 'string' },
                prizes: prizeItems,
              },
            },
          },
          /** Per-participant supplies (colour powder, ...): products whose basis is per participant. */
          supplies: prizeItems,
          version: { type: 'number', required: true },
          challenges: {
            type: 'list',
            required: true,
            items: {
              type: 'map',
              properties: {
                challengeId: { type: 'string', required: true },
                name: { type: 'string', required: true },
                /** participation (percent of the class), donors (count), perChild (cents), raised (cents). */
                metric: { type: ['participation', 'donors', 'perChild', 'raised'] as const, required: true },
                target: { type: 'number', required: true },
                reward: { type: 'string', required: true },
              },
            },
          },
          challengesVersion: { type: 'number', required: true },
          updatedAt: { type: 'string', required: true },
          updatedByUserId: { type: 'string', required: true },
        },
        indexes: {
          byEvent: { pk: { field: 'pk', composite: ['eventId'] }, sk: { field: 'sk', composite: [] } },
        },
      },
      tableConfiguration(),
    ),
);
