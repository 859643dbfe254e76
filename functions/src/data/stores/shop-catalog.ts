// The catalogue's stores (domain/shop-catalog/ports.ts) as objects over the repositories; the data
// layer does not import the domain, so composition/shop-catalog*.ts checks them.
import {
  appendProductImage,
  createProduct,
  getProduct,
  listActiveProducts,
  listStockAdjustments,
  listVendorProducts,
  replaceProduct,
  writeStockAdjustment,
} from '../repositories/products-repository';
import { getUser } from '../repositories/users-repository';
import { getVendor } from '../repositories/vendors-repository';

export const productStore = {
  getProduct,
  createProduct,
  replaceProduct,
  listVendorProducts,
  listActiveProducts,
  writeStockAdjustment,
  listStockAdjustments,
  appendProductImage,
};

export const catalogueVendorReads = { getVendor };
export const catalogueCallerReads = { getUser };
