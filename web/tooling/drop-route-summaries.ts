// The route table's summaries document the API (OpenAPI, `npm run openapi`); the browser never
// reads them, yet each route the web calls would ship its sentence. This build-only Vite plugin
// removes the `summary: '…',` property from the route table's area files, saving about a
// kilobyte of gzip on the donor pages (80 KB at most on a first load).
import type { Plugin } from 'vite';

const routeAreaFile = /[\\/]shared[\\/]src[\\/]api[\\/]routes[\\/][^\\/]+\.ts$/u;
const summaryProperty = /\bsummary:\s*(['"`])(?:\\.|(?!\1)[^\\])*\1\s*,/gsu;

export function dropRouteSummaries(source: string): string {
  return source.replace(summaryProperty, '');
}

export function dropRouteSummariesPlugin(): Plugin {
  return {
    name: 'thon:drop-route-summaries',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!routeAreaFile.test(id)) return null;
      return { code: dropRouteSummaries(code), map: null };
    },
  };
}
