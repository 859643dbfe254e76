// The one set of esbuild options every Lambda of Thon is bundled with. NodejsFunction reads
// `functionBundling`; the benchmark bundles handlers with `esbuildOptions`, the same settings in
// esbuild's own API, so the bundles it measures are the bundles CDK deploys.
import { LogLevel, OutputFormat, type BundlingOptions } from 'aws-cdk-lib/aws-lambda-nodejs';

/** ESM bundles have no `require`; CommonJS dependencies bundled into them still call it. */
const requireShimBanner =
  "import { createRequire as __thonCreateRequire } from 'node:module'; const require = __thonCreateRequire(import.meta.url);";

export const functionBundling = {
  format: OutputFormat.ESM,
  target: 'node22',
  minify: true,
  sourceMap: true,
  // Line and column mapping is all stack traces need; leaving the sources out halves the .map file.
  sourcesContent: false,
  // Prefer the ESM build of dependencies so esbuild can tree-shake them.
  mainFields: ['module', 'main'],
  banner: requireShimBanner,
  // Bundle everything, AWS SDK v3 included (NodejsFunction would otherwise mark '@aws-sdk/*'
  // external and use the runtime's copy): the deployed code then runs exactly the SDK versions
  // the lock file pins and the tests ran against, only the clients a handler imports are shipped,
  // tree-shaken and minified, and a Lambda runtime SDK update cannot change behaviour under us.
  externalModules: [] as string[],
  logLevel: LogLevel.WARNING,
} satisfies BundlingOptions;

/** The file name NodejsFunction gives an ESM bundle. */
export const bundleFileName = 'index.mjs';

/** `functionBundling` spelled as esbuild build options (what NodejsFunction passes on its command line). */
export const esbuildOptions = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: functionBundling.target,
  minify: functionBundling.minify,
  sourcemap: functionBundling.sourceMap,
  sourcesContent: functionBundling.sourcesContent,
  mainFields: functionBundling.mainFields,
  banner: { js: functionBundling.banner },
  external: functionBundling.externalModules,
  logLevel: functionBundling.logLevel,
} as const;
