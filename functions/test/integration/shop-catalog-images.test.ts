// A product's images over real HTTP against the emulator, through the landing pages' pipeline: a
// presigned POST straight to S3, then ConfirmProductImageUpload, which checks the object by its
// own bytes, strips its metadata (EXIF, GPS), publishes it and appends it to the product; images
// are reordered and removed through UpdateProduct; at most six; another vendor reaches nothing.
import { randomUUID } from 'node:crypto';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '@thon/shared/api/schemas/shop-catalog';
import { fileTypeNotAllowed, notFound } from '@thon/shared/catalog/messages';
import { shopTooManyImages } from '@thon/shared/catalog/shop-messages';
import { apiClient } from './api-client';
import { useStackEnvironment } from './stack-environment';
import { createShopVendor, shopVendorUser, type ShopCaller } from './test-shop-vendors';

const { apiUrl } = useStackEnvironment();
const api = apiClient(apiUrl);
const run = randomUUID().slice(0, 8);

let vendor: ShopCaller;
let otherVendor: ShopCaller;

beforeAll(async () => {
  await Promise.all([
    createShopVendor(`vendor-img-${run}`, 'Image Co'),
    createShopVendor(`vendor-img2-${run}`, 'Other Image Co'),
  ]);
  [vendor, otherVendor] = await Promise.all([
    shopVendorUser(`vendor-img-${run}`, 'imgv'),
    shopVendorUser(`vendor-img2-${run}`, 'imgw'),
  ]);
});

async function newProduct(): Promise<Product> {
  const answer = await api.post(
    '/api/shop/CreateProduct',
    {
      Name: `Medal ${run}`,
      Category: 'Prizes',
      PriceCents: 300,
      CostCents: 120,
      PackSize: 1,
      MinimumOrder: 1,
      LeadTimeDays: 5,
      IsPrize: true,
      StockTracked: false,
      QuantityBasis: { Kind: 'fixed' },
      Variants: [{ Sku: `MEDAL-${run}` }],
    },
    vendor.headers,
  );
  expect(answer.status).toBe(200);
  return answer.body as Product;
}

const photo = () =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: '#d4a72a' } })
    .withExif({
      IFD0: { Make: 'SchoolPhone', Model: 'X' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '40/1 26/1 46/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '79/1 58/1 56/1',
      },
    })
    .jpeg()
    .toBuffer();

interface Upload {
  UploadId: string;
  Url: string;
  Fields: Record<string, string>;
}

/** Presigns, posts the file to S3 as the browser does, and confirms: the confirmation's answer. */
async function upload(productId: string, bytes: Uint8Array, contentType: string, by: ShopCaller = vendor) {
  const presigned = await api.post(
    '/api/shop/ProductImageUpload',
    { ProductId: productId, FileName: 'medal.jpg', ContentType: contentType, Size: bytes.byteLength },
    by.headers,
  );
  if (presigned.status !== 200) return presigned;
  const { UploadId, Url, Fields } = presigned.body as Upload;
  const form = new FormData();
  for (const [name, value] of Object.entries(Fields)) form.append(name, value);
  form.append('file', new Blob([bytes], { type: contentType }), 'medal.jpg');
  const posted = await fetch(Url, { method: 'POST', body: form });
  await posted.arrayBuffer();
  expect(posted.status).toBeLessThan(300);
  return api.post('/api/shop/ConfirmProductImageUpload', { ProductId: productId, UploadId }, by.headers);
}

async function publishedBytes(url: string): Promise<Buffer> {
  const { s3Client } = await import('../../src/platform/clients/s3');
  const key = `public/${new URL(url).pathname.replace(/^\//u, '')}`;
  const object = await s3Client().send(
    new GetObjectCommand({ Bucket: process.env.UPLOADS_BUCKET, Key: key }),
  );
  return Buffer.from((await object.Body?.transformToByteArray()) ?? new Uint8Array());
}

describe('ProductImageUpload and ConfirmProductImageUpload', () => {
  it('publishes a photo without its EXIF and GPS and appends it to the product; UpdateProduct reorders and removes', async () => {
    const product = await newProduct();
    const original = await photo();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const first = await upload(product.ProductId, original, 'image/jpeg');
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const withOne = first.body as Product;
    expect(withOne.Images).toHaveLength(1);
    expect(withOne.Version).toBe(2);
    const published = await sharp(await publishedBytes(withOne.Images[0] ?? '')).metadata();
    expect(published).toMatchObject({ format: 'webp', width: 800, height: 600 });
    expect(published.exif).toBeUndefined();

    const second = (await upload(product.ProductId, await photo(), 'image/jpeg')).body as Product;
    expect(second.Images).toHaveLength(2);
    const reordered = await api.post(
      '/api/shop/UpdateProduct',
      { ProductId: product.ProductId, Version: second.Version, Images: [...second.Images].reverse() },
      vendor.headers,
    );
    expect((reordered.body as Product).Images).toEqual([...second.Images].reverse());
    const removed = await api.post(
      '/api/shop/UpdateProduct',
      { ProductId: product.ProductId, Version: second.Version + 1, Images: [second.Images[1]] },
      vendor.headers,
    );
    expect((removed.body as Product).Images).toEqual([second.Images[1]]);
  });

  it("refuses a file that is not an image with the pipeline's message, and another vendor's product as unknown", async () => {
    const product = await newProduct();
    const text = new TextEncoder().encode('Not a picture at all.\n');
    const refused = await upload(product.ProductId, text, 'image/png');
    expect(refused).toMatchObject({ status: 400, body: { message: fileTypeNotAllowed } });
    const foreign = await upload(product.ProductId, await photo(), 'image/jpeg', otherVendor);
    expect(foreign).toMatchObject({ status: 404, body: { message: notFound } });
    const read = await api.get(`/api/shop/GetProduct/${product.ProductId}`, vendor.headers);
    expect((read.body as Product).Images).toEqual([]);
  });

  it('holds at most six images', async () => {
    const product = await newProduct();
    const { thon } = await import('../../src/data/thon-service');
    const six = Array.from({ length: 6 }, (_, index) => `https://shop.example/images/landing/${index}.webp`);
    await thon().entities.product.patch({ productId: product.ProductId }).set({ images: six }).go();
    const refused = await upload(product.ProductId, await photo(), 'image/jpeg');
    expect(refused).toMatchObject({ status: 409, body: { message: shopTooManyImages(6) } });
  });
});
