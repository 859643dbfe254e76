import { describe, expect, it } from 'vitest';
import { cardExpired, enterRequiredFields, valueNotValid } from '@thon/shared/catalog/messages';
import { checkLocalCard, paymentMethodParams } from './local-card-form';

const now = new Date(2026, 10, 23);
const card = { number: '4242 4242 4242 4242', expiry: '11/26', securityCode: '123' };

describe('the local card form', () => {
  it('takes a test card in any of the spec’s separator styles, through the current month', () => {
    expect(checkLocalCard(card, now)).toEqual({});
    expect(checkLocalCard({ ...card, number: '4000-0000-0000-0002', securityCode: '1234' }, now)).toEqual({});
    expect(checkLocalCard({ ...card, number: '4000000000009995' }, now)).toEqual({});
  });

  it('refuses a failed checksum, mixed separators, a past month, a short code and empty fields', () => {
    expect(checkLocalCard({ ...card, number: '4242 4242 4242 4241' }, now).number).toBe(valueNotValid);
    expect(checkLocalCard({ ...card, number: '4242-4242 4242 4242' }, now).number).toBe(valueNotValid);
    expect(checkLocalCard({ ...card, expiry: '10/26' }, now).expiry).toBe(cardExpired);
    expect(checkLocalCard({ ...card, expiry: '13/30' }, now).expiry).toBe(valueNotValid);
    expect(checkLocalCard({ ...card, securityCode: '12' }, now).securityCode).toBe(valueNotValid);
    expect(checkLocalCard({ number: '', expiry: '', securityCode: '' }, now)).toEqual({
      number: enterRequiredFields,
      expiry: enterRequiredFields,
      securityCode: enterRequiredFields,
    });
  });

  it('sends Stripe’s card parameters with digits only and the billing details', () => {
    const params = paymentMethodParams(
      { number: '4242-4242-4242-4242', expiry: '03/31', securityCode: '999' },
      { name: 'Pat Lee', email: 'pat@example.org' },
    );
    expect(Object.fromEntries(params)).toEqual({
      type: 'card',
      'card[number]': '4242424242424242',
      'card[exp_month]': '3',
      'card[exp_year]': '2031',
      'card[cvc]': '999',
      'billing_details[name]': 'Pat Lee',
      'billing_details[email]': 'pat@example.org',
    });
  });
});
