import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';

const run = promisify(execFile);

/** Where a backup comes from or goes to: a PostgreSQL database, or PGlite's data directory. */
export type BackupTarget = { databaseUrl: string } | { pgliteDir: string };

/**
 * PostgreSQL's client programs: the newest installed server's own (Debian keeps them out of PATH), else the ones on
 * PATH. A pg_dump older than the server refuses to dump it.
 */
function postgresProgram(name: 'pg_dump' | 'pg_restore'): string {
  const root = '/usr/lib/postgresql';
  if (existsSync(root)) {
    const versions = readdirSync(root)
      .filter((version) => existsSync(path.join(root, version, 'bin', name)))
      .sort((a, b) => Number(b) - Number(a));
    if (versions[0]) return path.join(root, versions[0], 'bin', name);
  }
  return name;
}

/**
 * Writes a backup to `file`: pg_dump's custom format for PostgreSQL; for PGlite, its data directory as a gzipped tar
 * (PGlite's own dump). PGlite is one process's database: stop the server first.
 */
export async function backup(target: BackupTarget, file: string): Promise<void> {
  mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  if ('databaseUrl' in target) {
    await run(postgresProgram('pg_dump'), [
      '--format=custom',
      '--no-owner',
      `--file=${file}`,
      target.databaseUrl,
    ]);
    return;
  }
  if (!existsSync(path.join(target.pgliteDir, 'PG_VERSION'))) {
    throw new Error(`No PGlite database in ${target.pgliteDir}`);
  }
  const db = await PGlite.create(target.pgliteDir);
  try {
    const dump = await db.dumpDataDir('gzip');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await db.close();
  }
}

/**
 * Restores a backup made by backup(). PostgreSQL: into the database of the URL, replacing what it holds of
 * GigTally's tables. PGlite: into a new, empty data directory, which it refuses to overwrite.
 */
export async function restore(target: BackupTarget, file: string): Promise<void> {
  if (!existsSync(file)) throw new Error(`No backup file at ${file}`);
  if ('databaseUrl' in target) {
    await run(postgresProgram('pg_restore'), [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--single-transaction',
      `--dbname=${target.databaseUrl}`,
      file,
    ]);
    return;
  }
  if (existsSync(target.pgliteDir) && readdirSync(target.pgliteDir).length > 0) {
    throw new Error(
      `${target.pgliteDir} is not empty: restore into a new directory, then point DATA_DIR at it`,
    );
  }
  mkdirSync(target.pgliteDir, { recursive: true });
  const db = await PGlite.create(target.pgliteDir, { loadDataDir: new Blob([readFileSync(file)]) });
  await db.close();
}
