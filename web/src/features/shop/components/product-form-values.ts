// The product form's values and the API's request: prices are typed in dollars and sent as integer
// cents (the one conversion, dollarsToCents, refuses more than two decimals), numbers are typed as
// text, and a variant without a size or colour sends none. The request is checked with the API's
// own schema, whose issues are put back on the fields they name.
import {
  createProductRequestSchema,
  type CreateProductRequestInput,
  type QuantityBasis,
} from '@thon/shared/api/schemas/shop-catalog';
import { dollarsToCents } from '@thon/shared/pledges/cents';
import type { Product, ProductStatus } from '../api/catalog-calls';

export interface VariantValues {
  VariantId: string;
  Sku: string;
  Size: string;
  Colour: string;
}

export interface ProductFormValues {
  Name: string;
  Description: string;
  Category: string;
  Price: string;
  Cost: string;
  PackSize: string;
  MinimumOrder: string;
  LeadTimeDays: string;
  IsPrize: boolean;
  StockTracked: boolean;
  Status: ProductStatus;
  BasisKind: QuantityBasis['Kind'];
  AmountPerParticipant: string;
  Unit: string;
  Variants: VariantValues[];
}

/** Said for a price that is not dollars and cents. */
export const priceNotValid = (field: string) => `Enter the ${field} in dollars, e.g. 2.50.`;

const dollars = (cents: number | undefined) => (cents === undefined ? '' : (cents / 100).toFixed(2));

export const emptyVariant = (): VariantValues => ({ VariantId: '', Sku: '', Size: '', Colour: '' });

export function productFormValues(product: Product | undefined): ProductFormValues {
  const basis = product?.QuantityBasis;
  return {
    Name: product?.Name ?? '',
    Description: product?.Description ?? '',
    Category: product?.Category ?? '',
    Price: dollars(product?.PriceCents),
    Cost: dollars(product?.CostCents),
    PackSize: String(product?.PackSize ?? 1),
    MinimumOrder: String(product?.MinimumOrder ?? 1),
    LeadTimeDays: String(product?.LeadTimeDays ?? 0),
    IsPrize: product?.IsPrize ?? false,
    StockTracked: product?.StockTracked ?? false,
    Status: product?.Status ?? 'draft',
    BasisKind: basis?.Kind ?? 'fixed',
    AmountPerParticipant: basis?.Kind === 'per-participant' ? String(basis.AmountPerParticipant) : '',
    Unit: basis?.Kind === 'per-participant' ? basis.Unit : '',
    Variants: product?.Variants.map((variant) => ({
      VariantId: variant.VariantId,
      Sku: variant.Sku,
      Size: variant.Size ?? '',
      Colour: variant.Colour ?? '',
    })) ?? [emptyVariant()],
  };
}

/** Cents of a typed dollar amount; NaN when it is not one (the schema then names the field). */
function cents(typed: string): number {
  const text = typed.trim().replace(/^\$/u, '');
  if (!/^\d+(\.\d{1,2})?$/u.test(text)) return Number.NaN;
  return dollarsToCents(Number(text));
}

const whole = (typed: string) => (/^-?\d+$/u.test(typed.trim()) ? Number(typed.trim()) : Number.NaN);

function basisOf(values: ProductFormValues): QuantityBasis {
  if (values.BasisKind === 'per-participant')
    return {
      Kind: 'per-participant',
      AmountPerParticipant:
        values.AmountPerParticipant.trim() === '' ? Number.NaN : Number(values.AmountPerParticipant),
      Unit: values.Unit,
    };
  return { Kind: values.BasisKind };
}

/** The fields a create and an edit send (an edit adds ProductId and Version; a create Status and VendorId). */
export function productRequest(
  values: ProductFormValues,
): Omit<CreateProductRequestInput, 'VendorId' | 'Status'> {
  return {
    Name: values.Name,
    Description: values.Description,
    Category: values.Category,
    PriceCents: cents(values.Price),
    CostCents: cents(values.Cost),
    PackSize: whole(values.PackSize),
    MinimumOrder: whole(values.MinimumOrder),
    LeadTimeDays: whole(values.LeadTimeDays),
    IsPrize: values.IsPrize,
    StockTracked: values.StockTracked,
    QuantityBasis: basisOf(values),
    Variants: values.Variants.map((variant) => ({
      ...(variant.VariantId ? { VariantId: variant.VariantId } : {}),
      Sku: variant.Sku,
      ...(variant.Size ? { Size: variant.Size } : {}),
      ...(variant.Colour.trim() ? { Colour: variant.Colour } : {}),
    })),
  };
}

/** The form field an issue of the request belongs to. */
function fieldOf(path: readonly PropertyKey[]): string {
  const [first, ...rest] = path.map(String);
  if (first === 'PriceCents') return 'Price';
  if (first === 'CostCents') return 'Cost';
  if (first === 'QuantityBasis')
    return rest[0] === 'Unit'
      ? 'Unit'
      : rest[0] === 'AmountPerParticipant'
        ? 'AmountPerParticipant'
        : 'BasisKind';
  if (first === 'Variants' && rest.length >= 2) return `Variants.${rest[0]}.${rest[1]}`;
  return first ?? 'root';
}

/** Issues of the request by form field (the first of each), checked with the API's schema. */
export function productFormErrors(values: ProductFormValues): Record<string, string> {
  const request = { ...productRequest(values), Status: values.Status };
  const result = createProductRequestSchema.safeParse(request);
  const errors: Record<string, string> = {};
  const money = (field: 'Price' | 'Cost', typed: string, label: string) => {
    if (Number.isNaN(cents(typed))) errors[field] = priceNotValid(label);
  };
  money('Price', values.Price, 'price');
  money('Cost', values.Cost, 'cost');
  if (!result.success)
    for (const issue of result.error.issues) {
      const field = fieldOf(issue.path);
      errors[field] ??= issue.message;
    }
  return errors;
}
