/**
 * npm run backup [-- FILE]            back up GigTally's database (DATABASE_URL, else PGlite in DATA_DIR)
 * npm run restore -- FILE             restore it (PGlite: into DATA_DIR, which must hold no database yet)
 * PGlite is one process's database: stop the server before either. See README "Backups".
 */
import path from 'node:path';
import { backup, restore, type BackupTarget } from '../server/backup/backup';

const [command, fileArgument] = process.argv.slice(2);
const databaseUrl = process.env.DATABASE_URL;
const dataDir = path.resolve(process.env.DATA_DIR || './data');
const target: BackupTarget = databaseUrl ? { databaseUrl } : { pgliteDir: path.join(dataDir, 'pglite') };
const where = databaseUrl ? 'the PostgreSQL database of DATABASE_URL' : path.join(dataDir, 'pglite');

function defaultFile(): string {
  const stamp = new Date().toISOString().slice(0, 19).replace(/:/g, '-');
  return path.join('backups', `gigtally-${stamp}.${databaseUrl ? 'dump' : 'tar.gz'}`);
}

try {
  if (command === 'backup') {
    const file = fileArgument ?? defaultFile();
    await backup(target, file);
    console.log(`Backed up ${where} to ${file}`);
  } else if (command === 'restore' && fileArgument) {
    await restore(target, fileArgument);
    console.log(`Restored ${fileArgument} into ${where}`);
  } else {
    console.error('Usage: npm run backup [-- FILE] | npm run restore -- FILE');
    process.exitCode = 2;
  }
} catch (error) {
  console.error(`${command} failed: ${(error as Error).message}`);
  process.exitCode = 1;
}
