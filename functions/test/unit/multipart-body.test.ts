// The multipart reader settles for every body: a part the parser skips (no Content-Disposition)
// larger than the parser's 16 KiB buffer, handed over in one write, left it waiting forever.
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { readMultipartBody } from '../../src/platform/multipart-body';

const boundary = 'unit7MA4YWxk';

function multipart(body: string): APIGatewayProxyEventV2 {
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    body: Buffer.from(body, 'utf8').toString('base64'),
    isBase64Encoded: true,
  } as unknown as APIGatewayProxyEventV2;
}

describe('readMultipartBody', () => {
  it.each([100, 16 * 1024 + 1, 200_000])(
    'skips a part without Content-Disposition of %i bytes and reads the rest',
    async (size) => {
      const body =
        `--${boundary}\r\n\r\n${'a'.repeat(size)}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="Subject"\r\n\r\nHello\r\n--${boundary}--\r\n`;
      const fields = await readMultipartBody(multipart(body), {
        maxBodyBytes: 1024 * 1024,
        fileField: 'Files',
      });
      expect(fields).toEqual({ Subject: 'Hello', Files: [] });
    },
    5_000,
  );
});
