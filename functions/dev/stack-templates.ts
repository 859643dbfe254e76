// Reads a synthesized cloud assembly (cdk.out): every top-level stack's template and, through the
// asset manifests, every nested stack's, and merges them into one template in which cross-stack
// references (Fn::ImportValue, a nested stack's parameters and outputs) are replaced by the value
// they carry. The local bootstrap and the infra tests read the product as one template this way,
// while CloudFormation deploys it as several stacks (none near the 500-resource limit).
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

export interface TemplateResource {
  Type: string;
  Properties?: Record<string, unknown>;
  Metadata?: Record<string, unknown>;
  DeletionPolicy?: string;
  DependsOn?: string | string[];
}

export interface StackTemplateJson {
  Resources: Record<string, TemplateResource>;
  Outputs?: Record<string, { Value: unknown; Export?: { Name: unknown } }>;
  Parameters?: Record<string, unknown>;
  Rules?: Record<string, unknown>;
  Conditions?: Record<string, unknown>;
}

export interface StackTemplate {
  /** The top-level stack's artifact id, or `<parent>/<nested stack resource id>`. */
  readonly name: string;
  /** The CloudFormation stack name (top-level stacks). */
  readonly stackName?: string;
  readonly file: string;
  /** Size of the template file in bytes (CloudFormation's limit is 1 MB from S3). */
  readonly bytes: number;
  readonly template: StackTemplateJson;
  readonly parent?: { readonly stack: StackTemplate; readonly resourceId: string };
  /** Nested stacks by the logical id of their AWS::CloudFormation::Stack resource. */
  readonly nested: Map<string, StackTemplate>;
}

interface Manifest {
  artifacts: Record<
    string,
    { type: string; properties?: { templateFile?: string; file?: string; stackName?: string } }
  >;
}
interface AssetManifest {
  files?: Record<string, { source: { path?: string } }>;
}

const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;

/** Every stack of the assembly at `directory`, top-level ones first, each followed by its nested ones. */
export function readStackTemplates(directory: string): StackTemplate[] {
  const manifest = readJson<Manifest>(join(directory, 'manifest.json'));
  const artifacts = Object.entries(manifest.artifacts);
  // Nested templates are file assets of their top-level stack: the TemplateURL names the hash.
  const assetPaths = new Map<string, string>();
  for (const [, artifact] of artifacts.filter(([, a]) => a.type === 'cdk:asset-manifest')) {
    const assets = readJson<AssetManifest>(join(directory, artifact.properties?.file ?? ''));
    for (const [hash, asset] of Object.entries(assets.files ?? {})) {
      if (asset.source.path) assetPaths.set(hash, asset.source.path);
    }
  }
  const all: StackTemplate[] = [];
  const load = (
    name: string,
    file: string,
    parent?: StackTemplate['parent'],
    stackName?: string,
  ): StackTemplate => {
    const path = join(directory, file);
    const stack: StackTemplate = {
      name,
      ...(stackName ? { stackName } : {}),
      file,
      bytes: statSync(path).size,
      template: readJson<StackTemplateJson>(path),
      nested: new Map(),
      ...(parent ? { parent } : {}),
    };
    all.push(stack);
    for (const [id, resource] of Object.entries(stack.template.Resources)) {
      if (resource.Type !== 'AWS::CloudFormation::Stack') continue;
      const hash = /([0-9a-f]{64})\.json/.exec(JSON.stringify(resource.Properties?.TemplateURL))?.[1];
      const nestedFile = hash ? assetPaths.get(hash) : undefined;
      if (!nestedFile) throw new Error(`Nested stack ${name}/${id}: its template is not in the assembly`);
      stack.nested.set(id, load(`${name}/${id}`, nestedFile, { stack, resourceId: id }));
    }
    return stack;
  };
  for (const [id, artifact] of artifacts) {
    const templateFile = artifact.properties?.templateFile;
    if (artifact.type === 'aws:cloudformation:stack' && templateFile) {
      load(id, templateFile, undefined, artifact.properties?.stackName ?? id);
    }
  }
  return all;
}

type Resolver = (value: unknown, stack: StackTemplate) => unknown;

/**
 * Ids used by more than one stack (CDK's per-stack singletons, e.g. the provider that empties dev
 * buckets), renamed in every stack after the first by appending the stack's name: the id keeps
 * its prefix, and references within the stack follow the new name.
 */
function duplicateRenames(stacks: readonly StackTemplate[]): Map<StackTemplate, Map<string, string>> {
  const seen = new Set<string>();
  const renames = new Map<StackTemplate, Map<string, string>>();
  for (const stack of stacks) {
    const own = new Map<string, string>();
    for (const id of Object.keys(stack.template.Resources)) {
      if (seen.has(id)) own.set(id, `${id}${stack.name.replace(/[^A-Za-z0-9]/g, '')}`);
      seen.add(id);
    }
    renames.set(stack, own);
  }
  return renames;
}

function referenceResolver(
  stacks: readonly StackTemplate[],
  renames: Map<StackTemplate, Map<string, string>>,
): Resolver {
  const exports = new Map<string, { value: unknown; stack: StackTemplate }>();
  for (const stack of stacks) {
    for (const output of Object.values(stack.template.Outputs ?? {})) {
      const name = output.Export?.Name;
      if (typeof name === 'string') exports.set(name, { value: output.Value, stack });
    }
  }
  const resolve: Resolver = (value, stack) => {
    if (Array.isArray(value)) return value.map((item) => resolve(item, stack));
    if (!value || typeof value !== 'object') return value;
    const entries = Object.entries(value);
    const [intrinsic, argument] = entries[0] ?? [];
    if (entries.length === 1) {
      // A nested stack's parameter: the value its parent passes.
      if (
        intrinsic === 'Ref' &&
        typeof argument === 'string' &&
        stack.parent &&
        stack.template.Parameters?.[argument]
      ) {
        const parentResource = stack.parent.stack.template.Resources[stack.parent.resourceId];
        const passed = (parentResource?.Properties?.Parameters as Record<string, unknown> | undefined)?.[
          argument
        ];
        if (passed === undefined) throw new Error(`${stack.name}: parameter ${argument} is not passed`);
        return resolve(passed, stack.parent.stack);
      }
      // Another top-level stack's export.
      if (intrinsic === 'Fn::ImportValue' && typeof argument === 'string') {
        const exported = exports.get(argument);
        if (!exported) throw new Error(`${stack.name}: no stack exports ${argument}`);
        return resolve(exported.value, exported.stack);
      }
      // Another top-level stack's output, read without an export (CDK's weak references).
      if (intrinsic === 'Fn::GetStackOutput' && argument && typeof argument === 'object') {
        const { StackName, OutputName } = argument as { StackName?: unknown; OutputName?: unknown };
        const producer = stacks.find((candidate) => !candidate.parent && candidate.stackName === StackName);
        const output = typeof OutputName === 'string' ? producer?.template.Outputs?.[OutputName] : undefined;
        if (!producer || !output)
          throw new Error(`${stack.name}: no output ${String(OutputName)} of ${String(StackName)}`);
        return resolve(output.Value, producer);
      }
      // A nested stack's output, read by its parent.
      if (intrinsic === 'Fn::GetAtt' && Array.isArray(argument)) {
        const [target, attribute] = argument as [string, string];
        const nested = stack.nested.get(target);
        if (nested && attribute.startsWith('Outputs.')) {
          const output = nested.template.Outputs?.[attribute.slice('Outputs.'.length)];
          if (!output) throw new Error(`${nested.name}: no output ${attribute}`);
          return resolve(output.Value, nested);
        }
        const renamed = renames.get(stack)?.get(target);
        if (renamed) return { 'Fn::GetAtt': [renamed, attribute] };
      }
      const renamed =
        intrinsic === 'Ref' && typeof argument === 'string' && renames.get(stack)?.get(argument);
      if (renamed) return { Ref: renamed };
    }
    return Object.fromEntries(entries.map(([key, item]) => [key, resolve(item, stack)]));
  };
  return resolve;
}

/**
 * All stacks as one template: every resource but the nested-stack resources themselves, with
 * cross-stack references resolved to what they refer to, and the top-level stacks' outputs, rules
 * and conditions. An id two stacks use is renamed in the later one (duplicateRenames).
 */
export function mergeStackTemplates(stacks: readonly StackTemplate[]): StackTemplateJson {
  const renames = duplicateRenames(stacks);
  const resolve = referenceResolver(stacks, renames);
  const merged: Required<Pick<StackTemplateJson, 'Resources' | 'Outputs' | 'Rules' | 'Conditions'>> = {
    Resources: {},
    Outputs: {},
    Rules: {},
    Conditions: {},
  };
  for (const stack of stacks) {
    for (const [id, resource] of Object.entries(stack.template.Resources)) {
      if (resource.Type === 'AWS::CloudFormation::Stack' || resource.Type === 'AWS::CDK::Metadata') continue;
      const own = renames.get(stack);
      const resolved = resolve(resource, stack) as TemplateResource;
      if (resolved.DependsOn !== undefined) {
        resolved.DependsOn = [resolved.DependsOn]
          .flat()
          .map((dependency) => own?.get(dependency) ?? dependency);
      }
      merged.Resources[own?.get(id) ?? id] = resolved;
    }
    if (stack.parent) continue;
    for (const [id, output] of Object.entries(stack.template.Outputs ?? {})) {
      if (!output.Export)
        merged.Outputs[id] = resolve(output, stack) as NonNullable<StackTemplateJson['Outputs']>[string];
    }
    Object.assign(merged.Rules, stack.template.Rules);
    Object.assign(merged.Conditions, stack.template.Conditions);
  }
  return merged;
}
