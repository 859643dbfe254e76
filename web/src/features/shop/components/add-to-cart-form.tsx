// The product dialog's Add to cart: the Thon it is for (the buyer's Thons, as the cart builder
// lists them) and a quantity per variant. It adds to the Thon's draft with this product's vendor,
// or starts one, then links to that cart in the cart builder, where the rounding up to the pack
// size and the minimum is shown. The API decides again whether the buyer may buy for the Thon.
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { Role } from '@thon/shared/auth/roles';
import { shopAddedToCart, shopChooseQuantity, shopChooseThon } from '@thon/shared/catalog/shop-messages';
import { FormStatus, noStatus, type FormStatusValue } from '@/components/form/form-status';
import { ApiError } from '@/lib/api-client';
import { loadBuyerThons, type BuyerThon } from '@/features/shop-orders/api/buyer-thons';
import { useReferenceLists } from '@/lib/reference-lists';
import { addToCart } from '../api/add-to-cart';
import type { Product } from '../api/catalog-calls';
import { variantText } from './product-format';

/** Said when the buyer's Thons cannot be read. */
export const thonsNotRead = 'Your Thons could not be loaded. Please try again.';

interface AddToCartFormProps {
  product: Product;
  role: Role;
}

export function AddToCartForm({ product, role }: AddToCartFormProps) {
  const id = useId();
  const sizes = useReferenceLists().shirtSizes;
  const [thons, setThons] = useState<BuyerThon[] | undefined>(undefined);
  const [thonId, setThonId] = useState('');
  const [quantities, setQuantities] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<FormStatusValue>(noStatus);
  const [addedTo, setAddedTo] = useState<string | undefined>(undefined);
  // Each server answer, so its status line is also a toast (once per answer).
  const [answer, setAnswer] = useState<object | undefined>(undefined);

  useEffect(() => {
    const controller = new AbortController();
    loadBuyerThons(role, controller.signal).then(
      (list) => {
        setThons(list);
        // One Thon: nothing to choose.
        if (list.length === 1 && list[0]) setThonId(list[0].EventId);
      },
      () => {
        if (!controller.signal.aborted) setStatus({ title: 'Error', message: thonsNotRead });
      },
    );
    return () => controller.abort();
  }, [role]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const thon = thons?.find((each) => each.EventId === thonId);
    if (!thon) return setStatus({ title: 'Error', message: shopChooseThon });
    const additions = product.Variants.map((variant) => ({
      VariantId: variant.VariantId,
      Quantity: Number(quantities[variant.VariantId] ?? 0),
    })).filter((addition) => Number.isInteger(addition.Quantity) && addition.Quantity > 0);
    if (additions.length === 0) return setStatus({ title: 'Error', message: shopChooseQuantity });
    setBusy(true);
    setAddedTo(undefined);
    try {
      const orderId = await addToCart(thonId, product, additions);
      setAddedTo(orderId);
      setAnswer({});
      setQuantities({});
      setStatus({ tone: 'success', message: shopAddedToCart(product.Name, thon.Name) });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setAnswer({});
      setStatus({ title: 'Error', message: error.message });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="add-to-cart" noValidate aria-busy={busy} onSubmit={(event) => void submit(event)}>
      <h3>Add to cart</h3>
      <div className="field">
        <label htmlFor={`${id}-thon`}>Thon</label>
        <select
          id={`${id}-thon`}
          value={thonId}
          onChange={(event) => setThonId(event.target.value)}
          aria-busy={thons === undefined}
        >
          <option value="">{thons === undefined ? 'Loading your Thons…' : 'Choose a Thon'}</option>
          {thons?.map((thon) => (
            <option key={thon.EventId} value={thon.EventId}>
              {thon.Name}
            </option>
          ))}
        </select>
      </div>
      <p className="field-hint" id={`${id}-rounding`}>
        {`Quantities are rounded up to whole packs of ${product.PackSize} and to the minimum order of ${product.MinimumOrder}.`}
      </p>
      {product.Variants.map((variant) => (
        <div className="field" key={variant.VariantId}>
          <label htmlFor={`${id}-${variant.VariantId}`}>{`Quantity: ${variantText(variant, sizes)}`}</label>
          <input
            id={`${id}-${variant.VariantId}`}
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            aria-describedby={`${id}-rounding`}
            value={quantities[variant.VariantId] ?? ''}
            onChange={(event) => setQuantities({ ...quantities, [variant.VariantId]: event.target.value })}
          />
        </div>
      ))}
      <button type="submit" aria-disabled={busy}>
        {busy ? 'Adding…' : 'Add to cart'}
      </button>
      <FormStatus status={status} toastFor={answer} />
      {addedTo && (
        <p>
          <Link to={`/shop/cartbuilder?order=${encodeURIComponent(addedTo)}`}>Open the cart</Link>
        </p>
      )}
    </form>
  );
}
