/**
 * npm run backup [-- FILE]            back up GigTally's database (DATABASE_URL, else PGlite in DATA_DIR) and, when
 *                                     receipts are kept as files, DATA_DIR/receipts (FILE.receipts.tar.gz beside it)
 * npm run restore -- FILE             restore both (PGlite: into DATA_DIR, which must hold no database yet)
 * PGlite is one process's database: stop the server before either. See README "Backups".
 */
import path from 'node:path';
import { backup, restore, type BackupTarget } from '../server/backup/backup';

const [command, fileArgument] = process.argv.slice(2);
const databaseUrl = process.env.DATABASE_URL;
const dataDir = path.resolve(process.env.DATA_DIR || './data');
const target: BackupTarget = databaseUrl ? { databaseUrl } : { pgliteDir: path.join(dataDir, 'pglite') };
const where = databaseUrl ? 'the PostgreSQL database of DATABASE_URL' : path.join(dataDir, 'pglite');
// Receipts are files under DATA_DIR/receipts unless RECEIPTS_S3_BUCKET puts them in a bucket.
const bucket = process.env.RECEIPTS_S3_BUCKET;
const receiptsDir = bucket ? undefined : path.join(dataDir, 'receipts');
const inBucket = `Receipts are in the S3 bucket ${bucket}, not in this backup: keep them with the bucket's versioning or its provider's backups.`;

function defaultFile(): string {
  const stamp = new Date().toISOString().slice(0, 19).replace(/:/g, '-');
  return path.join('backups', `gigtally-${stamp}.${databaseUrl ? 'dump' : 'tar.gz'}`);
}

try {
  if (command === 'backup') {
    const file = fileArgument ?? defaultFile();
    const { receiptsArchive } = await backup(target, file, { receiptsDir });
    console.log(`Backed up ${where} to ${file}`);
    if (bucket) console.log(inBucket);
    else if (receiptsArchive) console.log(`Backed up the receipts in ${receiptsDir} to ${receiptsArchive}`);
    else console.log(`No receipts in ${receiptsDir} yet: nothing to add`);
  } else if (command === 'restore' && fileArgument) {
    const { receiptsArchive } = await restore(target, fileArgument, { receiptsDir });
    console.log(`Restored ${fileArgument} into ${where}`);
    if (bucket) console.log(inBucket);
    else if (receiptsArchive) console.log(`Restored ${receiptsArchive} into ${receiptsDir}`);
    else console.log(`No receipts archive beside ${fileArgument}: no receipts restored`);
  } else {
    console.error('Usage: npm run backup [-- FILE] | npm run restore -- FILE');
    process.exitCode = 2;
  }
} catch (error) {
  console.error(`${command} failed: ${(error as Error).message}`);
  process.exitCode = 1;
}
