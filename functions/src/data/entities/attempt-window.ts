// Sign-in attempts of one subject (an account, an access code, a client address, an inbox) in
// one fixed time window; the window is part of the key, so a new window starts from zero.
import { Entity } from 'electrodb';
import { lazyEntity, tableConfiguration } from '../lazy-entity';

export const attemptWindowEntity = lazyEntity(
  () =>
    new Entity(
      {
        model: { service: 'thon', entity: 'attemptWindow', version: '1' },
        attributes: {
          subject: { type: 'string', required: true },
          windowStart: { type: 'number', required: true },
          /**
           * Attempts reserved in this window and not released: each attempt takes one (conditional ADD,
           * only below the subject's limit) before its credential is checked; a success gives it back.
           */
          attempts: { type: 'number' },
          /**
           * Card attempts in flight or declined in this window (pledges: card-testing protection, see
           * pledge-guards): reserved before the provider is asked, given back when the card is taken.
           */
          declines: { type: 'number' },
          /** Card attempts bought by solved captchas and not yet used (pledge-guards). */
          captchaRoom: { type: 'number' },
          /** Card attempts captchas bought in this window, used or not (bounded). */
          captchaGranted: { type: 'number' },
          /** Epoch seconds: the window's end (TTL attribute). */
          expiresAt: { type: 'number', required: true },
        },
        indexes: {
          bySubject: {
            pk: { field: 'pk', composite: ['subject'] },
            sk: { field: 'sk', composite: ['windowStart'] },
          },
        },
      },
      tableConfiguration(),
    ),
);
