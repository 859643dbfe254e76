// Decodes the first QR of a printed bib sheet (a PDF's bytes) as a phone would: for end-to-end
// tests that catch the organizer's Print bibs download. The reader lives with the web's test kit,
// whose project type-checks it with the bib sheet's own test.
export { decodeFirstBibQr, type DecodedBibQr } from '@thon/web/src/testing/bib-pdf-qr';
