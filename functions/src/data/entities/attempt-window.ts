// Failed sign-in attempts of one subject (an account, an access code or a client address) in
// one fixed time window; the window is part of the key, so a new window starts from zero.
import { Entity } from 'electrodb';

export const attemptWindowEntity = new Entity({
  model: { service: 'thon', entity: 'attemptWindow', version: '1' },
  attributes: {
    subject: { type: 'string', required: true },
    windowStart: { type: 'number', required: true },
    failures: { type: 'number', required: true, default: 0 },
    expiresAt: { type: 'number', required: true },
  },
  indexes: {
    bySubject: {
      pk: { field: 'pk', composite: ['subject'] },
      sk: { field: 'sk', composite: ['windowStart'] },
    },
  },
});
