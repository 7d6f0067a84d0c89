/**
 * deploy/kubernetes/ is valid against the Kubernetes API's schemas (kubernetes-models, offline)
 * and agrees with the gateway: its settings pass the gateway's own production checks, the probes
 * ask paths the gateway serves, the preStop sleep equals the drain and the grace period covers
 * both and the longest request, and the metrics port stays inside the cluster.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGateway, loadConfig } from '@shopfront/gateway';
import type { FastifyInstance } from 'fastify';
import { parse } from 'yaml';
import {
  kindOf,
  loadManifests,
  manifestsDir,
  schemaErrors,
  unknownFieldErrors,
  type Manifest,
} from './kubernetes-manifests';

interface Probe {
  httpGet: { path: string; port: string | number };
}
interface Container {
  name: string;
  ports: Array<{ name: string; containerPort: number }>;
  envFrom?: Array<{ configMapRef?: { name: string } }>;
  env?: Array<{ name: string; valueFrom?: { secretKeyRef?: { name: string; key: string } } }>;
  startupProbe: Probe;
  livenessProbe: Probe;
  readinessProbe: Probe;
  lifecycle: { preStop: { exec: { command: string[] } } };
}
interface PolicyRule {
  from?: unknown[];
  ports: Array<{ port: string | number }>;
}

const manifests = loadManifests();
const one = <T>(kind: string) => {
  const found = manifests.filter((manifest) => manifest.kind === kind);
  expect(found, kind).toHaveLength(1);
  return found[0] as Manifest & T;
};
const deployment = one<{
  spec: { template: { spec: { terminationGracePeriodSeconds: number; containers: Container[] } } };
}>('Deployment');
const configMap = one<{ data: Record<string, string> }>('ConfigMap');
const secret = one<{ stringData: Record<string, string> }>('Secret');
const service = one<{ spec: { ports: Array<{ port: number; targetPort: string | number }> } }>(
  'Service',
);
const policy = one<{ spec: { ingress: PolicyRule[] } }>('NetworkPolicy');
const [gateway] = deployment.spec.template.spec.containers;
const settings = configMap.data;
const portNamed = (name: string | number) =>
  gateway!.ports.find((port) => port.name === name || port.containerPort === name);

describe('the manifests against the Kubernetes schemas', () => {
  it('has every object the gateway needs, each valid with no unknown field', () => {
    expect(manifests.map(kindOf).sort()).toEqual([
      'apps/v1/Deployment',
      'autoscaling/v2/HorizontalPodAutoscaler',
      'networking.k8s.io/v1/NetworkPolicy',
      'policy/v1/PodDisruptionBudget',
      'v1/ConfigMap',
      'v1/Secret',
      'v1/Service',
    ]);
    expect(manifests.flatMap(schemaErrors)).toEqual([]);
    expect(unknownFieldErrors(manifests)).toEqual([]);
  });

  it('refuses a broken manifest: a wrong type, a missing field, a misspelt field', () => {
    const copy = structuredClone(deployment) as typeof deployment & {
      spec: { replicas: unknown; selector?: unknown };
    };
    copy.spec.replicas = 'three';
    expect(schemaErrors(copy).join()).toContain('spec/replicas must be integer');
    delete copy.spec.selector;
    expect(schemaErrors(copy).join()).toContain('spec must have required property selector');

    const misspelt = structuredClone(deployment);
    const container = misspelt.spec.template.spec.containers[0] as Partial<Container> & {
      readinesProbe?: Probe;
    };
    container.readinesProbe = container.readinessProbe;
    delete container.readinessProbe;
    expect(schemaErrors(misspelt)).toEqual([]); // the schema alone lets it through
    expect(unknownFieldErrors([misspelt]).join()).toMatch(
      /'"readinesProbe"' does not exist in type/,
    );
  });

  it('applies with kustomize: every resource it lists exists, the example Secret is not one', () => {
    const kustomization = parse(readFileSync(`${manifestsDir}/kustomization.yaml`, 'utf8')) as {
      resources: string[];
    };
    const files = new Set(manifests.map((manifest) => manifest.file));
    expect(kustomization.resources.filter((file) => !files.has(file))).toEqual([]);
    expect(kustomization.resources).not.toContain(secret.file);
  });
});

describe('the manifests against the gateway', () => {
  const secretValues = { SESSION_SECRET: 'k'.repeat(48), REDIS_URL: 'redis://redis:6379' };

  it("pass the gateway's production checks with a real secret, and refuse the example's", () => {
    const config = loadConfig({ ...settings, ...secretValues });
    expect(config.nodeEnv).toBe('production');
    expect(config.safelist).toBe(true);
    expect(config.metricsHost).toBe('0.0.0.0');
    expect(() => loadConfig({ ...settings, ...secret.stringData })).toThrow(/SESSION_SECRET/);
  });

  it('reads its settings from the ConfigMap and the secrets from the Secret', () => {
    expect(gateway!.envFrom?.map((source) => source.configMapRef?.name)).toEqual([
      configMap.metadata.name,
    ]);
    const fromSecret = (gateway!.env ?? []).map((variable) => variable.valueFrom?.secretKeyRef);
    expect(fromSecret).toEqual([
      { name: secret.metadata.name, key: 'SESSION_SECRET' },
      { name: secret.metadata.name, key: 'REDIS_URL' },
    ]);
    expect(Object.keys(secret.stringData).sort()).toEqual(['REDIS_URL', 'SESSION_SECRET']);
    expect(settings).not.toHaveProperty('SESSION_SECRET');
  });

  it('sleeps in preStop as long as the drain, and waits for both and the longest request', () => {
    const [sleep, seconds] = gateway!.lifecycle.preStop.exec.command;
    expect(sleep).toBe('sleep');
    expect(Number(seconds)).toBe(Number(settings.DRAIN_SECONDS));
    // The gateway exits at the latest 6 s after the drain and the longest request (serve.ts).
    const needed =
      Number(seconds) +
      Number(settings.DRAIN_SECONDS) +
      Number(settings.REQUEST_TIMEOUT_MS) / 1000 +
      6;
    const grace = deployment.spec.template.spec.terminationGracePeriodSeconds;
    expect(grace).toBeGreaterThan(needed);
    expect(grace).toBeLessThanOrEqual(needed + 15);
  });

  it('exposes the shop port in the Service and keeps the metrics port to Prometheus', () => {
    expect(portNamed('http')?.containerPort).toBe(Number(settings.PORT));
    expect(portNamed('metrics')?.containerPort).toBe(Number(settings.METRICS_PORT));
    const metricsPort = portNamed('metrics')!;
    const targets = service.spec.ports.map((port) => portNamed(port.targetPort)?.containerPort);
    expect(targets).toEqual([Number(settings.PORT)]);
    const opensMetrics = (rule: PolicyRule) =>
      rule.ports.some((port) => portNamed(port.port) === metricsPort);
    const metricsRules = policy.spec.ingress.filter(opensMetrics);
    expect(metricsRules.length).toBeGreaterThan(0);
    for (const rule of metricsRules) expect(rule.from?.length).toBeGreaterThan(0);
  });

  describe('probes', () => {
    let app: FastifyInstance;
    beforeAll(async () => {
      // The gateway as configured, pointed at a legacy API that is not there (nothing listens).
      const config = loadConfig({
        ...settings,
        ...secretValues,
        REDIS_URL: '',
        LOG_LEVEL: 'silent',
      });
      app = await buildGateway({ ...config, legacyApiUrl: 'http://127.0.0.1:9' });
    });
    afterAll(async () => {
      await app?.close();
    });

    it('ask paths the gateway serves, on its port', async () => {
      const probes = [gateway!.startupProbe, gateway!.livenessProbe, gateway!.readinessProbe];
      for (const probe of probes) {
        expect(portNamed(probe.httpGet.port)?.containerPort).toBe(Number(settings.PORT));
      }
      const answers = await Promise.all(
        probes.map(async (probe) => (await app.inject({ url: probe.httpGet.path })).statusCode),
      );
      // Liveness and start-up: the process runs. Readiness: 503, the legacy API is away.
      expect(answers).toEqual([200, 200, 503]);
      expect((await app.inject({ url: '/no-such-probe' })).statusCode).toBe(404);
    });
  });
});
