// A cart's lines as the buyer edits them: each product (and size or colour), its quantity, why
// the API rounded it (pack, minimum), and Remove; below, a product of the cart's vendor to add.
// The parent owns the list; the API rounds and prices again when the cart is saved.
import { useId, useRef, useState } from 'react';
import type { Product } from '../api/cart-catalogue';
import type { OrderLine } from '../api/order-calls';
import { roundingNote } from './rounding-note';

export interface EditedLine {
  key: string;
  ProductId: string;
  VariantId: string | null;
  Quantity: string;
  /** The saved line it came from (its name and rounding); none for a line added here. */
  saved?: OrderLine;
}

const variantLabel = (variant: Product['Variants'][number]) =>
  [variant.Size, variant.Colour].filter(Boolean).join(', ') || variant.Sku;

function lineName(line: EditedLine, products: readonly Product[]): string {
  if (line.saved) {
    const variant = [line.saved.Size, line.saved.Colour].filter(Boolean).join(', ');
    return variant ? `${line.saved.ProductName} (${variant})` : line.saved.ProductName;
  }
  const product = products.find((candidate) => candidate.ProductId === line.ProductId);
  const variant = product?.Variants.find((candidate) => candidate.VariantId === line.VariantId);
  if (!product) return line.ProductId;
  return variant && product.Variants.length > 1 ? `${product.Name} (${variantLabel(variant)})` : product.Name;
}

function AddLine({ products, onAdd }: { products: readonly Product[]; onAdd: (line: EditedLine) => void }) {
  const ids = { product: useId(), variant: useId() };
  const [productId, setProductId] = useState('');
  const [variantId, setVariantId] = useState('');
  // Each added line's own key: the same product may be added twice (two colours, say).
  const added = useRef(0);
  const product = products.find((candidate) => candidate.ProductId === productId);
  const add = () => {
    if (!product) return;
    const variant =
      product.Variants.find((candidate) => candidate.VariantId === variantId) ?? product.Variants[0];
    added.current += 1;
    onAdd({
      key: `new-${added.current}`,
      ProductId: product.ProductId,
      VariantId: variant?.VariantId ?? null,
      Quantity: String(Math.max(product.MinimumOrder, product.PackSize)),
    });
    setProductId('');
    setVariantId('');
  };
  return (
    <div className="shop-filters">
      <div className="field">
        <label htmlFor={ids.product}>Product to add</label>
        <select id={ids.product} value={productId} onChange={(e) => setProductId(e.target.value)}>
          <option value="">Choose a product</option>
          {products.map((candidate) => (
            <option key={candidate.ProductId} value={candidate.ProductId}>
              {candidate.Name}
            </option>
          ))}
        </select>
      </div>
      {product && product.Variants.length > 1 && (
        <div className="field">
          <label htmlFor={ids.variant}>Size or colour</label>
          <select id={ids.variant} value={variantId} onChange={(e) => setVariantId(e.target.value)}>
            {product.Variants.map((variant) => (
              <option key={variant.VariantId} value={variant.VariantId}>
                {variantLabel(variant)}
              </option>
            ))}
          </select>
        </div>
      )}
      <p>
        <button type="button" className="button-secondary" aria-disabled={!product} onClick={add}>
          Add to cart
        </button>
      </p>
    </div>
  );
}

export function CartLinesEditor({
  lines,
  products,
  onChange,
}: {
  lines: readonly EditedLine[];
  products: readonly Product[];
  onChange: (lines: EditedLine[]) => void;
}) {
  const id = useId();
  const setQuantity = (key: string, quantity: string) =>
    onChange(lines.map((line) => (line.key === key ? { ...line, Quantity: quantity } : line)));
  return (
    <fieldset>
      <legend>Lines</legend>
      {lines.length === 0 && <p>The cart is empty: fill it from the Thon or add products.</p>}
      {lines.map((line) => {
        const name = lineName(line, products);
        const note =
          line.saved && String(line.saved.Quantity) === line.Quantity ? roundingNote(line.saved) : '';
        return (
          <div className="field shop-cart-line" key={line.key}>
            <label htmlFor={`${id}-${line.key}`}>{name}</label>
            {note && (
              <p className="field-hint" id={`${id}-${line.key}-note`}>
                {note}
              </p>
            )}
            <input
              id={`${id}-${line.key}`}
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              aria-describedby={note ? `${id}-${line.key}-note` : undefined}
              value={line.Quantity}
              onChange={(event) => setQuantity(line.key, event.target.value)}
            />{' '}
            <button
              type="button"
              className="button-secondary"
              aria-label={`Remove ${name}`}
              onClick={() => onChange(lines.filter((other) => other.key !== line.key))}
            >
              Remove
            </button>
          </div>
        );
      })}
      <AddLine products={products} onAdd={(line) => onChange([...lines, line])} />
    </fieldset>
  );
}
