// Tables for the size targets: each function next to the floor, and JS per web route.
import type { FunctionFigures } from './function-bundles';
import type { Floors } from './function-floor';
import { kib, table } from './measure';
import type { RouteFigures } from './web-routes';

export const floorLimit = 1.3;
export const routeLimitBytes = 80 * 1024;
// The routes donors open (held to the 80 KB target: donors come on phones); the others are listed too.
const donorRoutes = new Set(['event/:code', 'student/:participantId', 'login']);

const ratio = (value: number, floor: number) => value / floor;
const marked = (value: number, floor: number) => {
  const times = ratio(value, floor);
  return `${times.toFixed(2)}x${times > floorLimit ? ' !' : '  '}`;
};

export function functionTable(floors: Floors, functions: readonly FunctionFigures[]): string {
  const floor = floors.getItem;
  const rows = [floors.getItem, floors.getItemZod, floors.electroDb, floors.stack, ...functions].map((figures) => [
    figures.name,
    kib(figures.rawBytes),
    kib(figures.gzipBytes),
    marked(figures.gzipBytes, floor.gzipBytes),
    figures.coldImportMs.toFixed(1),
    marked(figures.coldImportMs, floor.coldImportMs),
  ]);
  return table(['function', 'raw', 'gzip', 'x floor', 'cold import ms', 'x floor'], rows);
}

export function withinFloorSummary(floor: FunctionFigures, functions: readonly FunctionFigures[]): string {
  const real = functions.filter((figures) => !figures.name.startsWith('('));
  const within = (pick: (figures: FunctionFigures) => number) =>
    real.filter((figures) => ratio(pick(figures), pick(floor)) <= floorLimit).length;
  const bundle = within((figures) => figures.gzipBytes);
  const cold = within((figures) => figures.coldImportMs);
  return (
    `Within ${floorLimit}x of floor a (${kib(floor.gzipBytes)} gzip, ${floor.coldImportMs.toFixed(1)} ms): ` +
    `bundle ${bundle}/${real.length}, cold import ${cold}/${real.length} functions.`
  );
}

export function routeTable(routes: readonly RouteFigures[]): string {
  const sorted = [...routes].sort(
    (a, b) => Number(donorRoutes.has(b.path)) - Number(donorRoutes.has(a.path)) || b.gzipBytes - a.gzipBytes,
  );
  return table(
    ['route', 'routes file', 'donor', 'chunks', 'JS gzip', ''],
    sorted.map((route) => [
      route.path,
      route.file,
      donorRoutes.has(route.path) ? 'yes' : '',
      route.chunks,
      kib(route.gzipBytes),
      route.gzipBytes > routeLimitBytes ? '!' : '',
    ]),
  );
}
