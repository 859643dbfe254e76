// The jsQR path reads a bib's QR: the code is made here with qrcode (as the bib sheets make it),
// drawn to pixels as a camera would see a printed bib, and decoded back to its payload.
import jsQr from 'jsqr';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { lapPayload, tokenOfScan } from '@thon/shared/eventday/lap-token';
import { createQrDecoder, decodePixels, type FramePixels } from './qr-decoder';

/** A QR code as RGBA pixels: black modules on white, a 4-module quiet zone, `scale` px a module. */
function qrPixels(text: string, scale = 6): FramePixels {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const quiet = 4;
  const width = (modules.size + quiet * 2) * scale;
  const data = new Uint8ClampedArray(width * width * 4).fill(255);
  for (let y = 0; y < width; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const row = Math.floor(y / scale) - quiet;
      const column = Math.floor(x / scale) - quiet;
      const dark =
        row >= 0 && column >= 0 && row < modules.size && column < modules.size && modules.get(row, column);
      if (dark) data.fill(0, (y * width + x) * 4, (y * width + x) * 4 + 3);
    }
  }
  return { data, width, height: width };
}

describe('QR decoder', () => {
  it("reads a bib's payload through jsQR", () => {
    const payload = lapPayload('ABCDEFGH2345');
    const read = decodePixels(jsQr, qrPixels(payload));
    expect(read).toBe(payload);
    expect(tokenOfScan(read ?? '')).toBe('ABCDEFGH2345');
  });

  it('reads nothing from a blank frame', () => {
    const blank = { data: new Uint8ClampedArray(120 * 120 * 4).fill(255), width: 120, height: 120 };
    expect(decodePixels(jsQr, blank)).toBeUndefined();
  });

  it("uses jsQR where the browser has no BarcodeDetector, the browser's own where it reads QR", async () => {
    expect((await createQrDecoder()).kind).toBe('jsqr');
    class FakeDetector {
      static getSupportedFormats = () => Promise.resolve(['ean_13', 'qr_code']);
      detect = () => Promise.resolve([{ rawValue: 'THONLAP-ABCDEFGH2345' }]);
    }
    const global = globalThis as { BarcodeDetector?: unknown };
    global.BarcodeDetector = FakeDetector;
    try {
      const decoder = await createQrDecoder();
      expect(decoder.kind).toBe('barcode-detector');
      expect(await decoder.decode(document.createElement('video'))).toBe('THONLAP-ABCDEFGH2345');
    } finally {
      delete global.BarcodeDetector;
    }
  });
});
