// zod compiles object parsers with `new Function` when the page allows it, and finds out by trying
// it: under the site's Content-Security-Policy (no 'unsafe-eval') that try is refused and reported
// as a violation on every page. Jitless parsing is zod's own interpreter: same results, no eval.
// zod keeps its settings in one object on globalThis (zod/v4/core/core.js: shared by every copy
// of zod on a page, created only when absent), so this sets jitless there without importing zod:
// the entry chunk, which every page downloads, then holds no zod, and the donor event and student
// pages, which parse nothing, download none. Imported first by main.tsx, before any schema parses.
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
holder.__zod_globalConfig ??= {};
holder.__zod_globalConfig.jitless = true;

// A module (imported for its effect), not a script.
export {};
