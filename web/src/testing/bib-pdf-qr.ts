// Reads a bib sheet back the way a phone would: loads the PDF with pdf-lib, takes the filled
// rectangles (`x y w h re` ... `f`) of its first page's content stream, which is how the bib sheet
// draws a QR (a run of dark modules per rectangle, top row first, the first bib's QR before any
// other), rebuilds that QR's module grid, puts the standard quiet zone around it and decodes it
// with jsQR. Used by the web test of the bib sheet and, through tests/support/bib-pdf-qr.ts, by the
// end-to-end journey's printed bibs (it lives here so the web project type-checks it).
import jsQR from 'jsqr';
import {
  PDFArray,
  PDFDocument,
  PDFRawStream,
  decodePDFRawStream,
  type PDFContext,
  type PDFObject,
} from 'pdf-lib';

interface Square {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface DecodedBibQr {
  /** What the QR carries, e.g. `THONLAP-ABCDEFGH2345`. */
  text: string;
  /** The QR's side without its quiet zone, in millimetres. */
  sideMm: number;
  /** Modules per side (21 for version 1). */
  modules: number;
}

const tokenPattern =
  /<<|>>|<[0-9A-Fa-f\s]*>|\((?:\\.|[^\\)])*\)|\/[^\s/[\]<>()]+|[-+]?(?:\d+\.?\d*|\.\d+)|[A-Za-z'"*]+|\[|\]/g;

function streamBytes(context: PDFContext, object: PDFObject | undefined): Uint8Array[] {
  if (object instanceof PDFRawStream) return [decodePDFRawStream(object).decode()];
  if (object instanceof PDFArray)
    return object.asArray().flatMap((entry) => streamBytes(context, context.lookup(entry)));
  return [];
}

/** The filled rectangles of a content stream, in drawing order. */
function filledSquares(content: string): Square[] {
  const squares: Square[] = [];
  let operands: number[] = [];
  let path: Square[] = [];
  for (const token of content.match(tokenPattern) ?? []) {
    const number = Number(token);
    if (token !== '' && !Number.isNaN(number)) {
      operands.push(number);
      continue;
    }
    if (token === 're') {
      const [x = 0, y = 0, width = 0, height = 0] = operands.slice(-4);
      path.push({ x, y, width, height });
    } else if (['f', 'F', 'f*', 'B', 'B*', 'b', 'b*'].includes(token)) {
      squares.push(...path);
      path = [];
    } else if (['S', 's', 'n'].includes(token)) {
      path = [];
    }
    operands = [];
  }
  return squares;
}

function decodeGrid(squares: readonly Square[], left: number, top: number, module: number, size: number) {
  const dark = Array.from({ length: size }, () => new Array<boolean>(size).fill(false));
  for (const square of squares) {
    const column = Math.round((square.x - left) / module);
    const row = Math.round((top - square.y - square.height) / module);
    if (row < 0 || row >= size || column < 0 || column >= size) continue;
    const length = Math.round(square.width / module);
    const cells = dark[row];
    for (let at = column; cells && at < Math.min(size, column + length); at += 1) cells[at] = true;
  }
  const scale = 4;
  const quiet = 4;
  const pixels = (size + 2 * quiet) * scale;
  const image = new Uint8ClampedArray(pixels * pixels * 4).fill(255);
  for (let y = 0; y < pixels; y += 1) {
    for (let x = 0; x < pixels; x += 1) {
      const row = Math.floor(y / scale) - quiet;
      const column = Math.floor(x / scale) - quiet;
      if (dark[row]?.[column]) image.fill(0, (y * pixels + x) * 4, (y * pixels + x) * 4 + 3);
    }
  }
  return jsQR(image, pixels, pixels)?.data;
}

/** Decodes the first bib's QR on the PDF's first page; throws when there is none to read. */
export async function decodeFirstBibQr(pdf: Uint8Array | ArrayBuffer): Promise<DecodedBibQr> {
  const document = await PDFDocument.load(pdf);
  const page = document.getPage(0);
  const content = streamBytes(document.context, page.node.Contents())
    .map((bytes) => new TextDecoder('latin1').decode(bytes))
    .join('\n');
  const squares = filledSquares(content);
  const first = squares[0];
  if (!first) throw new Error('The first page draws no filled squares: no QR to read.');
  // The first square is the top row of the top-left finder pattern: its height is one module, its
  // left edge the QR's. The grid's size is tried from version 1 up; a grid cut too small misses a
  // finder pattern and does not decode, and the quiet zone keeps the next bib's QR out of it.
  const module = first.height;
  const top = first.y + first.height;
  for (let size = 21; size <= 177; size += 4) {
    const text = decodeGrid(squares, first.x, top, module, size);
    if (text) return { text, sideMm: (size * module * 25.4) / 72, modules: size };
  }
  throw new Error('The first QR on the page does not decode.');
}
