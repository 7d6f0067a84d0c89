/**
 * deploy/kubernetes/ read and checked against the Kubernetes API's schemas, offline, with the
 * `kubernetes-models` package: its validators (JSON schema, compiled with ajv) for types, formats
 * and required fields, and its TypeScript types for fields the API does not have (the schemas
 * allow unknown fields, as the API server only warns; a misspelt `readinesProbe` would be lost
 * silently, so here it fails as `kubectl --validate=strict` would).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Deployment } from 'kubernetes-models/apps/v1';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import { NetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1';
import { ConfigMap, Secret, Service } from 'kubernetes-models/v1';
import ts from 'typescript';
import { parseAllDocuments } from 'yaml';

export const manifestsDir = fileURLToPath(new URL('../../deploy/kubernetes/', import.meta.url));

export interface Manifest {
  file: string;
  apiVersion: string;
  kind: string;
  metadata: { name: string; labels?: Record<string, string> };
  [field: string]: unknown;
}

/** The API objects this folder uses: the model that validates each, and its TypeScript type. */
const MODELS: Record<string, { model: { new (data: never): { validate(): void } }; type: string }> =
  {
    'v1/ConfigMap': { model: ConfigMap, type: "import('kubernetes-models/v1').IConfigMap" },
    'v1/Secret': { model: Secret, type: "import('kubernetes-models/v1').ISecret" },
    'v1/Service': { model: Service, type: "import('kubernetes-models/v1').IService" },
    'apps/v1/Deployment': {
      model: Deployment,
      type: "import('kubernetes-models/apps/v1').IDeployment",
    },
    'policy/v1/PodDisruptionBudget': {
      model: PodDisruptionBudget,
      type: "import('kubernetes-models/policy/v1').IPodDisruptionBudget",
    },
    'autoscaling/v2/HorizontalPodAutoscaler': {
      model: HorizontalPodAutoscaler,
      type: "import('kubernetes-models/autoscaling/v2').IHorizontalPodAutoscaler",
    },
    'networking.k8s.io/v1/NetworkPolicy': {
      model: NetworkPolicy,
      type: "import('kubernetes-models/networking.k8s.io/v1').INetworkPolicy",
    },
  };

/** Every object in the folder's YAML files (kustomization.yaml is kustomize's, not the API's). */
export function loadManifests(dir = manifestsDir): Manifest[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.yaml') && file !== 'kustomization.yaml')
    .sort()
    .flatMap((file) =>
      parseAllDocuments(readFileSync(`${dir}/${file}`, 'utf8')).map((document) => {
        if (document.errors.length > 0) throw new Error(`${file}: ${document.errors[0]!.message}`);
        return { ...(document.toJS() as Omit<Manifest, 'file'>), file } as Manifest;
      }),
    );
}

export function kindOf(manifest: Manifest): string {
  return `${manifest.apiVersion}/${manifest.kind}`;
}

/** The schema's complaints about one object (none when it is valid). */
export function schemaErrors(manifest: Manifest): string[] {
  const known = MODELS[kindOf(manifest)];
  if (!known) return [`${manifest.file}: ${kindOf(manifest)} is not a kind this folder checks`];
  const { file: _file, ...object } = manifest;
  try {
    new known.model(object as never).validate();
    return [];
  } catch (error) {
    return [`${manifest.file} ${manifest.kind}/${manifest.metadata.name}: ${String(error)}`];
  }
}

/**
 * Fields the API objects do not have, found by TypeScript's excess-property check: each object is
 * written as a literal of its kubernetes-models type and compiled (types only, no output).
 */
export function unknownFieldErrors(manifests: Manifest[]): string[] {
  const virtual = fileURLToPath(new URL('./__manifests__.ts', import.meta.url));
  const lines = manifests
    .filter((manifest) => MODELS[kindOf(manifest)])
    .map((manifest, i) => {
      const { file: _file, ...object } = manifest;
      return `// ${manifest.file}\nexport const m${i}: ${MODELS[kindOf(manifest)]!.type} = ${JSON.stringify(object)};`;
    });
  const source = lines.join('\n');
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
    types: [],
  };
  const host = ts.createCompilerHost(options);
  const { getSourceFile, fileExists, readFile } = host;
  host.getSourceFile = (name, version, ...rest) =>
    name === virtual
      ? ts.createSourceFile(name, source, version)
      : getSourceFile.call(host, name, version, ...rest);
  host.fileExists = (name) => name === virtual || fileExists.call(host, name);
  host.readFile = (name) => (name === virtual ? source : readFile.call(host, name));
  const program = ts.createProgram([virtual], options, host);
  return ts.getPreEmitDiagnostics(program).map((diagnostic) => {
    const text = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
    const at =
      diagnostic.file && diagnostic.start !== undefined
        ? diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start).line
        : undefined;
    const file = at === undefined ? '' : (lines[Math.floor(at / 2)]?.split('\n')[0] ?? '');
    return `${file.replace('// ', '')}: ${text.split('\n')[0]}`;
  });
}
