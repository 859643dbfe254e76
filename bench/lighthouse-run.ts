// `npm run bench:lighthouse`: only the donor pages' part of `npm run bench` (the production build,
// each donor route's first-load JS, Lighthouse mobile on the event, student, pledge and landing
// pages), for a figure after a web change without the API benches' minutes.
import { donorPagesTable, lighthouseRuns, measureLighthouseApart } from './lighthouse';
import { kib } from './measure';
import { measureRoutes } from './web-routes';
import { measureWeb, webOutDir } from './web-size';

async function main(): Promise<void> {
  const assets = await measureWeb();
  const js = assets.find((asset) => asset.kind === 'js');
  console.log(`Web build: ${js?.files ?? 0} JS files, ${kib(js?.gzipBytes ?? 0)} gzip in all.`);
  const routes = measureRoutes(webOutDir);
  console.log(
    '\nDonor pages of the production build: Lighthouse mobile (its default profile: simulated slow\n' +
      '4G and 4x CPU slowdown), served by vite preview with the API proxied to a local stack with the\n' +
      `demo data; of ${lighthouseRuns} runs per page, the one of median performance. first-load JS =\n` +
      "entry + its page's preloads (event.html, student.html, pledge.html; else index.html) + the\n" +
      "route's lazy modules (manifest); JS fetched = our scripts\n" +
      'the page fetched in that run, gzip, including what it loads after its first paint.\n',
  );
  console.log(donorPagesTable(await measureLighthouseApart(webOutDir), routes));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
