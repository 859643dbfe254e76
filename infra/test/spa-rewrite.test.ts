// The viewer-request function of the web's default behaviour, run as CloudFront runs it (its
// code alone): client-side routes get index.html, a donor page its own file (which preloads its
// chunks), files pass through. The local preview routes with shared/src/donor-pages.ts, so the
// function must agree with it.
import { describe, expect, it } from 'vitest';
import { donorPageFile } from '@thon/shared/donor-pages';
import { spaRewriteCode } from '../constructs/web-hosting';

const handler = new Function(`${spaRewriteCode}; return handler;`)() as (event: {
  request: { uri: string };
}) => { uri: string };
const rewrite = (uri: string) => handler({ request: { uri } }).uri;

describe('SPA fallback function', () => {
  it('rewrites client-side routes to /index.html and leaves files alone', () => {
    expect(rewrite('/')).toBe('/index.html');
    expect(rewrite('/login/')).toBe('/index.html');
    expect(rewrite('/organizer/thons/t1')).toBe('/index.html');
    expect(rewrite('/assets/index-3f2a.js')).toBe('/assets/index-3f2a.js');
    expect(rewrite('/favicon.ico')).toBe('/favicon.ico');
    expect(rewrite('/event.html')).toBe('/event.html');
  });

  it('answers the event, student and pledge pages with their own HTML file, other pledge pages with index.html', () => {
    expect(rewrite('/event/ABC123')).toBe('/event.html');
    expect(rewrite('/student/p-1/')).toBe('/student.html');
    expect(rewrite('/pledge/p-1')).toBe('/pledge.html');
    expect(rewrite('/pledge/manage')).toBe('/index.html');
    expect(rewrite('/pledge/confirmation/pl-1')).toBe('/index.html');
    expect(rewrite('/event')).toBe('/index.html');
    expect(rewrite('/event/')).toBe('/index.html');
    expect(rewrite('/events/ABC123')).toBe('/index.html');
  });

  it('agrees with the table the local preview routes by (shared/src/donor-pages.ts)', () => {
    const paths = [
      '/',
      '/event/A1',
      '/event/A1/',
      '/event//',
      '/student/p',
      '/pledge/p',
      '/pledge/manage',
      '/pledge/manage/',
      '/pledge/confirmation/x',
      '/shop',
      '/x/y',
    ];
    for (const path of paths) {
      const file = donorPageFile(path);
      expect(rewrite(path), path).toBe(file === undefined ? '/index.html' : `/${file}`);
    }
  });
});
