import { existsSync } from 'node:fs';
import path from 'node:path';

/** The folder holding package.json, found upwards from this module (works from source and from dist/). */
function findProjectRoot(start: string): string {
  let dir = start;
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`GigTally's package.json was not found above ${start}`);
    dir = parent;
  }
  return dir;
}

export const projectRoot = findProjectRoot(import.meta.dirname);
export const migrationsDir = path.join(projectRoot, 'server/db/migrations');
export const webDistDir = path.join(projectRoot, 'dist/web');
