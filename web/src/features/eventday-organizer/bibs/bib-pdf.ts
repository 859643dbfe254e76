// The bib sheets, drawn in the browser from IssueLapTokens' answer and never stored (docs/event-day.md):
// per bib the first name and last initial in very large type, the class, the Thon, the QR of
// `THONLAP-<token>` as vector squares with its 4-module quiet zone, and the token in text below it
// (a volunteer types it when a bib is torn). Loaded lazily: pdf-lib is the heaviest module of the
// web, and only this page's Print bibs needs it.
import {
  PDFDocument,
  StandardFonts,
  fill,
  popGraphicsState,
  pushGraphicsState,
  rectangle,
  rgb,
  setFillingRgbColor,
  type PDFFont,
  type PDFPage,
} from 'pdf-lib';
import { bibCells, mm, pageSizes, qrSide, type BibCell, type BibsPerPage, type Paper } from './bib-layout';
import { darkRuns, qrModules, quietZoneModules, type QrModules } from './qr-modules';

export interface Bib {
  FirstName: string;
  LastInitial: string;
  TeamName: string;
  LapToken: string;
  QrPayload: string;
}

export interface BibSheetRequest {
  eventName: string;
  bibs: readonly Bib[];
  paper: Paper;
  perPage: BibsPerPage;
}

const padding = mm(5);
const ink = rgb(0, 0, 0);
const cutLine = rgb(0.75, 0.75, 0.75);

/**
 * Text the standard PDF fonts can show (their WinAnsi set): accents they lack lose their mark
 * (Ł stays, ő becomes o) and anything else becomes '?', so an unusual name never stops a sheet.
 */
function printable(font: PDFFont, text: string): string {
  const known = new Set(font.getCharacterSet());
  return [...text]
    .map((character) => {
      if (known.has(character.codePointAt(0) ?? 0)) return character;
      const plain = character.normalize('NFD').replace(/\p{M}/gu, '');
      return [...plain].every((part) => known.has(part.codePointAt(0) ?? 0)) ? plain : '?';
    })
    .join('');
}

/** The largest size up to `largest` at which the text fits the width. */
function fittedSize(font: PDFFont, text: string, width: number, largest: number): number {
  const atOne = font.widthOfTextAtSize(text, 1);
  return atOne === 0 ? largest : Math.min(largest, width / atOne);
}

interface Fonts {
  bold: PDFFont;
  regular: PDFFont;
  mono: PDFFont;
}

/** The QR as one filled path of squares (a run of dark modules per rectangle), top row first. */
function drawQr(page: PDFPage, qr: QrModules, left: number, top: number, side: number): void {
  const module = side / qr.size;
  page.pushOperators(
    pushGraphicsState(),
    setFillingRgbColor(0, 0, 0),
    ...darkRuns(qr).map((run) =>
      rectangle(left + run.column * module, top - (run.row + 1) * module, run.length * module, module),
    ),
    fill(),
    popGraphicsState(),
  );
}

function drawBib(
  page: PDFPage,
  fonts: Fonts,
  eventName: string,
  bib: Bib,
  cell: BibCell,
  perPage: BibsPerPage,
) {
  page.drawRectangle({ ...cell, borderColor: cutLine, borderWidth: 0.5, borderDashArray: [4, 4] });
  const side = qrSide[perPage];
  const qr = qrModules(bib.QrPayload);
  const quiet = (side / qr.size) * quietZoneModules;
  const name = printable(fonts.bold, `${bib.FirstName} ${bib.LastInitial}.`);
  const team = printable(fonts.regular, bib.TeamName);
  const thon = printable(fonts.regular, eventName);
  const top = cell.y + cell.height - padding;
  const left = cell.x + padding;
  if (perPage === 4) {
    // Name, class and Thon across the top; the QR centred below them, the token under it.
    const width = cell.width - 2 * padding;
    const nameSize = fittedSize(fonts.bold, name, width, 60);
    page.drawText(name, { x: left, y: top - nameSize * 0.8, size: nameSize, font: fonts.bold, color: ink });
    const teamTop = top - nameSize - mm(2);
    page.drawText(team, {
      x: left,
      y: teamTop - 16,
      size: fittedSize(fonts.regular, team, width, 18),
      font: fonts.regular,
    });
    page.drawText(thon, {
      x: left,
      y: teamTop - 34,
      size: fittedSize(fonts.regular, thon, width, 12),
      font: fonts.regular,
    });
    const qrTop = teamTop - 40 - quiet;
    drawQr(page, qr, cell.x + (cell.width - side) / 2, qrTop, side);
    drawToken(page, fonts.mono, bib.LapToken, cell.x + cell.width / 2, qrTop - side - quiet - 14);
    return;
  }
  // Eight to a page: the QR (with its quiet zone) on the right, the words on the left.
  const qrLeft = cell.x + cell.width - quiet - side;
  const qrTop = cell.y + cell.height - quiet;
  drawQr(page, qr, qrLeft, qrTop, side);
  drawToken(page, fonts.mono, bib.LapToken, qrLeft + side / 2, qrTop - side - quiet - 10);
  const width = qrLeft - quiet - left;
  const first = printable(fonts.bold, bib.FirstName);
  const initial = printable(fonts.bold, `${bib.LastInitial}.`);
  const firstSize = fittedSize(fonts.bold, first, width, 44);
  page.drawText(first, { x: left, y: top - firstSize * 0.8, size: firstSize, font: fonts.bold, color: ink });
  const initialTop = top - firstSize - mm(1);
  const initialSize = fittedSize(fonts.bold, initial, width, 44);
  page.drawText(initial, { x: left, y: initialTop - initialSize * 0.8, size: initialSize, font: fonts.bold });
  const teamTop = initialTop - initialSize - mm(3);
  page.drawText(team, {
    x: left,
    y: teamTop - 14,
    size: fittedSize(fonts.regular, team, width, 16),
    font: fonts.regular,
  });
  page.drawText(thon, {
    x: left,
    y: teamTop - 30,
    size: fittedSize(fonts.regular, thon, width, 11),
    font: fonts.regular,
  });
}

/** The token centred under the QR, in a monospaced face so 2 and Z, 5 and S stay apart. */
function drawToken(page: PDFPage, font: PDFFont, token: string, centre: number, baseline: number) {
  const size = 14;
  page.drawText(token, { x: centre - font.widthOfTextAtSize(token, size) / 2, y: baseline, size, font });
}

/** The PDF's bytes: the bibs in the order given, `perPage` to a page. */
export async function bibSheetPdf(request: BibSheetRequest): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  document.setTitle(`Bibs · ${request.eventName}`);
  const fonts: Fonts = {
    bold: await document.embedFont(StandardFonts.HelveticaBold),
    regular: await document.embedFont(StandardFonts.Helvetica),
    mono: await document.embedFont(StandardFonts.CourierBold),
  };
  const size = pageSizes[request.paper];
  const cells = bibCells(request.paper, request.perPage);
  for (let start = 0; start < request.bibs.length; start += request.perPage) {
    const page = document.addPage([size.width, size.height]);
    request.bibs.slice(start, start + request.perPage).forEach((bib, index) => {
      const cell = cells[index];
      if (cell) drawBib(page, fonts, request.eventName, bib, cell, request.perPage);
    });
  }
  return document.save();
}
