// JSON can escape a lone UTF-16 surrogate ("\ud800"): JavaScript holds it in a string, but it is
// not text. UTF-8 cannot encode it, so the emulator and DynamoDB refuse any request carrying it,
// and the refusal would surface as a 500 wherever such a string reaches a store or a service.
// Request parsing looks for one once, at the edge, in everything a handler can read.

/** ES2024's String.prototype.isWellFormed (Node 20+); the workspace's type library is ES2023. */
type WellFormedCheck = string & { isWellFormed(): boolean };

function isWellFormed(text: string): boolean {
  return (text as WellFormedCheck).isWellFormed();
}

/** A path kept as links to its parent, so a deep walk never copies it; spelled out only when found. */
interface PathLink {
  readonly key: string;
  readonly parent: PathLink | undefined;
}

function spell(link: PathLink | undefined): string {
  const keys: string[] = [];
  for (let at = link; at; at = at.parent) keys.push(at.key);
  return keys.reverse().join('.');
}

/**
 * The dotted path (as a schema issue names a field) of an ill-formed string in `value`, a value
 * or a field name, or undefined when every string is text. (A multipart file's name needs no look:
 * File makes its name well-formed itself.) The walk keeps its own stack: a 64 KB JSON body can nest
 * thousands of levels, deeper than a recursive walk's call stack allows.
 */
export function illFormedTextPath(value: unknown): string | undefined {
  const pending: [unknown, PathLink | undefined][] = [[value, undefined]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, path] = next;
    if (typeof item === 'string') {
      if (!isWellFormed(item)) return spell(path);
    } else if (Array.isArray(item)) {
      item.forEach((element, index) => pending.push([element, { key: String(index), parent: path }]));
    } else if (item !== null && typeof item === 'object') {
      for (const [key, element] of Object.entries(item)) {
        const at = { key, parent: path };
        if (!isWellFormed(key)) return spell(at);
        pending.push([element, at]);
      }
    }
  }
  return undefined;
}
