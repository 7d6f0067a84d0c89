// The merged SDL: every schema/*.graphql file (one per domain) as one schema, printed by graphql-js
// as introspection shows it (descriptions and deprecations kept, extensions folded into their
// types). `npm run codegen` writes it to schema/generated/schema.graphql; the gateway serves the
// same text at /schema.graphql (gateway/src/schema.ts prints it the same way).
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { buildASTSchema, parse, printSchema } from 'graphql';
import { repoRoot } from './lib.mjs';

export const mergedSdlFile = 'schema/generated/schema.graphql';

/** The SDL files the gateway loads (gateway/src/schema.ts: the folder's own .graphql files). */
export function schemaSources(dir = join(repoRoot, 'schema')) {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.graphql'))
    .sort()
    .map((file) => readFileSync(join(dir, file), 'utf8'));
}

/** One SDL text from several (the gateway's `mergedSdl`). */
export function mergedSdl(typeDefs) {
  return `${printSchema(buildASTSchema(parse(typeDefs.join('\n'))))}\n`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  mkdirSync(join(repoRoot, dirname(mergedSdlFile)), { recursive: true });
  writeFileSync(join(repoRoot, mergedSdlFile), mergedSdl(schemaSources()));
}
