// The uploads bucket's operations the landing-page images need: a presigned POST for
// the browser (the upload never passes through a Lambda), and reading, writing and deleting the
// objects it leaves. Thin wrappers: the rules live in domain/landing-pages.
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
} from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { s3Client } from './clients/s3';
import { setting } from './environment';

const bucket = () => setting('uploadsBucket');

export interface PresignedPost {
  url: string;
  fields: Record<string, string>;
}

export function presignImagePost(input: {
  key: string;
  contentType: string;
  maxBytes: number;
  expiresSeconds: number;
}): Promise<PresignedPost> {
  return createPresignedPost(s3Client(), {
    Bucket: bucket(),
    Key: input.key,
    Conditions: [
      ['content-length-range', 1, input.maxBytes],
      ['eq', '$Content-Type', input.contentType],
    ],
    Fields: { 'Content-Type': input.contentType },
    Expires: input.expiresSeconds,
  });
}

/** The object's size and declared type, or undefined when there is none. */
export async function headObject(key: string): Promise<{ size: number; contentType?: string } | undefined> {
  try {
    const head = await s3Client().send(new HeadObjectCommand({ Bucket: bucket(), Key: key }));
    return { size: head.ContentLength ?? 0, ...(head.ContentType ? { contentType: head.ContentType } : {}) };
  } catch (error) {
    const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    if (status === 404 || (error as Error).name === 'NotFound') return undefined;
    throw error;
  }
}

export async function readObject(key: string): Promise<Uint8Array> {
  const { Body } = await s3Client().send(new GetObjectCommand({ Bucket: bucket(), Key: key }));
  if (!Body) throw new Error(`The object ${key} has no body`);
  return Body.transformToByteArray();
}

export async function writeObject(input: {
  key: string;
  body: Uint8Array;
  contentType: string;
  cacheControl: string;
}): Promise<void> {
  await s3Client().send(
    new PutObjectCommand({
      Bucket: bucket(),
      Key: input.key,
      Body: input.body,
      ContentType: input.contentType,
      CacheControl: input.cacheControl,
    }),
  );
}

export async function deleteObject(key: string): Promise<void> {
  await s3Client().send(new DeleteObjectCommand({ Bucket: bucket(), Key: key }));
}

/** The uploads bucket (domain/landing-pages/ports.ts UploadsBucket) on S3. */
export const s3UploadsBucket = { presignImagePost, headObject, readObject, writeObject, deleteObject };
