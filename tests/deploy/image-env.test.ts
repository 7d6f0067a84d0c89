import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { imageEnv } from './image-env';

const dockerfile = fileURLToPath(new URL('../../gateway/Dockerfile', import.meta.url));

describe("the gateway image's environment", () => {
  it('is read from its own stage, continuation lines included', () => {
    const env = imageEnv(dockerfile, 'gateway');
    expect(env).toMatchObject({
      NODE_ENV: 'production',
      LD_PRELOAD: '/usr/local/lib/libjemalloc.so.2',
      MALLOC_CONF: 'background_thread:true',
      GRAPHQL_PERSISTED_MANIFEST: '/app/persisted/current.json',
      PORT: '4000',
    });
  });

  it("does not take the simulator's stage", () => {
    expect(imageEnv(dockerfile, 'legacy-sim')).toMatchObject({ SIM_PORT: '4010' });
    expect(imageEnv(dockerfile, 'gateway').SIM_PORT).toBeUndefined();
  });
});
