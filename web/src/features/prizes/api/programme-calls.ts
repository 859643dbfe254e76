// The prize programme editor's calls: the programme as saved, saving it and the class challenges
// (each conditioned on its own version), and the shop's products a level or a supply may name.
// Typed from the shared route table.
import { prizeRoutes } from '@thon/shared/api/routes/prizes';
import { shopCatalogRoutes } from '@thon/shared/api/routes/shop-catalog';
import type {
  PrizeProgrammeWire,
  SaveClassChallengesRequest,
  SavePrizeProgrammeRequest,
} from '@thon/shared/api/schemas/prizes';
import { maxProductsPageSize, type Product } from '@thon/shared/api/schemas/shop-catalog';
import { ApiError, callApi } from '@/lib/api-client';

export type { PrizeProgrammeWire, Product, SaveClassChallengesRequest, SavePrizeProgrammeRequest };

export function getPrizeProgramme(thonId: string, signal?: AbortSignal): Promise<PrizeProgrammeWire> {
  return callApi(prizeRoutes.getPrizeProgramme, { query: { ThonId: thonId } }, { signal });
}

export function savePrizeProgramme(request: SavePrizeProgrammeRequest): Promise<PrizeProgrammeWire> {
  return callApi(prizeRoutes.savePrizeProgramme, { body: request });
}

export function saveClassChallenges(request: SaveClassChallengesRequest): Promise<PrizeProgrammeWire> {
  return callApi(prizeRoutes.saveClassChallenges, { body: request });
}

/** Pages read at most: a shop's prize shelf is far smaller than this many full pages. */
const maxPages = 10;

/** Every active product of a category (or of the whole shop), following the cursor. */
async function allActiveProducts(category: string | undefined, signal?: AbortSignal): Promise<Product[]> {
  const products: Product[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < maxPages; page += 1) {
    const query = {
      PageSize: maxProductsPageSize,
      ...(category ? { Category: category } : {}),
      ...(cursor ? { Cursor: cursor } : {}),
    };
    const list = await callApi(shopCatalogRoutes.listProducts, { query }, { signal });
    products.push(...list.Products);
    cursor = list.NextCursor;
    if (!cursor) break;
  }
  return products;
}

/** The shop's category of prizes (shop-categories reference list). */
export const prizeCategory = 'Prizes';

/**
 * What the editor may pick: the active prize products (a level's prizes) and the active products
 * sold per participant (supplies such as colour powder, in any category). Null when the caller's
 * role does not browse the shop (403): the programme still shows and saves what it holds.
 */
export async function listProgrammeProducts(
  signal?: AbortSignal,
): Promise<{ prizes: Product[]; supplies: Product[] } | null> {
  try {
    const [prizes, all] = await Promise.all([
      allActiveProducts(prizeCategory, signal),
      allActiveProducts(undefined, signal),
    ]);
    return {
      prizes: prizes.filter((product) => product.IsPrize && product.Status === 'active'),
      supplies: all.filter(
        (product) => product.Status === 'active' && product.QuantityBasis.Kind === 'per-participant',
      ),
    };
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) return null;
    throw error;
  }
}
