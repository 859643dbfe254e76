// Zod 4's classic schemas carry `toJSONSchema()` and a JSON Schema processor per type, so every page
// that validates a form downloads zod's whole JSON Schema generator (about 5 KB gzip), which only
// `npm run openapi` uses, in Node. This build-only plugin gives the browser bundle stand-ins for the
// two generator modules zod's classic schemas import: the processors become one function that
// says JSON Schema is not in the web build, and `aggregateChecks` (read by getters such as
// `.minLength`) stays the real one. Parsing and error messages are untouched.
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

const classicSchemas = /[\\/]zod[\\/]v4[\\/]classic[\\/]schemas\.js$/u;
const stubPrefix = '\0thon-zod-without-json-schema:';
const unavailable =
  "const unavailable = () => { throw new Error('JSON Schema is not part of the web build'); };\n";

/** The stand-in for core/json-schema-processors.js: the real aggregateChecks, no processors. */
export function processorsStandIn(realSource: string, realPath: string): string {
  const names = [...realSource.matchAll(/^export const (\w+Processor)\b/gmu)].map((match) => match[1]);
  return (
    `export { aggregateChecks } from ${JSON.stringify(realPath)};\n${unavailable}` +
    names.map((name) => `export const ${name} = unavailable;\n`).join('')
  );
}

/** The stand-in for core/to-json-schema.js: both method factories answer `unavailable`. */
export const toJsonSchemaStandIn =
  `${unavailable}export const createToJSONSchemaMethod = () => unavailable;\n` +
  'export const createStandardJSONSchemaMethod = () => unavailable;\n';

export function zodWithoutJsonSchemaPlugin(): Plugin {
  return {
    name: 'thon:zod-without-json-schema',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (!importer || !classicSchemas.test(importer)) return null;
      if (!/json-schema-processors\.js$|to-json-schema\.js$/u.test(source)) return null;
      const real = await this.resolve(source, importer, { skipSelf: true });
      return real ? `${stubPrefix}${real.id}` : null;
    },
    load(id) {
      if (!id.startsWith(stubPrefix)) return null;
      const realPath = id.slice(stubPrefix.length);
      if (realPath.endsWith('to-json-schema.js')) return toJsonSchemaStandIn;
      return processorsStandIn(readFileSync(realPath, 'utf8'), realPath);
    },
  };
}
