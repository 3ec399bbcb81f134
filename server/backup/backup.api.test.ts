import type { ItemPage } from '../../core/items';
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { benchItems } from '../../bench/seed';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { subscription, user } from '../db/schema';
import { createItems } from '../services/items/create-item';
import { scratchDatabase } from '../testing/scratch-database';
import { listItems } from '../services/items/list-items';
import { FileReceiptStore } from '../receipts/file-receipt-store';
import { backup, receiptsArchiveOf, restore } from './backup';

const work = mkdtempSync(path.join(tmpdir(), 'gigtally-backup-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const ITEMS = 250;

/** Receipts of two users, file and thumbnail, as the file store keeps them. */
const RECEIPTS: Record<string, Uint8Array> = {
  'backup-owner/receipt-1': Uint8Array.from({ length: 70_000 }, (_, index) => (index * 7) % 256),
  'backup-owner/receipt-1.thumb': Uint8Array.from({ length: 3_000 }, (_, index) => (index * 13) % 256),
  'backup-owner/receipt-2': Uint8Array.from({ length: 5_000 }, (_, index) => 255 - (index % 256)),
  'someone-else/receipt-3': new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0, 1, 2]),
};

async function putReceipts(receiptsDir: string): Promise<void> {
  const store = new FileReceiptStore(receiptsDir);
  for (const [key, bytes] of Object.entries(RECEIPTS)) await store.put(key, bytes, 'image/jpeg');
}

/** Every receipt is back, byte for byte, still 0600 in 0700 folders. */
async function expectReceiptsIn(receiptsDir: string): Promise<void> {
  const store = new FileReceiptStore(receiptsDir);
  for (const [key, bytes] of Object.entries(RECEIPTS)) {
    expect(Buffer.from((await store.get(key))!).equals(Buffer.from(bytes)), key).toBe(true);
    expect(statSync(path.join(receiptsDir, key)).mode & 0o777, key).toBe(0o600);
  }
  expect(readdirSync(receiptsDir).sort()).toEqual(['backup-owner', 'someone-else']);
  expect(statSync(path.join(receiptsDir, 'backup-owner')).mode & 0o777).toBe(0o700);
  expect(statSync(receiptsDir).mode & 0o777).toBe(0o700);
}

/** A user with ITEMS items, added through the service; answers their id. */
async function seed(database: DatabaseHandle): Promise<string> {
  await database.migrate();
  const [owner] = await database.db
    .insert(user)
    .values({ id: 'backup-owner', name: 'Bea Backup', email: 'bea@example.com' })
    .returning();
  // Test set-up: a Pro plan, so the user may hold more than the free tier's items.
  await database.db.insert(subscription).values({ userId: owner!.id, tier: 'pro', status: 'active' });
  await createItems(database.db, owner!.id, benchItems(ITEMS, '2026-11-22', 7));
  return owner!.id;
}

/** Every item of the user, newest first, as the API would list them. */
async function allItems(database: DatabaseHandle, userId: string) {
  const page = await listItems(database.db, userId, { sort: 'date', order: 'desc', limit: 500 });
  return (JSON.parse(page.json) as ItemPage).items;
}

describe('npm run backup / npm run restore', () => {
  it('PGlite: restores into a fresh directory with every item, and refuses to overwrite one', async () => {
    const dataDir = path.join(work, 'pglite');
    const original = await openDatabase({ dataDir });
    const ownerId = await seed(original);
    const items = await allItems(original, ownerId);
    await original.close();

    const file = path.join(work, 'pglite-backup.tar.gz');
    await backup({ pgliteDir: dataDir }, file);
    const restoredDir = path.join(work, 'restored');
    await restore({ pgliteDir: restoredDir }, file);
    expect(existsSync(receiptsArchiveOf(file))).toBe(false);

    const restored = await openDatabase({ dataDir: restoredDir });
    try {
      await restored.migrate();
      expect(items).toHaveLength(ITEMS);
      expect(await allItems(restored, ownerId)).toEqual(items);
    } finally {
      await restored.close();
    }
    await expect(restore({ pgliteDir: restoredDir }, file)).rejects.toThrow(/is not empty/);
  });

  it('PGlite with receipts as files: DATA_DIR/receipts goes into FILE.receipts.tar.gz and comes back', async () => {
    const dataDir = path.join(work, 'with-receipts');
    const original = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
    const ownerId = await seed(original);
    const items = await allItems(original, ownerId);
    await original.close();
    await putReceipts(path.join(dataDir, 'receipts'));

    const file = path.join(work, 'with-receipts.tar.gz');
    const made = await backup({ pgliteDir: path.join(dataDir, 'pglite') }, file, {
      receiptsDir: path.join(dataDir, 'receipts'),
    });
    expect(made.receiptsArchive).toBe(path.join(work, 'with-receipts.receipts.tar.gz'));

    const newDataDir = path.join(work, 'with-receipts-restored');
    const restoredFrom = await restore({ pgliteDir: path.join(newDataDir, 'pglite') }, file, {
      receiptsDir: path.join(newDataDir, 'receipts'),
    });
    expect(restoredFrom.receiptsArchive).toBe(made.receiptsArchive);
    await expectReceiptsIn(path.join(newDataDir, 'receipts'));
    const restored = await openDatabase({ dataDir: path.join(newDataDir, 'pglite') });
    try {
      await restored.migrate();
      expect(await allItems(restored, ownerId)).toEqual(items);
    } finally {
      await restored.close();
    }

    // A receipts folder already holding receipts is refused before the database is touched.
    const busyDataDir = path.join(work, 'busy');
    mkdirSync(path.join(busyDataDir, 'receipts', 'someone'), { recursive: true });
    await expect(
      restore({ pgliteDir: path.join(busyDataDir, 'pglite') }, file, {
        receiptsDir: path.join(busyDataDir, 'receipts'),
      }),
    ).rejects.toThrow(
      `${path.join(busyDataDir, 'receipts')} is not empty: move its receipts away, then restore again`,
    );
    expect(existsSync(path.join(busyDataDir, 'pglite'))).toBe(false);

    // A later backup of the same name with no receipts leaves no stale archive to be restored with it.
    rmSync(path.join(dataDir, 'receipts'), { recursive: true });
    expect(
      (
        await backup({ pgliteDir: path.join(dataDir, 'pglite') }, file, {
          receiptsDir: path.join(dataDir, 'receipts'),
        })
      ).receiptsArchive,
    ).toBeNull();
    expect(existsSync(receiptsArchiveOf(file))).toBe(false);
  });

  it.each([
    ['backups/gigtally-2026-05-01T09-00-00.tar.gz', 'backups/gigtally-2026-05-01T09-00-00.receipts.tar.gz'],
    ['backups/gigtally-2026-05-01T09-00-00.dump', 'backups/gigtally-2026-05-01T09-00-00.receipts.tar.gz'],
    ['nightly', 'nightly.receipts.tar.gz'],
  ])('names the receipts archive of %s %s', (file, archive) => {
    expect(receiptsArchiveOf(file)).toBe(archive);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'PostgreSQL: pg_dump, then pg_restore into a new database',
    async () => {
      const adminUrl = process.env.TEST_DATABASE_URL!;
      const source = await scratchDatabase(adminUrl, 'gigtally_backup');
      const target = await scratchDatabase(adminUrl, 'gigtally_restore');
      try {
        const original = await openDatabase({ databaseUrl: source.url, dataDir: work });
        const ownerId = await seed(original);
        const items = await allItems(original, ownerId);
        await original.close();

        const receiptsDir = path.join(work, 'postgres-data', 'receipts');
        await putReceipts(receiptsDir);
        const file = path.join(work, 'postgres-backup.dump');
        const made = await backup({ databaseUrl: source.url }, file, { receiptsDir });
        expect(made.receiptsArchive).toBe(path.join(work, 'postgres-backup.receipts.tar.gz'));
        const restoredReceiptsDir = path.join(work, 'postgres-restored-data', 'receipts');
        await restore({ databaseUrl: target.url }, file, { receiptsDir: restoredReceiptsDir });
        await expectReceiptsIn(restoredReceiptsDir);
        const restored = await openDatabase({ databaseUrl: target.url, dataDir: work });
        try {
          await restored.migrate();
          expect(await allItems(restored, ownerId)).toEqual(items);
        } finally {
          await restored.close();
        }
      } finally {
        await source.drop();
        await target.drop();
      }
    },
  );
});

describe('npm run backup: what it says about receipts', () => {
  const run = promisify(execFile);
  const script = (dataDir: string, extra: Record<string, string>, ...args: string[]) =>
    run(process.execPath, ['--import', 'tsx', path.resolve('scripts/backup.ts'), ...args], {
      env: { PATH: process.env.PATH, DATA_DIR: dataDir, ...extra },
    });

  it('names the receipts archive on the file store, and the bucket on the S3 store', async () => {
    const dataDir = path.join(work, 'script-data');
    const database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
    await database.migrate();
    await database.close();

    const emptyFile = path.join(work, 'script-empty.tar.gz');
    expect((await script(dataDir, {}, 'backup', emptyFile)).stdout).toBe(
      `Backed up ${path.join(dataDir, 'pglite')} to ${emptyFile}\n` +
        `No receipts in ${path.join(dataDir, 'receipts')} yet: nothing to add\n`,
    );

    mkdirSync(path.join(dataDir, 'receipts', 'user-1'), { recursive: true, mode: 0o700 });
    writeFileSync(path.join(dataDir, 'receipts', 'user-1', 'receipt-1'), 'receipt bytes', { mode: 0o600 });
    const file = path.join(work, 'script.tar.gz');
    expect((await script(dataDir, {}, 'backup', file)).stdout).toBe(
      `Backed up ${path.join(dataDir, 'pglite')} to ${file}\n` +
        `Backed up the receipts in ${path.join(dataDir, 'receipts')} to ${path.join(work, 'script.receipts.tar.gz')}\n`,
    );
    const s3File = path.join(work, 'script-s3.tar.gz');
    expect(
      (await script(dataDir, { RECEIPTS_S3_BUCKET: 'gigtally-receipts' }, 'backup', s3File)).stdout,
    ).toBe(
      `Backed up ${path.join(dataDir, 'pglite')} to ${s3File}\n` +
        "Receipts are in the S3 bucket gigtally-receipts, not in this backup: keep them with the bucket's versioning or its provider's backups.\n",
    );
    expect(existsSync(receiptsArchiveOf(s3File))).toBe(false);

    const restoredDir = path.join(work, 'script-restored');
    expect((await script(restoredDir, {}, 'restore', file)).stdout).toBe(
      `Restored ${file} into ${path.join(restoredDir, 'pglite')}\n` +
        `Restored ${path.join(work, 'script.receipts.tar.gz')} into ${path.join(restoredDir, 'receipts')}\n`,
    );
    const bareDir = path.join(work, 'script-restored-bare');
    expect((await script(bareDir, {}, 'restore', emptyFile)).stdout).toBe(
      `Restored ${emptyFile} into ${path.join(bareDir, 'pglite')}\n` +
        `No receipts archive beside ${emptyFile}: no receipts restored\n`,
    );
    // Five runs of the script, each a new Node process that starts PGlite on its folder: 20-30 s on two cores.
  }, 120_000);
});
