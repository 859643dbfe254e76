// /shop/reports/calculator's loader: the Thons the caller may plan prizes for (the cart builder's
// menu of a buyer's Thons), the one the address names (?thon=), and whether they may also order (make the draft carts). A vendor may
// visit the page (it is one of the spec's shop paths) but plans nothing: no call is made for one.
import type { LoaderFunctionArgs } from 'react-router';
import type { RouteAuth } from '@thon/shared/api/route-definition';
import { prizeCalculatorRoutes } from '@thon/shared/api/routes/prize-calculator';
import type { Role } from '@thon/shared/auth/roles';
import { requireRole } from '../../../lib/require-role';
import { loadBuyerThons, type BuyerThon } from '@/features/shop-orders/api/buyer-thons';
import { prizeCalculatorRoles } from '@/features/shop-reports/routes/shop-report-access';

export type CalculatorView =
  | { kind: 'vendor' }
  | {
      kind: 'planner';
      thons: BuyerThon[];
      /** The Thon the address names (?thon=, as a Thon's own pages link here) when it is in the menu. */
      thonId: string;
      mayOrder: boolean;
    };

/** Who may make the draft carts: the roles CreateCartsFromCalculation takes (the shop's buyers). */
function mayOrder(role: Role): boolean {
  const auth: RouteAuth = prizeCalculatorRoutes.createCartsFromCalculation.auth;
  return auth.kind === 'signed-in' && (auth.roles === 'any' || auth.roles.includes(role));
}

export async function calculatorLoader(args: LoaderFunctionArgs): Promise<CalculatorView> {
  const session = await requireRole([...prizeCalculatorRoles, 'vendor'])(args);
  if (session.Role === 'vendor') return { kind: 'vendor' };
  const thons = await loadBuyerThons(session.Role, args.request.signal);
  const named = new URL(args.request.url).searchParams.get('thon')?.trim() ?? '';
  return {
    kind: 'planner',
    thons,
    thonId: thons.some((thon) => thon.EventId === named) ? named : '',
    mayOrder: mayOrder(session.Role),
  };
}
