import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

const run = promisify(execFile);

/** Where a backup comes from or goes to: a PostgreSQL database, or PGlite's data directory. */
export type BackupTarget = { databaseUrl: string } | { pgliteDir: string };

export interface ReceiptsBackupOptions {
  /** DATA_DIR/receipts when the server keeps receipts as files; unset when they live in an S3 bucket. */
  receiptsDir?: string | undefined;
}

/**
 * The archive of DATA_DIR/receipts written beside a backup: FILE without its .tar.gz or .dump ending,
 * plus .receipts.tar.gz (backups/gigtally-<time>.dump → backups/gigtally-<time>.receipts.tar.gz).
 */
export function receiptsArchiveOf(file: string): string {
  return `${file.replace(/\.(tar\.gz|tgz|dump)$/, '')}.receipts.tar.gz`;
}

/** Whether a folder holds anything (a missing one holds nothing). */
function holdsAnything(dir: string): boolean {
  return existsSync(dir) && readdirSync(dir).length > 0;
}

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
 * (PGlite's own dump). PGlite is one process's database: stop the server first. With `receiptsDir` (receipts kept as
 * files), DATA_DIR/receipts goes into a second archive beside it (receiptsArchiveOf), when it holds any.
 */
export async function backup(
  target: BackupTarget,
  file: string,
  options: ReceiptsBackupOptions = {},
): Promise<{ receiptsArchive: string | null }> {
  mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  await backupDatabase(target, file);
  if (!options.receiptsDir) return { receiptsArchive: null };
  const receiptsArchive = receiptsArchiveOf(file);
  // An archive left there by an earlier backup of the same name must not come back with this one.
  rmSync(receiptsArchive, { force: true });
  if (!holdsAnything(options.receiptsDir)) return { receiptsArchive: null };
  // After the database, so a receipt uploaded meanwhile is at worst a file without its row; stop the server for an
  // exact copy (PGlite needs that anyway).
  // tar keeps the files' 0600 and the folders' 0700 modes; -C makes the paths relative to the receipts folder.
  await run('tar', ['-czf', receiptsArchive, '-C', options.receiptsDir, '.']);
  return { receiptsArchive };
}

async function backupDatabase(target: BackupTarget, file: string): Promise<void> {
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
 * GigTally's tables. PGlite: into a new, empty data directory, which it refuses to overwrite. With `receiptsDir`,
 * the receipts archive beside the file (if there is one) goes back into it, which must be empty or missing.
 */
export async function restore(
  target: BackupTarget,
  file: string,
  options: ReceiptsBackupOptions = {},
): Promise<{ receiptsArchive: string | null }> {
  if (!existsSync(file)) throw new Error(`No backup file at ${file}`);
  const archive = receiptsArchiveOf(file);
  const receiptsArchive = options.receiptsDir && existsSync(archive) ? archive : null;
  // Checked before the database is touched, so a refusal leaves nothing half restored.
  if (receiptsArchive && holdsAnything(options.receiptsDir!)) {
    throw new Error(`${options.receiptsDir} is not empty: move its receipts away, then restore again`);
  }
  await restoreDatabase(target, file);
  if (receiptsArchive) {
    const receiptsDir = options.receiptsDir!;
    mkdirSync(receiptsDir, { recursive: true, mode: 0o700 });
    try {
      // GNU and BSD tar both refuse members with '..' or an absolute path.
      await run('tar', ['-xzf', receiptsArchive, '-C', receiptsDir, '--no-same-owner']);
    } catch (error) {
      rmSync(receiptsDir, { recursive: true, force: true });
      throw error;
    }
  }
  return { receiptsArchive };
}

async function restoreDatabase(target: BackupTarget, file: string): Promise<void> {
  if ('databaseUrl' in target) {
    await run(postgresProgram('pg_restore'), [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--single-transaction',
      `--dbname=${target.databaseUrl}`,
      file,
    ]);
    // pg_restore leaves the planner's statistics to autovacuum, which may come minutes later.
    const client = new pg.Client({ connectionString: target.databaseUrl });
    await client.connect();
    try {
      await client.query('analyze');
    } finally {
      await client.end();
    }
    return;
  }
  if (existsSync(target.pgliteDir) && readdirSync(target.pgliteDir).length > 0) {
    throw new Error(
      `${target.pgliteDir} is not empty: restore into a new directory, then point DATA_DIR at it`,
    );
  }
  mkdirSync(target.pgliteDir, { recursive: true });
  const db = await PGlite.create(target.pgliteDir, { loadDataDir: new Blob([readFileSync(file)]) });
  try {
    // PGlite has no autovacuum: the restored tables get their statistics before the server first reads them.
    await db.exec('vacuum analyze');
  } finally {
    await db.close();
  }
}
