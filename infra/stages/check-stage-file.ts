// Checks a stage file and words every problem for the person who edits it: the file, the field,
// what is wrong and what the field is for, all at once rather than the first one per run.
//
// Placeholders: the committed stage files carry values that are valid in form but name nobody's
// real account, so a fresh clone can synthesize and dry-run them. A value is a placeholder when it
// names a reserved example domain (example.org, .com, .net or a *.example host: RFC 2606), holds
// an all-zero account, zone or app id, or says REPLACE. A deploy refuses them; a dry-run lists them
// as warnings and goes on.
import { fieldPurposes, stageFileSchema, type ValidStageFile } from './stage-file';

export interface StageFileCheck {
  /** The parsed file when its form is valid (placeholders or not). */
  readonly stage?: ValidStageFile;
  /** Missing or malformed values: nothing can be synthesized from the file. */
  readonly errors: readonly string[];
  /** Well-formed values that are still the committed placeholders: no real deploy with these. */
  readonly placeholders: readonly string[];
}

const placeholderPatterns: readonly RegExp[] = [
  /(^|[.@/])example\.(org|com|net)(\/|$)/iu,
  /(^|[.@])[a-z0-9-]+\.example$/iu,
  /:0{12}:/u,
  /^0+$/u,
  /^Z0+$/u,
  /REPLACE/u,
];

export const isPlaceholder = (value: string): boolean =>
  placeholderPatterns.some((pattern) => pattern.test(value));

const purpose = (path: string) => {
  const text = fieldPurposes[path];
  return text ? ` (${text})` : '';
};

function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let value = root;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/** Every string in the parsed file with its dotted path. */
function stringLeaves(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) => stringLeaves(child, path ? `${path}.${key}` : key));
}

export function checkStageFile(file: string, value: unknown): StageFileCheck {
  const parsed = stageFileSchema.safeParse(value);
  if (!parsed.success) {
    const errors = parsed.error.issues.map((issue) => {
      const path = issue.path.map(String).join('.');
      const at = path ? `${path} ` : '';
      if (issue.code === 'unrecognized_keys')
        return `${file}: ${at ? `${path}: ` : ''}unknown field${issue.keys.length > 1 ? 's' : ''} ${issue.keys.join(', ')}`;
      if (valueAt(value, issue.path) === undefined) return `${file}: ${at}is missing${purpose(path)}`;
      return `${file}: ${at}${issue.message}${purpose(path)}`;
    });
    return { errors, placeholders: [] };
  }
  const placeholders = stringLeaves(parsed.data)
    .filter(([, text]) => isPlaceholder(text))
    .map(
      ([path, text]) =>
        `${file}: ${path} is a placeholder (${text}); put ${fieldPurposes[path] ?? 'the real value'}`,
    );
  return { stage: parsed.data, errors: [], placeholders };
}
