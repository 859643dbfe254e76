// Bundles handler modules as CDK bundles them and lists, per handler, the input files whose code
// ends up in its bundle (bytesInOutput > 0: imported and not shaken out). Grants checks read these.
import { build } from 'esbuild';
import { relative } from 'node:path';
import { esbuildOptions } from '../../constructs/bundling';
import { handlerEntry, repositoryRoot } from '../../lib/repository';

/** Per handler (as named in the route table), the bundled inputs' paths, relative to the repository. */
export async function bundledInputsByHandler(handlers: readonly string[]): Promise<Map<string, string[]>> {
  const entries = Object.fromEntries(handlers.map((handler) => [handler, handlerEntry(handler)]));
  const { metafile } = await build({
    ...esbuildOptions,
    mainFields: [...esbuildOptions.mainFields],
    external: [...esbuildOptions.external],
    minify: false,
    sourcemap: false,
    write: false,
    metafile: true,
    logLevel: 'silent',
    entryPoints: entries,
    outdir: '/tmp/thon-handler-bundles',
  });
  const byEntry = new Map<string, string[]>();
  for (const output of Object.values(metafile.outputs)) {
    if (!output.entryPoint) continue;
    const inputs = Object.entries(output.inputs)
      .filter(([, input]) => input.bytesInOutput > 0)
      .map(([path]) => path);
    byEntry.set(output.entryPoint, inputs);
  }
  return new Map(
    handlers.map((handler) => [
      handler,
      byEntry.get(relative(repositoryRoot, handlerEntry(handler))) ??
        byEntry.get(handlerEntry(handler)) ??
        [],
    ]),
  );
}
