// The one set of esbuild options every Lambda of Thon is bundled with. NodejsFunction reads
// `functionBundling`; the benchmark bundles handlers with `esbuildOptions`, the same settings in
// esbuild's own API, so the bundles it measures are the bundles CDK deploys.
import { LogLevel, OutputFormat, type BundlingOptions } from 'aws-cdk-lib/aws-lambda-nodejs';
import { join } from 'node:path';
import { repositoryRoot } from '../lib/repository';

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
  // Native modules are the exception (esbuild cannot bundle their binaries): they stay imports,
  // and the functions that use them get an arm64 install of them in their asset (`bundlingFor`).
  externalModules: ['sharp'] as string[],
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

/**
 * Native modules, installed for the Lambdas' platform (linux, arm64, glibc) whatever machine
 * synthesizes: infra/lambda-native has its own package.json and lock file, and the root
 * `postinstall` runs `npm ci --prefix infra/lambda-native --os=linux --cpu=arm64 --libc=glibc`
 * (npm installs one platform's optional binaries per tree, so the root tree cannot hold both the
 * host's and arm64's).
 */
export const lambdaNativeModules = join(repositoryRoot, 'infra', 'lambda-native', 'node_modules');

/**
 * The handlers that import a native module (`functionBundling.externalModules`). Their asset gets
 * infra/lambda-native/node_modules next to the bundle; every other asset is the bundle alone.
 * infra/test/native-modules.test.ts checks this list against what the bundles import.
 */
export const nativeModuleHandlers: readonly string[] = [
  'landing-pages/confirm-image-upload',
  // Contact attachments: images are re-encoded (metadata and trailing bytes dropped).
  'support/send-contact-message',
  // A shop product's images: the landing pages' pipeline (sharp re-encodes, metadata stripped).
  'shop-catalog/confirm-product-image-upload',
  // A family's photo of a student: the same pipeline, kept privately until approved.
  'student-pages/confirm-student-photo-upload',
];

/**
 * Copies the arm64 native modules into the bundle's output (`node_modules`, where Node resolves the
 * bundle's `import 'sharp'`). Runs only when the function is actually bundled, offline; a missing
 * install stops the bundling with the command that fixes it.
 */
function copyNativeModules(outputDir: string): string[] {
  const marker = join(lambdaNativeModules, 'sharp', 'package.json');
  const fix = 'npm ci --prefix infra/lambda-native --os=linux --cpu=arm64 --libc=glibc';
  return [
    `test -f "${marker}" || { echo "infra/lambda-native is not installed: run  ${fix}" >&2; exit 1; }`,
    `cp -R "${lambdaNativeModules}" "${join(outputDir, 'node_modules')}"`,
  ];
}

/** `functionBundling`, plus the arm64 native modules for the handlers that import one. */
export function bundlingFor(handler: string): BundlingOptions {
  if (!nativeModuleHandlers.includes(handler)) return functionBundling;
  return {
    ...functionBundling,
    commandHooks: {
      beforeBundling: () => [],
      beforeInstall: () => [],
      afterBundling: (_inputDir, outputDir) => copyNativeModules(outputDir),
    },
  };
}
