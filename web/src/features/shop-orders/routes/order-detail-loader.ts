// /shop/orderdetail?id=<order id>'s loader: the order (GetOrder). An id the caller may not see
// answers 404 exactly like an unknown one, and both (or no id at all) are the not-found page.
import type { LoaderFunctionArgs } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { getOrder, type Order } from '../api/order-calls';

export async function orderDetailLoader({ request }: LoaderFunctionArgs): Promise<Order | null> {
  const orderId = new URL(request.url).searchParams.get('id')?.trim();
  if (!orderId) return null;
  try {
    return await getOrder(orderId, request.signal);
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

export const orderDetailPath = (orderId: string) => `/shop/orderdetail?id=${encodeURIComponent(orderId)}`;
