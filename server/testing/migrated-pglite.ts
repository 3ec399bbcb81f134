import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migratedPgliteDataDir } from '../db/client';

// Starting PGlite on an empty folder runs initdb in WebAssembly: about 3.5 of the 5 seconds a test file's app takes
// to start. The API suite does it once, migrates, and each test file's database starts from a copy of that.
const TEMPLATE_ENV = 'GIGTALLY_TEST_PGLITE_TEMPLATE';

/** Vitest's global set-up of the API suite: a migrated PGlite data folder as a file, removed at the end. */
export default async function makeMigratedTemplate(): Promise<() => Promise<void>> {
  if (process.env.TEST_DATABASE_URL) return () => Promise.resolve();
  const folder = await mkdtemp(path.join(tmpdir(), 'gigtally-pglite-template-'));
  const file = path.join(folder, 'migrated.tar');
  await writeFile(file, Buffer.from(await (await migratedPgliteDataDir()).arrayBuffer()));
  process.env[TEMPLATE_ENV] = file;
  return () => rm(folder, { recursive: true, force: true });
}

/** The migrated data folder made by the global set-up, if there is one. */
export async function migratedTemplate(): Promise<Blob | undefined> {
  const file = process.env[TEMPLATE_ENV];
  return file ? new Blob([await readFile(file)]) : undefined;
}
