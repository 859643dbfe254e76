// Reading a QR code from the camera: the browser's own BarcodeDetector where it has one for QR
// (Android Chrome, Safari on macOS: native and fast), else jsQR on the frame's pixels (pure
// JavaScript, nothing to host under our CSP). jsQR is loaded only on phones that need it.
import type jsQrFunction from 'jsqr';

/** The decoder a phone uses for every frame of the camera. */
export interface QrDecoder {
  readonly kind: 'barcode-detector' | 'jsqr';
  /** The text of a QR code in the video's current frame, if one is there. */
  decode(video: HTMLVideoElement): Promise<string | undefined>;
}

/** The pixels of one frame, as a canvas's getImageData gives them (RGBA, 4 bytes a pixel). */
export interface FramePixels {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

// The part of the Barcode Detection API used here (not in TypeScript's DOM library yet).
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats(): Promise<string[]>;
}

type JsQr = typeof jsQrFunction;

/** The QR text in a frame's pixels, through jsQR. */
export function decodePixels(jsQr: JsQr, frame: FramePixels): string | undefined {
  // A bib is printed dark on light: skipping the inverted pass halves the work per frame.
  return jsQr(frame.data, frame.width, frame.height, { inversionAttempts: 'dontInvert' })?.data ?? undefined;
}

async function nativeDetector(): Promise<BarcodeDetectorLike | undefined> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (!Detector) return undefined;
  try {
    const formats = await Detector.getSupportedFormats();
    return formats.includes('qr_code') ? new Detector({ formats: ['qr_code'] }) : undefined;
  } catch {
    return undefined;
  }
}

// Frames are scaled down to this width before jsQR reads them: a bib's 21x21 code stays readable,
// and a phone decodes several frames a second.
const jsQrFrameWidth = 640;

function jsQrDecoder(jsQr: JsQr): QrDecoder {
  // One canvas for every frame, made on the first one.
  let canvas: HTMLCanvasElement | undefined;
  let context: CanvasRenderingContext2D | null = null;
  return {
    kind: 'jsqr',
    decode(video) {
      if (video.videoWidth === 0) return Promise.resolve(undefined);
      canvas ??= document.createElement('canvas');
      context ??= canvas.getContext('2d', { willReadFrequently: true });
      if (!context) return Promise.resolve(undefined);
      const scale = Math.min(1, jsQrFrameWidth / video.videoWidth);
      canvas.width = Math.round(video.videoWidth * scale);
      canvas.height = Math.round(video.videoHeight * scale);
      context.drawImage(video, 0, 0, canvas.width, canvas.height);
      return Promise.resolve(decodePixels(jsQr, context.getImageData(0, 0, canvas.width, canvas.height)));
    },
  };
}

/** The best decoder this browser offers. */
export async function createQrDecoder(): Promise<QrDecoder> {
  const native = await nativeDetector();
  if (native) {
    return {
      kind: 'barcode-detector',
      decode: async (video) => (await native.detect(video))[0]?.rawValue,
    };
  }
  const { default: jsQr } = await import('jsqr');
  return jsQrDecoder(jsQr);
}
