// Loads handler modules for the local gateway. With watched directories (`npm start`), an edit
// under them makes the next request load a fresh copy of the handler and everything it imports,
// so handler edits show without restarting the emulator or re-seeding.
import { readdirSync, watch, type FSWatcher } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { register, type NamespacedUnregister } from 'tsx/esm/api';

export interface ModuleLoader {
  load<T>(file: string): Promise<T>;
  close(): Promise<void>;
}

/** The directory and every directory under it (sources only). */
function directoriesUnder(dir: string): string[] {
  const children = readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'node_modules')
    .flatMap((entry) => directoriesUnder(join(dir, entry.name)));
  return [dir, ...children];
}

export function createModuleLoader(options: {
  watchDirs?: readonly string[];
  log?: (line: string) => void;
}): ModuleLoader {
  const cache = new Map<string, Promise<unknown>>();
  const watchDirs = options.watchDirs ?? [];
  if (watchDirs.length === 0) {
    return {
      load: <T>(file: string) => {
        const loaded = cache.get(file) ?? import(pathToFileURL(file).href);
        cache.set(file, loaded);
        return loaded as Promise<T>;
      },
      close: async () => undefined,
    };
  }

  // Each generation is a tsx namespace: Node caches modules by URL, and tsx tags every URL it
  // resolves in a namespace, so a new namespace re-evaluates the whole import graph.
  let generation = 0;
  let scope: NamespacedUnregister | undefined;
  let stale = true;
  // One watcher per directory, not per file and not Node 20's recursive mode: editors that save by
  // writing a new file and renaming it would otherwise leave the watch on the old file. A new
  // directory is picked up at the next change anywhere.
  const watchers = new Map<string, FSWatcher>();
  const watchAll = () => {
    for (const dir of watchDirs.flatMap(directoriesUnder)) {
      if (watchers.has(dir)) continue;
      const watcher = watch(dir, (_event, file) => {
        if (!stale) options.log?.(`source changed (${file ?? dir}); handlers reload on the next request`);
        stale = true;
        watchAll();
      });
      // A deleted directory ends its watcher; the gateway keeps serving.
      watcher.on('error', () => {
        watcher.close();
        watchers.delete(dir);
      });
      watchers.set(dir, watcher);
    }
  };
  watchAll();
  return {
    load: async <T>(file: string) => {
      if (stale) {
        stale = false;
        cache.clear();
        await scope?.unregister();
        generation += 1;
        scope = register({ namespace: `thon-gateway-${generation}` });
      }
      const current = scope;
      if (!current) throw new Error('module loader has no scope');
      const loaded = cache.get(file) ?? current.import(pathToFileURL(file).href, import.meta.url);
      cache.set(file, loaded);
      return (await loaded) as T;
    },
    close: async () => {
      for (const watcher of watchers.values()) watcher.close();
      await scope?.unregister();
    },
  };
}
