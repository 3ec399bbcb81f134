import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { migrationsDir } from '../paths';

/**
 * A copy of the migrations folder in `work` that ends just before the migration `tag`: a migration's test migrates a
 * database this far, fills it as the app of that time did, then migrates on with the real folder.
 */
export function migrationsBefore(tag: string, work: string): string {
  const folder = path.join(work, 'migrations');
  cpSync(migrationsDir, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag === tag);
  if (at < 1) throw new Error(`${tag} is not a later migration of the journal`);
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}
