import { randomUUID } from 'node:crypto';
import { mkdir, open, readFile, rename, rmdir, unlink } from 'node:fs/promises';
import path from 'node:path';
import { checkedReceiptKey } from './checked-receipt-key';
import type { ReceiptStore } from './receipt-store';

// Receipts as files under DATA_DIR/receipts (the default store, inside `npm run backup`): one folder per
// user, one file per receipt and one per thumbnail. Only this process's user may read them (files 0600, folders 0700).

const FILE_MODE = 0o600;
const FOLDER_MODE = 0o700;

/** An error's errno code (ENOENT, ...), if it has one. */
function codeOf(error: unknown): string | undefined {
  return (error as NodeJS.ErrnoException | null)?.code;
}

/** Makes a rename or an unlink in the folder durable (Linux needs the folder itself flushed; elsewhere it may not open). */
async function syncFolder(folder: string): Promise<void> {
  let handle;
  try {
    handle = await open(folder, 'r');
    await handle.sync();
  } catch (error) {
    if (!['EISDIR', 'EINVAL', 'EPERM', 'EACCES', 'EBADF'].includes(codeOf(error) ?? '')) throw error;
  } finally {
    await handle?.close();
  }
}

export class FileReceiptStore implements ReceiptStore {
  readonly kind = 'files' as const;

  /** @param root the folder holding every receipt (DATA_DIR/receipts); made on first write. */
  constructor(readonly root: string) {}

  /** The user's folder and the file of a key, after checking the key's shape. */
  private placeOf(key: string): { folder: string; file: string } {
    const [userId, name] = checkedReceiptKey(key).split('/') as [string, string];
    const folder = path.join(this.root, userId);
    return { folder, file: path.join(folder, name) };
  }

  /**
   * Writes to a temporary file beside the target, flushes it to disk, then renames it over the target: a crash
   * leaves the old file or the new one, never half of either.
   */
  async put(key: string, bytes: Uint8Array, _contentType?: string): Promise<void> {
    const { folder, file } = this.placeOf(key);
    // A leading dot: never a key's shape, so never read as a receipt if a crash leaves it behind.
    const temporary = path.join(folder, `.${path.basename(file)}.${randomUUID()}.tmp`);
    // delete() removes a user's folder once it is empty; if it does so between mkdir and open, make it again.
    for (let attempt = 1; ; attempt++) {
      await mkdir(folder, { recursive: true, mode: FOLDER_MODE });
      try {
        const handle = await open(temporary, 'wx', FILE_MODE);
        try {
          await handle.writeFile(bytes);
          await handle.sync();
        } finally {
          await handle.close();
        }
        break;
      } catch (error) {
        await unlink(temporary).catch(() => undefined);
        if (codeOf(error) !== 'ENOENT' || attempt === 3) throw error;
      }
    }
    try {
      await rename(temporary, file);
    } catch (error) {
      await unlink(temporary).catch(() => undefined);
      throw error;
    }
    await syncFolder(folder);
  }

  async get(key: string): Promise<Uint8Array | null> {
    const { file } = this.placeOf(key);
    try {
      const buffer = await readFile(file);
      return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
    } catch (error) {
      if (codeOf(error) === 'ENOENT' || codeOf(error) === 'ENOTDIR') return null;
      throw error;
    }
  }

  /** Removes the files (a missing one is no error), then every user folder this left empty. */
  async delete(keys: readonly string[]): Promise<void> {
    const places = keys.map((key) => this.placeOf(key));
    const folders = new Set<string>();
    for (const { folder, file } of places) {
      try {
        await unlink(file);
      } catch (error) {
        if (codeOf(error) !== 'ENOENT' && codeOf(error) !== 'ENOTDIR') throw error;
      }
      folders.add(folder);
    }
    for (const folder of folders) {
      try {
        await rmdir(folder);
      } catch (error) {
        // Still holding other receipts (or gone already): keep it.
        if (!['ENOTEMPTY', 'EEXIST', 'ENOENT'].includes(codeOf(error) ?? '')) throw error;
      }
    }
  }
}
