import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../server/testing/free-port';

export interface ThrowawayPostgres {
  url: string;
  version: string;
  stop(): void;
}

/** The newest Debian PostgreSQL server installed, or null. */
function postgresBinDir(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((version) => existsSync(path.join(root, version, 'bin', 'postgres')))
    .sort((a, b) => Number(a) - Number(b));
  return versions.length > 0 ? path.join(root, versions.at(-1)!, 'bin') : null;
}

/**
 * A PostgreSQL cluster of its own in a temporary directory, on a free loopback port, removed by stop().
 * initdb refuses root, so as root it runs as the postgres user (created when missing), as CI does.
 */
export async function startThrowawayPostgres(): Promise<ThrowawayPostgres | null> {
  const binDir = postgresBinDir();
  if (!binDir) return null;
  const asRoot = process.getuid?.() === 0;
  if (asRoot && spawnSync('id', ['postgres']).status !== 0) {
    execFileSync('useradd', [
      '--system',
      '--user-group',
      '--no-create-home',
      '--shell',
      '/usr/sbin/nologin',
      'postgres',
    ]);
  }
  const clusterDir = mkdtempSync(path.join(tmpdir(), 'gigtally-bench-pg-'));
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(clusterDir, uid, gid);
  }
  const run = (command: string, args: string[]) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', path.join(binDir, command), ...args], {
          stdio: 'pipe',
        })
      : execFileSync(path.join(binDir, command), args, { stdio: 'pipe' });
  const dataDir = path.join(clusterDir, 'data');
  const port = await freePort();
  run('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--no-sync']);
  run('pg_ctl', [
    '-D',
    dataDir,
    '-l',
    path.join(clusterDir, 'server.log'),
    '-w',
    '-t',
    '60',
    '-o',
    `-c listen_addresses=127.0.0.1 -p ${port} -k ${clusterDir}`,
    'start',
  ]);
  const version = execFileSync(path.join(binDir, 'postgres'), ['--version'], { encoding: 'utf8' }).trim();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    version,
    stop() {
      try {
        run('pg_ctl', ['-D', dataDir, '-m', 'fast', 'stop']);
      } finally {
        rmSync(clusterDir, { recursive: true, force: true });
      }
    },
  };
}
