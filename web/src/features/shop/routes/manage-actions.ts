// /shop/manage's route action: create a product (then open its page), edit it, change its status
// (activate, archive, back to draft), remove or reorder images and adjust stock. Components post here through
// fetchers; the page's loader reads the product again after each, so the next write carries its
// new Version. The API's refusal comes back as an outcome with its message.
import { redirect, type ActionFunctionArgs } from 'react-router';
import {
  shopImageRemoved,
  shopImagesReordered,
  shopProductCreated,
  shopProductSaved,
  shopProductStatusChanged,
  shopStockAdjusted,
} from '@thon/shared/catalog/shop-messages';
import { refusedOr, type Refused } from '@/components/form/refused-or';
import { showToast } from '@/lib/show-toast';
import {
  adjustStock,
  createProduct,
  updateProduct,
  type AdjustStockRequest,
  type CreateProductRequestInput,
  type Product,
  type ProductStatus,
  type UpdateProductRequestInput,
} from '../api/catalog-calls';
import { managePath } from '../components/vendor-products';

export type ManageActionRequest =
  | { intent: 'create'; product: CreateProductRequestInput }
  | { intent: 'update'; product: UpdateProductRequestInput }
  | { intent: 'set-status'; productId: string; version: number; status: ProductStatus }
  | {
      intent: 'set-images';
      productId: string;
      version: number;
      images: string[];
      change: 'removed' | 'reordered';
    }
  | { intent: 'adjust-stock'; adjustment: AdjustStockRequest; variantLabel: string };

export type ManageOutcome = { ok: true; product: Product; message: string } | Refused;

export async function manageAction({ request }: ActionFunctionArgs) {
  const body = (await request.json()) as ManageActionRequest;
  switch (body.intent) {
    case 'create':
      return refusedOr<Response>(async () => {
        const created = await createProduct(body.product);
        // The page that asked goes away with the redirect, so the toast is the confirmation.
        showToast('success', shopProductCreated(created.Name));
        return redirect(managePath(created.ProductId));
      });
    case 'update':
      return refusedOr<ManageOutcome>(async () => {
        const product = await updateProduct(body.product);
        return { ok: true, product, message: shopProductSaved(product.Name) };
      });
    case 'set-status':
      return refusedOr<ManageOutcome>(async () => {
        const product = await updateProduct({
          ProductId: body.productId,
          Version: body.version,
          Status: body.status,
        });
        return { ok: true, product, message: shopProductStatusChanged(product.Name, product.Status) };
      });
    case 'set-images':
      return refusedOr<ManageOutcome>(async () => {
        const product = await updateProduct({
          ProductId: body.productId,
          Version: body.version,
          Images: body.images,
        });
        return {
          ok: true,
          product,
          message: body.change === 'removed' ? shopImageRemoved : shopImagesReordered,
        };
      });
    case 'adjust-stock':
      return refusedOr<ManageOutcome>(async () => {
        const { Product: product, Adjustment } = await adjustStock(body.adjustment);
        return { ok: true, product, message: shopStockAdjusted(body.variantLabel, Adjustment.StockAfter) };
      });
  }
}
