// One product of the buyers' catalogue: its first image, name (the button that opens the product
// dialog), vendor, price, pack size, minimum, lead time and a prize badge.
import type { Product } from '../api/catalog-calls';
import { formatPrice, leadTimeText, minimumText, packSizeText } from './product-format';

interface ProductCardProps {
  product: Product;
  onOpen: (product: Product) => void;
}

export function ProductCard({ product, onOpen }: ProductCardProps) {
  const image = product.Images[0];
  return (
    <li className="product-card">
      {image ? (
        <img src={image} alt="" width={320} height={240} loading="lazy" />
      ) : (
        <div className="product-card-no-image" aria-hidden="true" />
      )}
      <h3 className="product-card-name">
        <button type="button" className="link-button" onClick={() => onOpen(product)}>
          {product.Name}
        </button>
      </h3>
      {product.IsPrize && <p className="product-badge">Prize</p>}
      <p className="product-card-vendor">{product.VendorName}</p>
      <p className="product-card-price">{formatPrice(product.PriceCents)}</p>
      <ul className="product-card-facts">
        <li>{packSizeText(product.PackSize)}</li>
        <li>{minimumText(product.MinimumOrder)}</li>
        <li>{leadTimeText(product.LeadTimeDays)}</li>
      </ul>
    </li>
  );
}
