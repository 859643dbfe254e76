// The donor pages that have an HTML file of their own in the web build (event.html, student.html,
// pledge.html: index.html plus <link rel="modulepreload"> of that page's own chunks, so a phone
// fetches them beside the entry chunk instead of after it has run and matched the route). One
// table for the three places that must agree: the build that writes the files
// (web/tooling/page-shell.ts), CloudFront's viewer-request function that serves them
// (infra/constructs/web-hosting.ts) and the local production preview (web/vite.config.ts).

export interface DonorPage {
  /** The file the build writes beside index.html. */
  readonly file: string;
  /** The route's first path segment; the page is that segment and exactly one more. */
  readonly segment: string;
  /** Second segments that are other routes (pledge/manage is the donor's manage page). */
  readonly except: readonly string[];
}

export const donorPages: readonly DonorPage[] = [
  { file: 'event.html', segment: 'event', except: [] },
  { file: 'student.html', segment: 'student', except: [] },
  { file: 'pledge.html', segment: 'pledge', except: ['manage'] },
];

/**
 * The HTML file of a donor page's path (/event/ABC123, /student/p1/), or undefined for any other
 * path. The path is the URL's, without query or fragment.
 */
export function donorPageFile(path: string): string | undefined {
  const segments = path.replace(/^\/+/, '').replace(/\/$/, '').split('/');
  if (segments.length !== 2 || segments[1] === '') return undefined;
  const [first, second] = segments as [string, string];
  const page = donorPages.find(({ segment, except }) => segment === first && !except.includes(second));
  return page?.file;
}
