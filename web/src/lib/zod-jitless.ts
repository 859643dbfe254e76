// zod compiles object parsers with `new Function` when the page allows it, and finds out by trying
// it: under the site's Content-Security-Policy (no 'unsafe-eval') that try is refused and reported
// as a violation on every page. Jitless parsing is zod's own interpreter: same results, no eval.
// Imported first by main.tsx, before any schema parses.
import { config } from 'zod';

config({ jitless: true });
