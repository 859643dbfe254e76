// Real PNG files made in the test, for upload and attachment flows: the servers decide by bytes.
import { randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';

function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An 8-bit RGB PNG of the given size, each row's pixels from `pixels(row)` (width × 3 bytes). */
export function rgbPng(width: number, height: number, pixels: (row: number) => Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // RGB
  const stride = width * 3 + 1;
  const rows = Buffer.alloc(stride * height);
  for (let row = 0; row < height; row += 1) {
    rows[row * stride] = 0; // no filter
    pixels(row).copy(rows, row * stride + 1, 0, width * 3);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Random pixels do not compress: the file is about width × height × 3 bytes. */
export const noisePng = (width: number, height: number) =>
  rgbPng(width, height, () => randomBytes(width * 3));

/** A 2×2 image: red, blue / black, white. */
export const smallPng = () =>
  rgbPng(2, 2, (row) => Buffer.from(row === 0 ? [255, 0, 0, 0, 0, 255] : [0, 0, 0, 255, 255, 255]));
