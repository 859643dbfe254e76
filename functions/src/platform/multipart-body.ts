// Reads a multipart/form-data body (the contact form's) with @fastify/busboy: text fields as
// strings, the route's file field as an array of Files, in order. API Gateway's HTTP API hands
// such a body to Lambda base64-encoded; the whole of it is in the event, so it is parsed from
// memory. Limits: the decoded body, then per part, so a crafted body cannot make the parser hold
// more than the route allows.
import { Readable } from 'node:stream';
import { Busboy, type BusboyInstance } from '@fastify/busboy';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { fileSizeLimitExceeded, invalidData } from '@thon/shared/catalog/messages';
import { RuleBroken } from '../domain/errors';

export interface MultipartSpec {
  readonly maxBodyBytes: number;
  readonly fileField: string;
}

/** Fields and parts a contact-like form never exceeds; beyond them the body is refused. */
const maxTextFields = 40;
const maxTextFieldBytes = 64 * 1024;
const maxParts = 80;
/**
 * The body goes to the parser in pieces no larger than its own buffer, with backpressure: given
 * in one write, a part the parser skips (no Content-Disposition) larger than 16 KiB never drains,
 * and the parser neither finishes nor fails.
 */
const writeBytes = 16 * 1024;

function* pieces(body: Buffer): Generator<Buffer> {
  for (let start = 0; start < body.length; start += writeBytes)
    yield body.subarray(start, start + writeBytes);
}

function bodyBytes(event: APIGatewayProxyEventV2): Buffer {
  if (event.body === undefined || event.body === '') return Buffer.alloc(0);
  return event.isBase64Encoded ? Buffer.from(event.body, 'base64') : Buffer.from(event.body, 'utf8');
}

/** The form's fields by name (a repeated text field keeps its last value) and the files. */
export async function readMultipartBody(
  event: APIGatewayProxyEventV2,
  spec: MultipartSpec,
): Promise<Record<string, unknown>> {
  const contentType = event.headers['content-type'] ?? '';
  if (!/^multipart\/form-data\s*;/iu.test(contentType)) throw new RuleBroken(invalidData);
  const body = bodyBytes(event);
  if (body.length > spec.maxBodyBytes) throw new RuleBroken(fileSizeLimitExceeded);

  const fields = new Map<string, string>();
  const files: File[] = [];
  await new Promise<void>((resolve, reject) => {
    let refusal: RuleBroken | undefined;
    const refuse = (message: string) => {
      refusal ??= new RuleBroken(message);
    };
    let parser: BusboyInstance;
    try {
      parser = new Busboy({
        headers: { 'content-type': contentType },
        limits: {
          fields: maxTextFields,
          fieldSize: maxTextFieldBytes,
          fileSize: spec.maxBodyBytes,
          parts: maxParts,
        },
      });
    } catch {
      reject(new RuleBroken(invalidData));
      return;
    }
    parser.on('field', (name, value, _nameTruncated, valueTruncated) => {
      if (valueTruncated) refuse(invalidData);
      else if (name === spec.fileField) {
        // An empty file input arrives as an empty text part in some clients: no file.
        if (value !== '') refuse(invalidData);
      } else fields.set(name, value);
    });
    parser.on('file', (name, stream, fileName, _transferEncoding, mimeType) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => refuse(fileSizeLimitExceeded));
      stream.on('end', () => {
        if (name !== spec.fileField) return refuse(invalidData);
        const content = Buffer.concat(chunks);
        // A form's empty file input: no name and no bytes.
        if (content.length === 0 && !fileName) return;
        files.push(
          new File([content], fileName || 'attachment', { type: mimeType || 'application/octet-stream' }),
        );
      });
    });
    parser.on('partsLimit', () => refuse(invalidData));
    parser.on('fieldsLimit', () => refuse(invalidData));
    parser.on('error', () => reject(refusal ?? new RuleBroken(invalidData)));
    parser.on('finish', () => (refusal ? reject(refusal) : resolve()));
    Readable.from(pieces(body)).pipe(parser);
  });
  return { ...Object.fromEntries(fields), [spec.fileField]: files };
}
