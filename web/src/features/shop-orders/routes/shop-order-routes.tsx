// The order pages under /shop (children of the shop's layout route): the cart builder for buyers,
// the orders list and one order's page for buyers and vendor users. Each loads lazily; the API
// decides every call again (another vendor's or another Thon's order answers 404).
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import type { Role } from '@thon/shared/auth/roles';
import { PageLoading } from '../../../components/page-loading';
import { requireRole } from '../../../lib/require-role';

/** Who buys (docs/shop.md, Who): the roles the carts API takes. */
const buyerRoles: readonly Role[] = ['super-admin', 'franchisee-user', 'organizer'];
/** Who reads orders: the buyers and vendor users. */
const orderReaderRoles: readonly Role[] = [...buyerRoles, 'vendor'];

export const shopOrderPages: RouteObject[] = [
  {
    path: 'cartbuilder',
    HydrateFallback: PageLoading,
    lazy: async () => {
      const [{ CartBuilderPage }, { cartBuilderLoader }, { cartBuilderAction }] = await Promise.all([
        import('./cart-builder-page'),
        import('./cart-builder-loader'),
        import('./cart-builder-actions'),
      ]);
      return {
        Component: CartBuilderPage,
        loader: async (args: LoaderFunctionArgs) => {
          await requireRole(buyerRoles)(args);
          return cartBuilderLoader(args);
        },
        action: cartBuilderAction,
      };
    },
  },
  {
    path: 'orders',
    HydrateFallback: PageLoading,
    lazy: async () => {
      const [{ OrdersPage }, { ordersLoader }] = await Promise.all([
        import('./orders-page'),
        import('./orders-loader'),
      ]);
      return {
        Component: OrdersPage,
        loader: async (args: LoaderFunctionArgs) => {
          await requireRole(orderReaderRoles)(args);
          return ordersLoader(args);
        },
      };
    },
  },
  {
    path: 'orderdetail',
    HydrateFallback: PageLoading,
    lazy: async () => {
      const [{ OrderDetailPage }, { orderDetailLoader }, { orderDetailAction }] = await Promise.all([
        import('./order-detail-page'),
        import('./order-detail-loader'),
        import('./order-detail-actions'),
      ]);
      return {
        Component: OrderDetailPage,
        loader: async (args: LoaderFunctionArgs) => {
          await requireRole(orderReaderRoles)(args);
          return orderDetailLoader(args);
        },
        action: orderDetailAction,
      };
    },
  },
];
