// The local production preview (`vite preview`: the e2e test of the production build and the
// Lighthouse bench) serves each donor page's path its own HTML file, as CloudFront's
// viewer-request function does (infra/constructs/web-hosting.ts), by the same table.
import type { Plugin } from 'vite';
import { donorPageFile } from '@thon/shared/donor-pages';

export function donorPagePreviewPlugin(): Plugin {
  return {
    name: 'thon-donor-page-preview',
    configurePreviewServer(server) {
      // Before Vite's own middlewares, whose SPA fallback would answer index.html.
      server.middlewares.use((request, _response, next) => {
        const url = new URL(request.url ?? '/', 'http://preview');
        const file = donorPageFile(url.pathname);
        if (file) request.url = `/${file}${url.search}`;
        next();
      });
    },
  };
}
