/** Reads the SDL, one file per domain, from the schema folder. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildASTSchema, parse, printSchema } from 'graphql';

export function loadTypeDefs(schemaDir: string): string[] {
  const files = readdirSync(schemaDir)
    .filter((file) => file.endsWith('.graphql'))
    .sort();
  if (files.length === 0) throw new Error(`No .graphql files in ${schemaDir}`);
  return files.map((file) => readFileSync(join(schemaDir, file), 'utf8'));
}

/**
 * The files as one SDL, as introspection shows it: descriptions and deprecations kept, extensions
 * folded into their types. Served at /schema.graphql; `npm run codegen` writes the same text to
 * schema/generated/schema.graphql (scripts/schema-sdl.mjs).
 */
export function mergedSdl(typeDefs: string[]): string {
  return `${printSchema(buildASTSchema(parse(typeDefs.join('\n'))))}\n`;
}
