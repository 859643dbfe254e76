// A QR code as its grid of modules (true = dark), from qrcode's own encoder, so the bib sheet and
// the counting code's picture are drawn as shapes we control (vector squares in the PDF, an SVG on
// the page) instead of a bitmap that blurs when printed or projected.
import QRCode from 'qrcode';

export interface QrModules {
  /** Modules per side (21 for a bib's payload: version 1). */
  size: number;
  dark: (row: number, column: number) => boolean;
}

/** Error correction M: a bib survives a crease or a smudge of about 15 % of its modules. */
export function qrModules(text: string): QrModules {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  return { size: modules.size, dark: (row, column) => Boolean(modules.get(row, column)) };
}

/** The quiet zone the QR standard asks for around a code, in modules. */
export const quietZoneModules = 4;

/**
 * The dark modules of each row merged into runs (left to right, top row first): one rectangle per
 * run draws the same code with far fewer shapes than one per module.
 */
export function darkRuns(qr: QrModules): { row: number; column: number; length: number }[] {
  const runs: { row: number; column: number; length: number }[] = [];
  for (let row = 0; row < qr.size; row += 1) {
    let column = 0;
    while (column < qr.size) {
      if (!qr.dark(row, column)) {
        column += 1;
        continue;
      }
      const start = column;
      while (column < qr.size && qr.dark(row, column)) column += 1;
      runs.push({ row, column: start, length: column - start });
    }
  }
  return runs;
}
