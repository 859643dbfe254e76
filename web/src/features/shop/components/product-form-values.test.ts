import { describe, expect, it } from 'vitest';
import { productFixture } from '@/testing/shop-catalog-handlers';
import { priceNotValid, productFormErrors, productFormValues, productRequest } from './product-form-values';

describe('the product form values', () => {
  it('round-trip a product: dollars shown, integer cents sent, each choice keeping its id', () => {
    const product = productFixture({ PriceCents: 1999, CostCents: 5 });
    const values = productFormValues(product);
    expect(values.Price).toBe('19.99');
    expect(values.Cost).toBe('0.05');
    expect(productRequest(values)).toMatchObject({
      PriceCents: 1999,
      CostCents: 5,
      PackSize: 10,
      Variants: [{ VariantId: 'var-gold', Sku: 'MED-GOLD', Colour: 'Gold' }],
    });
    expect(productFormErrors(values)).toEqual({});
  });

  it('names the field of a price that is not dollars and cents', () => {
    const values = { ...productFormValues(productFixture()), Price: '2.505', Cost: 'ten' };
    expect(productFormErrors(values)).toMatchObject({
      Price: priceNotValid('price'),
      Cost: priceNotValid('cost'),
    });
  });

  it("puts the API schema's issues on the fields they name, a choice's by its row", () => {
    const values = productFormValues(undefined);
    const errors = productFormErrors({
      ...values,
      PackSize: '0',
      Variants: [{ VariantId: '', Sku: '', Size: '', Colour: '' }],
    });
    expect(errors).toMatchObject({
      Name: 'Name is required',
      PackSize: 'PackSize must be at least 1',
      'Variants.0.Sku': 'Sku is required',
    });
  });

  it('refuses a per-shirt-size product whose choice has no size', () => {
    const values = {
      ...productFormValues(productFixture()),
      BasisKind: 'per-shirt-size' as const,
    };
    expect(productFormErrors(values).Variants).toBe(
      'A product ordered per shirt size needs a size on every variant.',
    );
  });
});
