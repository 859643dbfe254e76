// Where each bib sits on a sheet and how big its QR is, in PDF points (1/72 inch; y grows upwards
// from the page's bottom edge). Pure numbers, so the sheet's geometry is tested without a PDF.

export type Paper = 'a4' | 'letter';
export type BibsPerPage = 4 | 8;

const pointsPerMm = 72 / 25.4;
export const mm = (millimetres: number) => millimetres * pointsPerMm;

/** ISO A4 and US Letter, in points. */
export const pageSizes: Record<Paper, { width: number; height: number }> = {
  a4: { width: mm(210), height: mm(297) },
  letter: { width: 612, height: 792 },
};

/** Office printers leave about 5 mm unprinted at each edge. */
const pageMargin = mm(8);

/**
 * The QR's side without its quiet zone: at least 40 mm, which a phone reads from arm's length. Four
 * to a page has room for a bigger one.
 */
export const qrSide: Record<BibsPerPage, number> = { 4: mm(56), 8: mm(42) };

export interface BibCell {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The cells of one page, top left first, row by row (two columns; 2 or 4 rows). */
export function bibCells(paper: Paper, perPage: BibsPerPage): BibCell[] {
  const page = pageSizes[paper];
  const columns = 2;
  const rows = perPage / columns;
  const width = (page.width - 2 * pageMargin) / columns;
  const height = (page.height - 2 * pageMargin) / rows;
  const cells: BibCell[] = [];
  for (let row = 0; row < rows; row += 1) {
    for (let column = 0; column < columns; column += 1) {
      cells.push({
        x: pageMargin + column * width,
        y: page.height - pageMargin - (row + 1) * height,
        width,
        height,
      });
    }
  }
  return cells;
}
