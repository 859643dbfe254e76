// The demo shop `npm start` promises (README): what the seeded vendors sell and the live Thon's
// orders, read through the API as the demo accounts would, and the second vendor kept out of the
// first one's order.
import { describe, expect, inject, it } from 'vitest';
import { apiClient, signedInHeaders } from './api-client';
import { useStackEnvironment } from './stack-environment';

const { apiUrl } = useStackEnvironment();
const { accounts } = inject('stack');

async function signIn(username: string) {
  const account = accounts.find((each) => each.username === username);
  if (!account) throw new Error(`the demo has no account ${username}`);
  const api = apiClient(apiUrl);
  const answer = await api.post('/authentication/login', { Username: username, Password: account.password });
  expect(answer.status, username).toBe(200);
  const headers = signedInHeaders(answer.body as string);
  return {
    get: async (path: string) => api.get(path, headers),
  };
}

interface ProductsPage {
  Products: { Category: string; Images: string[]; Variants: { Size?: string }[]; VendorName: string }[];
  NextCursor?: string;
}

interface OrderSummary {
  OrderId: string;
  Status: string;
  VendorName: string;
  ThonName: string;
}

describe('the demo shop', () => {
  it('sells 20+ active products across the five categories, with pictures and sizes, from two vendors', async () => {
    const franchisee = await signIn('demo.franchisee');
    const products: ProductsPage['Products'] = [];
    let cursor: string | undefined;
    do {
      const query: string = cursor ? `&Cursor=${encodeURIComponent(cursor)}` : '';
      const answer = await franchisee.get(`/api/shop/ListProducts?PageSize=100${query}`);
      expect(answer.status).toBe(200);
      const page = answer.body as ProductsPage;
      products.push(...page.Products);
      cursor = page.NextCursor;
    } while (cursor);
    const demo = products.filter((product) =>
      ['Bright Star Prizes', 'FinishLine Race Gear'].includes(product.VendorName),
    );
    expect(demo.length).toBeGreaterThanOrEqual(20);
    expect(new Set(demo.map((product) => product.Category))).toEqual(
      new Set(['Prizes', 'Marketing', 'Race Equipment', 'Anython - Color Games', 'ALC']),
    );
    expect(demo.every((product) => product.Images.length > 0)).toBe(true);
    expect(demo.some((product) => product.Variants.filter((variant) => variant.Size).length === 7)).toBe(
      true,
    );
  });

  it('has a submitted and a shipped order for the live Thon, which the other vendor cannot open', async () => {
    const franchisee = await signIn('demo.franchisee');
    const answer = await franchisee.get('/api/shop/ListOrders');
    expect(answer.status).toBe(200);
    const orders = (answer.body as { Orders: OrderSummary[] }).Orders.filter(
      (order) => order.ThonName === 'Lincoln Elementary Fun Run',
    );
    const submitted = orders.find((order) => order.Status === 'submitted');
    const shipped = orders.find((order) => order.Status === 'shipped');
    expect(submitted?.VendorName).toBe('Bright Star Prizes');
    expect(shipped?.VendorName).toBe('FinishLine Race Gear');

    const prizeVendor = await signIn('demo.vendor');
    expect((await prizeVendor.get(`/api/shop/GetOrder/${submitted?.OrderId}`)).status).toBe(200);
    const maker = await signIn('demo.vendor2');
    expect((await maker.get(`/api/shop/GetOrder/${submitted?.OrderId}`)).status).toBe(404);
    expect((await maker.get(`/api/shop/GetOrder/${shipped?.OrderId}`)).status).toBe(200);
  });
});
