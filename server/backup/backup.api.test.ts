import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { benchItems } from '../../bench/seed';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { subscription, user } from '../db/schema';
import { createItems } from '../services/items/create-item';
import { scratchDatabase } from '../testing/scratch-database';
import { listItems } from '../services/items/list-items';
import { backup, restore } from './backup';

const work = mkdtempSync(path.join(tmpdir(), 'gigtally-backup-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const ITEMS = 250;

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
  return page.items;
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

        const file = path.join(work, 'postgres-backup.dump');
        await backup({ databaseUrl: source.url }, file);
        await restore({ databaseUrl: target.url }, file);
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
