// Native modules (sharp, for the landing-page image checks): esbuild leaves them imports, and only the
// functions that import one carry them, installed for the Lambdas' linux-arm64 (glibc) whatever
// machine synthesizes (infra/lambda-native, the root postinstall). Bundled for real, offline.
import { routeList } from '@thon/shared/api/routes';
import { App, Stack, type CfnElement } from 'aws-cdk-lib';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { build } from 'esbuild';
import { existsSync, mkdtempSync, openSync, readFileSync, readSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { functionCode } from '../constructs/api-function';
import { backgroundJobList } from '@thon/functions/jobs/job-table';
import {
  bundleFileName,
  esbuildOptions,
  functionBundling,
  lambdaNativeModules,
  nativeModuleHandlers,
} from '../constructs/bundling';
import { authorizerHandler } from '../constructs/http-api';
import { handlerEntry, lockFile, repositoryRoot } from '../lib/repository';

const sharpHandler = 'landing-pages/confirm-image-upload';
const plainHandler = 'events/find-event-by-code';
const allHandlers = [
  ...new Set([
    ...routeList.map((route) => route.handler),
    authorizerHandler,
    ...backgroundJobList.map((worker) => worker.handler),
  ]),
];

/** ELF header e_machine: 183 is AArch64, 62 is x86-64. */
function elfMachine(file: string): number {
  const header = Buffer.alloc(20);
  const fd = openSync(file, 'r');
  readSync(fd, header, 0, 20, 0);
  expect(header.subarray(0, 4).toString('latin1')).toBe('\x7fELF');
  return header.readUInt16LE(18);
}

describe('native modules', () => {
  it('are installed for linux-arm64 at the version of the root lock file', () => {
    const lock = JSON.parse(readFileSync(lockFile, 'utf8')) as {
      packages: Record<string, { version?: string }>;
    };
    const installed = JSON.parse(
      readFileSync(join(lambdaNativeModules, 'sharp', 'package.json'), 'utf8'),
    ) as {
      version: string;
    };
    expect(installed.version).toBe(lock.packages['node_modules/sharp']?.version);
    expect(readdirSync(join(lambdaNativeModules, '@img')).sort()).toEqual(
      ['colour', 'sharp-libvips-linux-arm64', 'sharp-linux-arm64'].sort(),
    );
    expect(functionBundling.externalModules).toEqual(['sharp']);
  });

  it('are imported by exactly the handlers that get them in their asset', async () => {
    const { metafile } = await build({
      ...esbuildOptions,
      mainFields: [...esbuildOptions.mainFields],
      external: [...esbuildOptions.external],
      minify: false,
      sourcemap: false,
      write: false,
      metafile: true,
      logLevel: 'silent',
      entryPoints: Object.fromEntries(allHandlers.map((handler) => [handler, handlerEntry(handler)])),
      outdir: '/tmp/thon-native-module-bundles',
    });
    const importers = Object.values(metafile.outputs)
      .filter((output) => output.imports.some((imported) => imported.external && imported.path === 'sharp'))
      .map((output) => relative(repositoryRoot, output.entryPoint ?? ''))
      .map((entry) => entry.replace(/^functions\/src\/handlers\//, '').replace(/\.ts$/, ''))
      .sort();
    expect(importers).toEqual([...nativeModuleHandlers].sort());
    // The landing images (and the shop's product images and families' photos, through the same
    // pipeline) and the contact form's attachments re-encode images.
    expect(importers).toEqual([
      sharpHandler,
      'shop-catalog/confirm-product-image-upload',
      'student-pages/confirm-student-photo-upload',
      'support/send-contact-message',
    ]);
  }, 120_000);

  describe('in the deployed assets', () => {
    const outdir = mkdtempSync(join(tmpdir(), 'thon-native-'));
    afterAll(() => rmSync(outdir, { recursive: true, force: true }));
    const assets = new Map<string, string>();

    beforeAll(() => {
      const app = new App({ outdir, context: { 'aws:cdk:enable-asset-metadata': true } });
      const stack = new Stack(app, 'NativeModules');
      const logicalIds = new Map(
        [sharpHandler, plainHandler].map((handler) => {
          const fn = new NodejsFunction(stack, handler.replace(/\W/g, ''), functionCode(handler));
          return [handler, stack.getLogicalId(fn.node.defaultChild as CfnElement)] as const;
        }),
      );
      const template = app.synth().getStackByName('NativeModules').template as {
        Resources: Record<string, { Metadata?: Record<string, string> }>;
      };
      for (const [handler, logicalId] of logicalIds) {
        const assetPath = template.Resources[logicalId]?.Metadata?.['aws:asset:path'];
        expect(assetPath, handler).toBeDefined();
        assets.set(handler, join(outdir, assetPath ?? ''));
      }
    }, 120_000);

    it('hold sharp and its arm64 binary and libvips for the image function, and nothing for x64', () => {
      const asset = assets.get(sharpHandler) ?? '';
      const modules = join(asset, 'node_modules');
      expect(readFileSync(join(asset, bundleFileName), 'utf8')).toMatch(/from\s*"sharp"/);
      expect(existsSync(join(modules, 'sharp', 'package.json'))).toBe(true);
      const binaries = readdirSync(join(modules, '@img', 'sharp-linux-arm64', 'lib')).filter((file) =>
        file.endsWith('.node'),
      );
      expect(binaries).toHaveLength(1);
      expect(elfMachine(join(modules, '@img', 'sharp-linux-arm64', 'lib', binaries[0] ?? ''))).toBe(183);
      const libvips = readdirSync(join(modules, '@img', 'sharp-libvips-linux-arm64', 'lib')).filter((file) =>
        file.startsWith('libvips-cpp.so'),
      );
      expect(libvips).toHaveLength(1);
      expect(elfMachine(join(modules, '@img', 'sharp-libvips-linux-arm64', 'lib', libvips[0] ?? ''))).toBe(
        183,
      );
      expect(readdirSync(join(modules, '@img')).filter((name) => /x64|darwin|win32|wasm/.test(name))).toEqual(
        [],
      );
    });

    it('leave sharp out of every other function', () => {
      const asset = assets.get(plainHandler) ?? '';
      expect(existsSync(join(asset, bundleFileName))).toBe(true);
      expect(existsSync(join(asset, 'node_modules'))).toBe(false);
      expect(readFileSync(join(asset, bundleFileName), 'utf8')).not.toContain('sharp');
    });
  });
});
