// The product dialog's Add to cart: the Thon it is for (the buyer's Thons, as the cart builder
// lists them) and a quantity per variant. It adds to the Thon's draft with this product's vendor,
// or starts one, then links to that cart in the cart builder, where the rounding up to the pack
// size and the minimum is shown. The API decides again whether the buyer may buy for the Thon.
// The form posts through /shop's route action (routes/shop-actions.ts).
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { Role } from '@thon/shared/auth/roles';
import { shopChooseQuantity, shopChooseThon } from '@thon/shared/catalog/shop-messages';
import { FormStatus, noStatus, type FormStatusValue } from '@/components/form/form-status';
import { useActionFetcher } from '@/components/form/use-action-fetcher';
import { loadBuyerThons, type BuyerThon } from '@/features/shop-orders/api/buyer-thons';
import { useReferenceLists } from '@/lib/reference-lists';
import type { Product } from '../api/catalog-calls';
import type { AddToCartOutcome, ShopActionRequest } from '../routes/shop-actions';
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
  const { busy, answer, note, say, submit } = useActionFetcher<AddToCartOutcome>();
  const [thonsFailure, setThonsFailure] = useState<string | undefined>(undefined);

  useEffect(() => {
    const controller = new AbortController();
    loadBuyerThons(role, controller.signal).then(
      (list) => {
        setThons(list);
        // One Thon: nothing to choose.
        if (list.length === 1 && list[0]) setThonId(list[0].EventId);
      },
      () => {
        if (!controller.signal.aborted) setThonsFailure(thonsNotRead);
      },
    );
    return () => controller.abort();
  }, [role]);

  // An accepted addition clears the quantities (adjusted during render, so no frame shows them).
  const [seen, setSeen] = useState(answer);
  if (answer !== seen) {
    setSeen(answer);
    if (answer?.ok) setQuantities({});
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const thon = thons?.find((each) => each.EventId === thonId);
    if (!thon) return say({ title: 'Error', message: shopChooseThon });
    const additions = product.Variants.map((variant) => ({
      VariantId: variant.VariantId,
      Quantity: Number(quantities[variant.VariantId] ?? 0),
    })).filter((addition) => Number.isInteger(addition.Quantity) && addition.Quantity > 0);
    if (additions.length === 0) return say({ title: 'Error', message: shopChooseQuantity });
    const request: ShopActionRequest = {
      intent: 'add-to-cart',
      thon: { EventId: thon.EventId, Name: thon.Name },
      product: { ProductId: product.ProductId, VendorId: product.VendorId, Name: product.Name },
      additions,
    };
    void submit(request);
  }

  const status: FormStatusValue =
    note ??
    (answer
      ? answer.ok
        ? { tone: 'success', message: answer.message }
        : { title: 'Error', message: answer.message }
      : thonsFailure
        ? { title: 'Error', message: thonsFailure }
        : noStatus);
  const addedTo = answer?.ok ? answer.orderId : undefined;

  return (
    <form className="add-to-cart" noValidate aria-busy={busy} onSubmit={onSubmit}>
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
      <FormStatus status={status} toastFor={note ? undefined : answer} />
      {addedTo && (
        <p>
          <Link to={`/shop/cartbuilder?order=${encodeURIComponent(addedTo)}`}>Open the cart</Link>
        </p>
      )}
    </form>
  );
}
