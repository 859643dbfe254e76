// Ready dependencies of CreateCartsFromCalculation: the calculator's, the shop's cart ports (the
// carts are made by CreateCart and UpdateCart themselves) and the key -> carts claims.
import { prizeCartClaims } from '../data/stores/prize-calculator';
import type { CalculatorCartPorts } from '../domain/prize-calculator/ports';
import { randomIds } from '../platform/ids';
import { prizeCalculatorDeps } from './prize-calculator';
import { shopCartDeps } from './shop-order-carts';

export const prizeCalculatorCartDeps = {
  ...prizeCalculatorDeps,
  claims: prizeCartClaims,
  carts: shopCartDeps,
  ids: randomIds,
} satisfies CalculatorCartPorts;
