/** Reads the SDL, one file per domain, from the schema folder. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export function loadTypeDefs(schemaDir: string): string[] {
  const files = readdirSync(schemaDir)
    .filter((file) => file.endsWith('.graphql'))
    .sort();
  if (files.length === 0) throw new Error(`No .graphql files in ${schemaDir}`);
  return files.map((file) => readFileSync(join(schemaDir, file), 'utf8'));
}
