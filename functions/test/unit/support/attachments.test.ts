// Contact attachments on an in-memory logger: a file is taken only when its content and its name's
// extension name the same kind, images are re-encoded (metadata and trailing payloads gone), an
// image that does not decode is refused and the reason logged, and names are reduced to a safe form.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { fileTypeNotAllowed } from '@thon/shared/catalog/messages';
import { attachmentTypeNotAllowed } from '@thon/shared/catalog/support-messages';
import { readAttachments } from '../../../src/domain/support/attachments';
import { RecordingLogger } from '../../support/in-memory/logger';

const deps = (logger = new RecordingLogger()) => ({ logger });

describe('contact attachments', () => {
  const file = (content: Buffer | string, name: string, type = 'application/octet-stream') =>
    new File([typeof content === 'string' ? Buffer.from(content) : content], name, { type });
  const gif = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
  const trailer = Buffer.from('<script>alert(1)</script>');
  const exifJpeg = () =>
    sharp({ create: { width: 8, height: 6, channels: 3, background: '#c33' } })
      .jpeg()
      .withExif({ IFD0: { Artist: 'Secret Photographer', Copyright: 'GPS 40.7,-74.0' } })
      .toBuffer();

  it('takes a file whose content and extension agree: PNG, JPEG, PDF, plain text (.txt, .log)', async () => {
    const png = await sharp({ create: { width: 2, height: 2, channels: 4, background: '#0f0' } })
      .png()
      .toBuffer();
    const files = await readAttachments(deps(), [
      file(png, 'screen.png'),
      file(await exifJpeg(), 'photo.JPG'),
      file(await exifJpeg(), 'photo.jpeg'),
      file(pdf, 'roster.pdf'),
      file('Grüße aus der Schule\n', 'hello.txt'),
      file('12:00 started\n', 'server.log'),
    ]);
    expect(files.map((attachment) => [attachment.fileName, attachment.contentType])).toEqual([
      ['screen.png', 'image/png'],
      ['photo.JPG', 'image/jpeg'],
      ['photo.jpeg', 'image/jpeg'],
      ['roster.pdf', 'application/pdf'],
      ['hello.txt', 'text/plain'],
      ['server.log', 'text/plain'],
    ]);
  });

  it("refuses with the spec's message whatever disagrees: HTML, SVG named .png, an image named .txt, GIF, WebP, scripts", async () => {
    const webp = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#00f' } })
      .webp()
      .toBuffer();
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="1" height="1"/></svg>';
    const elf = Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, ...Array<number>(56).fill(0)]);
    for (const [content, name] of [
      ['<!doctype html><html><body><script>alert(1)</script></body></html>', 'page.html'],
      [svg, 'logo.png'],
      [svg, 'logo.svg'],
      [await exifJpeg(), 'notes.txt'],
      [pdf, 'roster.png'],
      [gif, 'anim.gif'],
      [webp, 'photo.webp'],
      ['#!/bin/sh\nrm -rf /\n', 'run.sh'],
      ['echo hi', 'noextension'],
      [elf, 'tool.png'],
      [Buffer.from([0xff, 0xfe, 0xfd, 0x41]), 'latin.txt'],
      [Buffer.from('a\u0000b'), 'nul.txt'],
    ] as const) {
      const refusal = readAttachments(deps(), [file(content, name)]);
      await expect(refusal, name).rejects.toThrow(fileTypeNotAllowed);
      await expect(refusal, name).rejects.toMatchObject({
        issues: [{ path: 'Files', message: attachmentTypeNotAllowed(name) }],
      });
    }
  });

  it('re-encodes a JPEG: its metadata and anything after the image are gone', async () => {
    const original = Buffer.concat([await exifJpeg(), trailer]);
    expect(original.includes('Secret Photographer')).toBe(true);
    const [photo] = await readAttachments(deps(), [file(original, 'photo.jpg')]);
    const content = photo?.content ?? Buffer.alloc(0);
    expect(content.includes('Secret Photographer')).toBe(false);
    expect(content.includes(trailer)).toBe(false);
    const metadata = await sharp(content).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 8, height: 6 });
    expect(metadata.exif).toBeUndefined();
  });

  it('re-encodes a PNG too: text chunks and a trailing payload are gone', async () => {
    const tagged = await sharp({ create: { width: 3, height: 3, channels: 3, background: '#abc' } })
      .png()
      .withMetadata({ exif: { IFD0: { Artist: 'Secret Photographer' } } })
      .toBuffer();
    const [image] = await readAttachments(deps(), [file(Buffer.concat([tagged, trailer]), 'shot.png')]);
    const content = image?.content ?? Buffer.alloc(0);
    expect(content.includes('Secret Photographer')).toBe(false);
    expect(content.includes(trailer)).toBe(false);
    expect(await sharp(content).metadata()).toMatchObject({ format: 'png', width: 3, height: 3 });
  });

  it('reduces a file name to a safe one: no path, control or direction characters, quotes or semicolons; the extension kept', async () => {
    const names = [
      '../../etc/passwd.txt',
      'C:\\Users\\pat\\report.txt',
      'bad"name\';x.txt',
      'line\r\nContent-Type: text/html; x=.txt',
      'tab\there`.log',
      'invoice\u202Efdp.txt',
      '".txt',
    ];
    const files = await readAttachments(deps(), names.map((name) => file('hello\n', name)));
    expect(files.map((attachment) => attachment.fileName)).toEqual([
      'passwd.txt',
      'report.txt',
      'bad_name__x.txt',
      'html_ x=.txt',
      'tab_here_.log',
      'invoice_fdp.txt',
      'attachment.txt',
    ]);
  });

  it('refuses an image whose header names PNG but which does not decode, and logs why', async () => {
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#abc' } })
      .png()
      .toBuffer();
    const logger = new RecordingLogger();
    const refusal = readAttachments(deps(logger), [file(png.subarray(0, 40), 'cut.png')]);
    await expect(refusal).rejects.toThrow(fileTypeNotAllowed);
    expect(logger.entries).toEqual([
      { level: 'info', message: 'Attachment image did not decode', facts: { reason: expect.any(String) } },
    ]);
  });
});
