import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('uses the documented defaults with an empty environment', () => {
    const config = loadConfig({});
    expect(config.port).toBe(4000);
    expect(config.simPort).toBe(4010);
    expect(config.legacyApiUrl).toBeNull();
    expect(config.introspection).toBe(true);
    expect(config.webDistDir).toMatch(/web[/\\]dist$/);
  });

  it('needs a long session secret, and one in production', () => {
    expect(loadConfig({}).sessionSecretIsDefault).toBe(true);
    expect(() => loadConfig({ SESSION_SECRET: 'short' })).toThrow(
      'SESSION_SECRET must be at least 32 characters long',
    );
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow('SESSION_SECRET is required');
    const secret = 'x'.repeat(32);
    expect(loadConfig({ NODE_ENV: 'production', SESSION_SECRET: secret }).sessionSecret).toBe(
      secret,
    );
  });

  it('reads and normalises the legacy API URL', () => {
    expect(loadConfig({ LEGACY_API_URL: 'http://legacy:4010/' }).legacyApiUrl).toBe(
      'http://legacy:4010',
    );
  });

  it('reports every bad value at once, naming the variable', () => {
    try {
      loadConfig({ PORT: 'abc', LEGACY_API_URL: 'ftp://x', GRAPHQL_INTROSPECTION: 'maybe' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const { problems } = error as ConfigError;
      expect(problems).toHaveLength(3);
      expect(problems.join('\n')).toContain(
        'PORT must be a whole number from 0 to 65535, got "abc"',
      );
      expect(problems.join('\n')).toContain('LEGACY_API_URL must be an http(s) URL');
      expect(problems.join('\n')).toContain('GRAPHQL_INTROSPECTION must be true or false');
    }
  });
});
