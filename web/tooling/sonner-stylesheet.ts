// sonner injects its CSS as a <style> element when its module loads; the site's
// Content-Security-Policy (style sources 'self') refuses inline styles, so in production the
// toasts would be unstyled and every page would report a violation. This build-only plugin drops
// that injection; the app loads sonner's own stylesheet (sonner/dist/styles.css) with the toaster,
// as a file of our origin. The dev server keeps sonner as it is (no CSP there).
import type { Plugin } from 'vite';

const sonnerModule = /[\\/]sonner[\\/]dist[\\/]index\.mjs$/u;
const injection = /__insertCSS\("(?:[^"\\]|\\.)*"\);?/u;

export function withoutInjectedCss(code: string): string {
  if (!injection.test(code))
    throw new Error("sonner's CSS injection was not found: check sonner-stylesheet.ts");
  return code.replace(injection, '');
}

export function sonnerStylesheetPlugin(): Plugin {
  return {
    name: 'thon:sonner-stylesheet',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      return sonnerModule.test(id) ? { code: withoutInjectedCss(code), map: null } : null;
    },
  };
}
