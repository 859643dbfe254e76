// A product opened from the catalogue, in a dialog on the same page, so the /shop hash keeps naming
// the category: its images, description, facts and variants, and for a buyer Add to cart. A native
// modal <dialog> like the confirm dialog (Escape and Close close it; focus returns to the card's
// button that opened it), on the catalogue's modal layers.
import { useEffect, useId, useRef } from 'react';
import type { Role } from '@thon/shared/auth/roles';
import { modalLayerStyle, useModalLayers } from '@/components/modal-layers';
import { useReferenceLists } from '@/lib/reference-lists';
import type { Product } from '../api/catalog-calls';
import { AddToCartForm } from './add-to-cart-form';
import {
  formatPrice,
  leadTimeText,
  minimumText,
  packSizeText,
  quantityBasisText,
  variantText,
} from './product-format';

interface ProductDialogProps {
  product: Product;
  /** The viewer's role when they may buy; none for anyone who only browses. */
  buyerRole: Role | undefined;
  onClose: () => void;
}

export function ProductDialog({ product, buyerRole, onClose }: ProductDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const layers = useModalLayers();
  const sizes = useReferenceLists().shirtSizes;

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!element.open) element.showModal();
    closeButton.current?.focus();
    return () => {
      if (element.open) element.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return (
    <dialog
      ref={dialog}
      className="product-dialog"
      style={modalLayerStyle(layers)}
      aria-labelledby={titleId}
      // The dialog's state is React's: Escape only asks to close.
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className="product-dialog-header">
        <h2 id={titleId}>{product.Name}</h2>
        <button ref={closeButton} type="button" className="button-secondary" onClick={onClose}>
          Close
        </button>
      </div>
      {product.Images.length > 0 && (
        <ul className="product-dialog-images">
          {product.Images.map((url, index) => (
            <li key={url}>
              <img src={url} alt={`${product.Name}, picture ${index + 1}`} width={320} height={240} />
            </li>
          ))}
        </ul>
      )}
      {product.IsPrize && <p className="product-badge">Prize</p>}
      <p>{`${product.VendorName} · ${formatPrice(product.PriceCents)}`}</p>
      {product.Description && <p className="product-dialog-description">{product.Description}</p>}
      <ul className="product-card-facts">
        <li>{packSizeText(product.PackSize)}</li>
        <li>{minimumText(product.MinimumOrder)}</li>
        <li>{leadTimeText(product.LeadTimeDays)}</li>
        <li>{quantityBasisText(product.QuantityBasis)}</li>
      </ul>
      <h3>Choices</h3>
      <ul>
        {product.Variants.map((variant) => (
          <li key={variant.VariantId}>{`${variantText(variant, sizes)} (SKU ${variant.Sku})`}</li>
        ))}
      </ul>
      {buyerRole && <AddToCartForm product={product} role={buyerRole} />}
    </dialog>
  );
}
