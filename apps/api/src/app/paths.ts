import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The apps/api folder, found by walking up to its package.json: this file runs from src/ in
 * development and tests, and from the bundle in dist/ in production.
 */
function findApiDir(): string {
  for (let dir = path.dirname(fileURLToPath(import.meta.url)); ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (
      existsSync(manifest) &&
      (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === '@kasuwa/api'
    ) {
      return dir;
    }
    if (path.dirname(dir) === dir) throw new Error('apps/api/package.json not found above ' + import.meta.url);
  }
}

export const API_DIR = findApiDir();
export const MIGRATIONS_DIR = path.join(API_DIR, 'drizzle');
export const SCHEMA_FILE = path.join(API_DIR, 'schema.graphql');
