// Puts the web build in the stage's web bucket and invalidates CloudFront's copies. Hashed assets
// (Vite's assets/ directory) are kept a year and never deleted here: a browser still running the
// previous build loads its lazy chunks after the upload. Everything else (the HTML files, the
// service worker, icons) is revalidated on each request, so the new build is what loads next.
import type { CloudFrontClient } from '@aws-sdk/client-cloudfront';
import { CreateInvalidationCommand } from '@aws-sdk/client-cloudfront';
import { PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { readdir, readFile } from 'node:fs/promises';
import { extname, join, relative, sep } from 'node:path';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json',
};

export function cacheControlOf(key: string): string {
  return key.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';
}

async function filesUnder(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

export async function uploadWeb(
  clients: { s3: S3Client; cloudfront: CloudFrontClient },
  target: { directory: string; bucket: string; distributionId: string },
): Promise<number> {
  const files = await filesUnder(target.directory);
  // Assets first, HTML last: no page may name a chunk that is not there yet.
  const keyed = files
    .map((file) => ({ file, key: relative(target.directory, file).split(sep).join('/') }))
    .sort((a, b) => Number(a.key.endsWith('.html')) - Number(b.key.endsWith('.html')));
  for (const { file, key } of keyed) {
    await clients.s3.send(
      new PutObjectCommand({
        Bucket: target.bucket,
        Key: key,
        Body: await readFile(file),
        ContentType: contentTypes[extname(key)] ?? 'application/octet-stream',
        CacheControl: cacheControlOf(key),
      }),
    );
  }
  await clients.cloudfront.send(
    new CreateInvalidationCommand({
      DistributionId: target.distributionId,
      InvalidationBatch: { CallerReference: `web-${Date.now()}`, Paths: { Quantity: 1, Items: ['/*'] } },
    }),
  );
  return keyed.length;
}
