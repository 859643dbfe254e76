// Matches method + path against the route table the way API Gateway does ({param} = one segment).
import type { AnyRoute } from '@thon/shared/api/route-definition';

interface CompiledRoute {
  route: AnyRoute;
  pattern: RegExp;
  names: string[];
}

export interface RouteMatch {
  route: AnyRoute;
  pathParameters: Record<string, string>;
}

/**
 * A segment's percent-escapes decoded, or undefined when they are not UTF-8 ("%zz", "%FF"): such a
 * segment names nothing, so no route matches it (404) rather than the gateway throwing (500).
 */
function decodeSegment(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

export function compileRoutes(
  routes: readonly AnyRoute[],
): (method: string, path: string) => RouteMatch | undefined {
  const compiled: CompiledRoute[] = routes.map((route) => {
    const names: string[] = [];
    const source = route.path
      .split('/')
      .map((segment) => {
        const param = /^\{(\w+)\}$/.exec(segment);
        if (!param?.[1]) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        names.push(param[1]);
        return '([^/]+)';
      })
      .join('/');
    return { route, pattern: new RegExp(`^${source}$`), names };
  });
  return (method, path) => {
    for (const { route, pattern, names } of compiled) {
      if (route.method !== method) continue;
      const found = pattern.exec(path);
      if (!found) continue;
      const values = names.map((_name, index) => decodeSegment(found[index + 1] ?? ''));
      if (values.some((value) => value === undefined)) return undefined;
      const pathParameters: Record<string, string> = {};
      names.forEach((name, index) => (pathParameters[name] = values[index] ?? ''));
      return { route, pathParameters };
    }
    return undefined;
  };
}
