// The donor pages in the production build, as a phone opens them: Lighthouse (its default
// mobile profile: a mid-range phone, simulated slow 4G and 4x CPU slowdown) against the build
// served by `vite preview`, proxied to a local stack with the demo data. Numbers only.
import { execFile } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startLocalStack } from '@thon/functions/dev/local-stack';
import { repositoryRoot } from '@thon/infra/lib/repository';
import { kib, table } from './measure';
import { serveProductionWeb } from './production-web';
import type { RouteFigures } from './web-routes';

export interface LighthouseFigures {
  page: string;
  path: string;
  /** 0-100, or null when Lighthouse could not score the category. */
  performance: number | null;
  accessibility: number | null;
  /** Largest Contentful Paint and Total Blocking Time, ms (simulated mobile). */
  lcpMs: number | null;
  tbtMs: number | null;
  /** First Contentful Paint and Speed Index, ms, and Cumulative Layout Shift (unitless). */
  fcpMs: number | null;
  speedIndexMs: number | null;
  cls: number | null;
  /**
   * Bytes of our own scripts the page fetched in the run (vite preview gzips them, as CloudFront
   * does): the entry, the preloads, the route's chunks and whatever the page loads after its first
   * paint (the pledge form, the toast library). Lighthouse's record, not the manifest's estimate.
   */
  scriptBytes: number | null;
  /** Accessibility audits that failed, by id. */
  failedAccessibility: string[];
}

/** The route (as the bench's route table names it) each measured page is. */
const routeOfPage: Record<string, string> = {
  event: 'event/:code',
  student: 'student/:participantId',
  pledge: 'pledge/:participantId',
  landing: ':landingUrl',
};

/** The demo data's landing page (functions/dev/seed.ts), for the live Thon. */
export const demoLandingUrl = 'lincoln-runs';

export function donorPagesTable(
  pages: readonly LighthouseFigures[],
  routes: readonly RouteFigures[],
): string {
  const ms = (value: number | null) => (value === null ? '-' : value.toFixed(0));
  return table(
    [
      'page',
      'performance',
      'accessibility',
      'FCP ms',
      'LCP ms',
      'SI ms',
      'TBT ms',
      'CLS',
      'first-load JS gzip',
      'JS fetched',
      'failed a11y audits',
    ],
    pages.map((page) => {
      const route = routes.find((candidate) => candidate.path === routeOfPage[page.page]);
      return [
        `${page.page} (${page.path.replace(/[^/]+$/, (id) => (id.length > 12 ? `${id.slice(0, 8)}…` : id))})`,
        page.performance ?? '-',
        page.accessibility ?? '-',
        ms(page.fcpMs),
        ms(page.lcpMs),
        ms(page.speedIndexMs),
        ms(page.tbtMs),
        page.cls === null ? '-' : page.cls.toFixed(3),
        route ? kib(route.gzipBytes) : '-',
        page.scriptBytes === null ? '-' : kib(page.scriptBytes),
        page.failedAccessibility.join(' ') || '(none)',
      ];
    }),
  );
}

interface PagePaths {
  event: string;
  student: string;
  pledge: string;
  landing: string;
}

async function json(response: Response): Promise<unknown> {
  if (!response.ok) throw new Error(`${response.url} answered ${response.status}`);
  return response.json();
}

/**
 * The live demo Thon's event page, its first runner's student page, that runner's pledge page and
 * the Thon's landing page.
 */
async function donorPaths(apiUrl: string, eventCode: string): Promise<PagePaths> {
  const eventId = (await json(
    await fetch(`${apiUrl}/api/EventCode`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-time-zone': 'America/New_York' },
      body: JSON.stringify({ EventCode: eventCode }),
    }),
  )) as string;
  const page = (await json(
    await fetch(`${apiUrl}/api/events/GetEventPage/${encodeURIComponent(eventId)}`, {
      headers: { 'x-time-zone': 'America/New_York' },
    }),
  )) as { Participants: { ParticipantId: string }[] };
  const participantId = page.Participants[0]?.ParticipantId;
  if (!participantId) throw new Error(`event ${eventCode} lists no participants`);
  return {
    event: `/event/${encodeURIComponent(eventCode)}`,
    student: `/student/${encodeURIComponent(participantId)}`,
    pledge: `/pledge/${encodeURIComponent(participantId)}`,
    landing: `/${demoLandingUrl}`,
  };
}

interface NetworkRecord {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

function ownScriptBytes(requests: readonly NetworkRecord[], origin: string): number {
  return requests
    .filter((request) => request.resourceType === 'Script' && request.url.startsWith(origin))
    .reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
}

/** Runs per page; the table shows the run of median performance score. */
export const lighthouseRuns = 3;

const score = (value: number | null | undefined) => (value == null ? null : Math.round(value * 100));

/** Builds nothing: serves the production build in outDir (bench's web-size build). */
export async function measureLighthouse(outDir: string): Promise<LighthouseFigures[]> {
  const stack = await startLocalStack({ emulatorPort: 0, gatewayPort: 0, seed: true });
  try {
    const live = stack.info.events.find((event) => new Date(event.endDate).getTime() > Date.now());
    if (!live) throw new Error('the demo data has no live event');
    const paths = await donorPaths(stack.info.apiUrl, live.eventCode);
    // Warm the handlers the pages call (a first call imports the handler module), as CloudFront
    // would answer the public reads from its cache.
    const participantId = paths.student.split('/').pop() ?? '';
    for (const api of [
      `/api/participants/GetStudentPage/${participantId}`,
      `/api/pledges/GetPledgeOptions/${participantId}`,
      `/api/LandingPage/GetLandingPageByUrl/${demoLandingUrl}`,
    ]) {
      const response = await fetch(stack.info.apiUrl + api, {
        headers: { 'x-time-zone': 'America/New_York' },
      });
      if (!response.ok) throw new Error(`${api} answered ${response.status}`);
    }
    const web = await serveProductionWeb(outDir, stack.info.apiUrl);
    const chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'],
      logLevel: 'silent',
    });
    const reportDir = join(outDir, '..', 'lighthouse');
    mkdirSync(reportDir, { recursive: true });
    try {
      const figures: LighthouseFigures[] = [];
      for (const [page, path] of Object.entries(paths)) {
        const url = web.url + path;
        const runs: LighthouseFigures[] = [];
        for (let run = 0; run < lighthouseRuns; run += 1) {
          const result = await lighthouse(url, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'accessibility'],
          });
          const lhr = result?.lhr;
          // Every run's whole report, for its audit breakdown (which element is the LCP, what
          // blocks the main thread), beside the build: bench/out is not committed.
          if (typeof result?.report === 'string') {
            writeFileSync(join(reportDir, `${page}-${run + 1}.json`), result.report);
          }
          const audit = (id: string) => lhr?.audits[id]?.numericValue ?? null;
          const requests = (lhr?.audits['network-requests']?.details as { items?: NetworkRecord[] })?.items;
          runs.push({
            page,
            path,
            performance: score(lhr?.categories.performance?.score),
            accessibility: score(lhr?.categories.accessibility?.score),
            lcpMs: audit('largest-contentful-paint'),
            tbtMs: audit('total-blocking-time'),
            fcpMs: audit('first-contentful-paint'),
            speedIndexMs: audit('speed-index'),
            cls: audit('cumulative-layout-shift'),
            scriptBytes: requests ? ownScriptBytes(requests, web.url) : null,
            failedAccessibility: (lhr?.categories.accessibility?.auditRefs ?? [])
              .filter((ref) => ref.weight > 0 && lhr?.audits[ref.id]?.score === 0)
              .map((ref) => ref.id),
          });
        }
        // The run of median performance, as Lighthouse's own guidance for repeated runs.
        runs.sort((a, b) => (a.performance ?? -1) - (b.performance ?? -1));
        const median = runs[Math.floor(runs.length / 2)];
        if (median) figures.push(median);
      }
      return figures;
    } finally {
      chrome.kill();
      await web.close();
    }
  } finally {
    await stack.stop();
  }
}

/** measureLighthouse in a child process (bench/lighthouse-child.ts), with its own local stack. */
export async function measureLighthouseApart(outDir: string): Promise<LighthouseFigures[]> {
  try {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', join(repositoryRoot, 'bench/lighthouse-child.ts'), outDir],
      { cwd: repositoryRoot, maxBuffer: 64 * 1024 * 1024 },
    );
    return JSON.parse(stdout.trim().split('\n').pop() ?? '[]') as LighthouseFigures[];
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr?.trim();
    throw new Error(stderr ? (stderr.split('\n').pop() ?? stderr) : String(error));
  }
}
