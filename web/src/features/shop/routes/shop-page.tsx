// /shop: a buyer (super admin, franchisee user, organizer) browses the catalogue by category (the
// hash: #all, #Prizes, ...) and search, opens a product and adds it to a cart for a Thon; a vendor
// user sees their own products with stock and status, linked to /shop/manage. Other roles may not
// read the catalogue (the API refuses them), so they are only told whom the shop is for.
import { useSignedInSession } from '../../../lib/session-route';
import type { Role } from '@thon/shared/auth/roles';
import { BuyerCatalogue } from '../components/buyer-catalogue';
import { VendorProducts } from '../components/vendor-products';
import '../components/shop-catalogue.css';

const buyerRoles: readonly Role[] = ['super-admin', 'franchisee-user', 'organizer'];

export function ShopPage() {
  const session = useSignedInSession();
  const vendor = session.Role === 'vendor';
  return (
    <>
      <title>Shop · Thon</title>
      <h1>Shop</h1>
      <p>Prizes, marketing material and race equipment for your events.</p>
      {vendor ? (
        <VendorProducts />
      ) : buyerRoles.includes(session.Role) ? (
        <BuyerCatalogue buyerRole={session.Role} />
      ) : (
        <p>The shop is for Thon organizers, franchisees and vendors.</p>
      )}
    </>
  );
}
