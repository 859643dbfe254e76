// `npm run bench`: prints the figures the issues ask for. Numbers only, no pass/fail.
import { measureFunctions } from './function-bundles';
import { kib, table } from './measure';
import { measureWeb } from './web-size';

async function main(): Promise<void> {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  console.log('Functions (bundled as CDK deploys them; cold import = median of 5 fresh Node processes)\n');
  const functions = await measureFunctions();
  console.log(
    table(
      ['function', 'raw', 'gzip', 'cold import ms'],
      functions.map((figures) => [
        figures.name,
        kib(figures.rawBytes),
        kib(figures.gzipBytes),
        figures.coldImportMs.toFixed(1),
      ]),
    ),
  );
  console.log('\nWeb build (all chunks)\n');
  const web = await measureWeb();
  console.log(
    table(
      ['assets', 'files', 'raw', 'gzip'],
      web.map((asset) => [asset.kind, asset.files, kib(asset.rawBytes), kib(asset.gzipBytes)]),
    ),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
