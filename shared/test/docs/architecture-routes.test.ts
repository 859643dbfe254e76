// docs/architecture.md maps the route table for newcomers: one section per route area listing each
// route with its call and who may make it. This test reads that section against the route table,
// so a route added, moved or re-permissioned without its line in the map fails here.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { AnyRoute } from '../../src/api/route-definition';
import { routeAreas } from '../../src/api/routes';

const architecture = readFileSync(new URL('../../../docs/architecture.md', import.meta.url), 'utf8');

/** The "Route areas" section: from its heading to the next top-level (##) heading. */
function routeAreasSection(): string {
  const start = architecture.indexOf('\n### Route areas\n');
  if (start < 0) throw new Error('docs/architecture.md has no "### Route areas" section');
  const end = architecture.indexOf('\n## ', start);
  return architecture.slice(start, end < 0 ? undefined : end);
}

/** Each area's subsection (`#### \`area\``) up to the next heading of the same or a higher level. */
function areaSubsections(): Map<string, string> {
  const subsections = new Map<string, string>();
  for (const part of routeAreasSection().split(/\n(?=#{2,4} )/)) {
    const heading = /^#### `([a-z-]+)`/.exec(part);
    if (heading?.[1]) subsections.set(heading[1], part);
  }
  return subsections;
}

/** Who may call, as the map writes it. */
function who(route: AnyRoute): string {
  if (route.auth.kind === 'public') return 'public';
  return route.auth.roles === 'any' ? 'signed in' : route.auth.roles.join(', ');
}

/** The map's rows: | `Name` | `METHOD path` | who |. */
function routeRows(subsection: string): Map<string, string> {
  const rows = new Map<string, string>();
  for (const [, name, call, caller] of subsection.matchAll(/^\| `(\w+)` \| `([^`]+)` \| ([^|]+?) \|$/gm)) {
    if (name) rows.set(name, `${call} | ${caller}`);
  }
  return rows;
}

describe('docs/architecture.md route areas', () => {
  const areas = Object.entries(routeAreas);

  it.each(areas.map(([area]) => [area]))('the overview table names the %s area', (area) => {
    expect(routeAreasSection()).toMatch(new RegExp(`^\\| \`${area}\` \\|`, 'm'));
  });

  it.each(areas)(
    'the %s section lists exactly its routes, each with its call and who may make it',
    (area, table) => {
      const subsection = areaSubsections().get(area);
      expect(subsection, `no "#### \`${area}\`" section`).toBeDefined();
      const expected = new Map(
        Object.values(table as Record<string, AnyRoute>).map((route) => [
          route.name,
          `${route.method} ${route.path} | ${who(route)}`,
        ]),
      );
      expect(Object.fromEntries(routeRows(subsection ?? ''))).toEqual(Object.fromEntries(expected));
    },
  );

  it('has no section for an area the route table does not have', () => {
    expect([...areaSubsections().keys()].sort()).toEqual(areas.map(([area]) => area).sort());
  });
});
