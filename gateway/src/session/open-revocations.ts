/**
 * The revocations this gateway uses: Redis when it has it (every replica refuses a revoked
 * cookie), else the gateway's own file (BASKET_STORE_FILE: kept across restarts), else memory
 * (lost when it restarts). ADR 0076.
 */
import type { RedisLink } from '../cache/redis.js';
import { FileRevocations } from './file-revocations.js';
import { MemoryRevocations, RedisRevocations, type SessionRevocations } from './revocations.js';

export function openRevocations(
  storeFile: string | null,
  redisLink: RedisLink | null,
): SessionRevocations {
  if (redisLink) return new RedisRevocations(redisLink);
  if (storeFile) return new FileRevocations(storeFile);
  return new MemoryRevocations();
}
