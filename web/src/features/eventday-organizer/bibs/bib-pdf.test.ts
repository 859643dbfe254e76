// The bib sheet read back as a phone would (testing/bib-pdf-qr.ts): a class of three on one
// page of four, its first QR decoding to the first runner's payload at 40 mm or more, the paper
// sizes, eight to a page, and a name the standard fonts cannot show.
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { decodeFirstBibQr } from '@/testing/bib-pdf-qr';
import { bibSheetPdf, type Bib } from './bib-pdf';

const bib = (FirstName: string, LastInitial: string, LapToken: string): Bib => ({
  FirstName,
  LastInitial,
  TeamName: 'Room 12',
  LapToken,
  QrPayload: `THONLAP-${LapToken}`,
});

const classOfThree = [
  bib('Ava', 'A', 'ABCDEFGH2345'),
  bib('Ben', 'B', 'QRSTUVWX6723'),
  bib('Cal', 'C', 'MNPQ234567AB'),
];

describe('the bib sheet', () => {
  it('puts a class of three on one page of four, the first QR carrying the first runner', async () => {
    const pdf = await bibSheetPdf({
      eventName: 'Lincoln Fun Run',
      bibs: classOfThree,
      paper: 'a4',
      perPage: 4,
    });
    const document = await PDFDocument.load(pdf);
    expect(document.getPageCount()).toBe(1);
    const qr = await decodeFirstBibQr(pdf);
    expect(qr.text).toBe('THONLAP-ABCDEFGH2345');
    expect(qr.modules).toBe(21);
    expect(qr.sideMm).toBeGreaterThanOrEqual(40);
  });

  it('is A4 or US Letter as asked', async () => {
    const a4 = await PDFDocument.load(
      await bibSheetPdf({ eventName: 'Lincoln', bibs: classOfThree, paper: 'a4', perPage: 4 }),
    );
    const letter = await PDFDocument.load(
      await bibSheetPdf({ eventName: 'Lincoln', bibs: classOfThree, paper: 'letter', perPage: 4 }),
    );
    const [a4Width, a4Height] = [a4.getPage(0).getWidth(), a4.getPage(0).getHeight()];
    expect([Math.round(a4Width), Math.round(a4Height)]).toEqual([595, 842]);
    expect([letter.getPage(0).getWidth(), letter.getPage(0).getHeight()]).toEqual([612, 792]);
  });

  it('puts eight to a page with a QR of 40 mm or more, on both papers', async () => {
    const nine = Array.from({ length: 9 }, (_, index) =>
      bib(`Runner${index}`, 'Z', `ABCDEFGH23${index + 2}2`),
    );
    for (const paper of ['a4', 'letter'] as const) {
      const pdf = await bibSheetPdf({ eventName: 'Lincoln', bibs: nine, paper, perPage: 8 });
      expect((await PDFDocument.load(pdf)).getPageCount()).toBe(2);
      const qr = await decodeFirstBibQr(pdf);
      expect(qr.text).toBe('THONLAP-ABCDEFGH2322');
      expect(qr.sideMm).toBeGreaterThanOrEqual(40);
    }
  });

  it('prints a name outside the standard fonts without failing', async () => {
    const pdf = await bibSheetPdf({
      eventName: 'Łódź 🏃 Run',
      bibs: [{ ...bib('Zoë', 'Ő', 'ABCDEFGH2345'), TeamName: '三年' }],
      paper: 'letter',
      perPage: 8,
    });
    expect((await decodeFirstBibQr(pdf)).text).toBe('THONLAP-ABCDEFGH2345');
  });
});
