import { createHash } from 'node:crypto';
import { chmod, mkdir, mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../testing/free-port';
import { S3_STAND_IN_CREDENTIALS, startS3StandIn, type S3StandIn } from '../testing/s3-stand-in';
import { FileReceiptStore } from './file-receipt-store';
import { receiptFileKey, type ReceiptStore } from './receipt-store';
import { DELETE_BATCH_SIZE, S3ReceiptStore, type S3ReceiptStoreSettings } from './s3-receipt-store';

// One contract, run against both stores: the file store over a temporary DATA_DIR/receipts and the S3
// store against s3rver on this machine's loopback (server/testing/s3-stand-in.ts).

const BUCKET = 'gigtally-receipts';
let work: string;
let s3: S3StandIn;

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'gigtally-receipt-store-'));
  s3 = await startS3StandIn([BUCKET, 'other-bucket']);
});
afterAll(async () => {
  await s3?.stop();
  await rm(work, { recursive: true, force: true });
});

function s3Settings(overrides: Partial<S3ReceiptStoreSettings> = {}): S3ReceiptStoreSettings {
  return {
    bucket: BUCKET,
    endpoint: s3.endpoint,
    region: 'us-east-1',
    credentials: S3_STAND_IN_CREDENTIALS,
    forcePathStyle: true,
    ...overrides,
  };
}

let stores = 0;
const kinds: [string, () => ReceiptStore][] = [
  [
    'files under DATA_DIR/receipts',
    () => new FileReceiptStore(path.join(work, `data-${++stores}`, 'receipts')),
  ],
  ['an S3-compatible bucket', () => new S3ReceiptStore(s3Settings({ prefix: `run-${++stores}` }))],
];

/** Every byte value, then a pseudo-random tail: what a JPEG or PDF may hold, zero bytes and all. */
function binaryBytes(length: number, seed: number): Uint8Array {
  const bytes = new Uint8Array(length);
  let state = seed;
  for (let index = 0; index < length; index++) {
    state = (state * 1_103_515_245 + 12_345) >>> 0;
    bytes[index] = index < 256 ? index : state >>> 24;
  }
  return bytes;
}

/** Length and SHA-256 of the bytes (null stays null): compared in one step, where toEqual walks 300,000 elements. */
function fingerprint(bytes: Uint8Array | null): string | null {
  return bytes && `${bytes.length} bytes, sha256 ${createHash('sha256').update(bytes).digest('hex')}`;
}

const refusedKeys = [
  '',
  'user-1',
  'user-1/',
  '/etc/passwd',
  '../user-2/receipt-1',
  'user-1/../user-2',
  'user-1/..',
  'user-1/receipt-1/more',
  'user-1/receipt-1.png',
  'user-1/receipt-1.thumb.thumb',
  'user-1/.receipt-1',
  'user-1\\receipt-1',
  'user 1/receipt-1',
  'user-1/receipt-1\u0000',
  'C:/receipt-1',
];

describe.each(kinds)('receipt store: %s', (_kind, makeStore) => {
  let store: ReceiptStore;
  beforeAll(() => {
    store = makeStore();
  });

  it('gives back exactly the bytes put, file and thumbnail', async () => {
    const file = binaryBytes(300_000, 1);
    const thumbnail = binaryBytes(9_000, 2);
    await store.put(receiptFileKey('user-1', 'receipt-1', 'file'), file, 'image/jpeg');
    await store.put(receiptFileKey('user-1', 'receipt-1', 'thumbnail'), thumbnail, 'image/jpeg');
    expect(fingerprint(await store.get('user-1/receipt-1'))).toBe(fingerprint(file));
    expect(fingerprint(await store.get('user-1/receipt-1.thumb'))).toBe(fingerprint(thumbnail));
  });

  it('keeps an empty file', async () => {
    await store.put('user-1/empty', new Uint8Array(0), 'application/pdf');
    expect(fingerprint(await store.get('user-1/empty'))).toBe(fingerprint(new Uint8Array(0)));
  });

  it('replaces what a key held', async () => {
    await store.put('user-1/replaced', binaryBytes(50_000, 3), 'image/webp');
    const second = binaryBytes(1_000, 4);
    await store.put('user-1/replaced', second, 'image/webp');
    expect(fingerprint(await store.get('user-1/replaced'))).toBe(fingerprint(second));
  });

  it('answers null for a key with nothing under it, also for a user it has never seen', async () => {
    expect(await store.get('user-1/never-put')).toBeNull();
    expect(await store.get('user-1/receipt-1x.thumb')).toBeNull();
    expect(await store.get('nobody/receipt-1')).toBeNull();
  });

  it('deletes the keys given, present or not, and nothing else', async () => {
    await store.put('user-3/a', binaryBytes(10, 5), 'image/jpeg');
    await store.put('user-3/a.thumb', binaryBytes(10, 6), 'image/jpeg');
    await store.put('user-3/b', binaryBytes(10, 7), 'image/jpeg');
    await store.delete(['user-3/a', 'user-3/a.thumb', 'user-3/missing', 'user-9/missing']);
    expect(await store.get('user-3/a')).toBeNull();
    expect(await store.get('user-3/a.thumb')).toBeNull();
    expect(fingerprint(await store.get('user-3/b'))).toBe(fingerprint(binaryBytes(10, 7)));
    await store.delete(['user-3/a']);
    await store.delete([]);
    await store.delete(['user-3/b']);
    expect(await store.get('user-3/b')).toBeNull();
  });

  it('keeps two users apart under the same receipt id', async () => {
    await store.put('user-a/same-id', binaryBytes(100, 8), 'image/jpeg');
    await store.put('user-b/same-id', binaryBytes(100, 9), 'image/jpeg');
    expect(fingerprint(await store.get('user-a/same-id'))).toBe(fingerprint(binaryBytes(100, 8)));
    expect(fingerprint(await store.get('user-b/same-id'))).toBe(fingerprint(binaryBytes(100, 9)));
    await store.delete(['user-a/same-id']);
    expect(await store.get('user-a/same-id')).toBeNull();
    expect(fingerprint(await store.get('user-b/same-id'))).toBe(fingerprint(binaryBytes(100, 9)));
  });

  it.each(refusedKeys)('refuses the key %j for put, get and delete', async (key) => {
    const refusal = `Not a receipt file key: ${JSON.stringify(key)}`;
    await expect(store.put(key, binaryBytes(10, 10), 'image/jpeg')).rejects.toThrow(refusal);
    await expect(store.get(key)).rejects.toThrow(refusal);
    await expect(store.delete(['user-1/receipt-1', key])).rejects.toThrow(refusal);
    // A refused key in a list stops the whole delete before anything is removed.
    expect(fingerprint(await store.get('user-1/receipt-1'))).toBe(fingerprint(binaryBytes(300_000, 1)));
  });
});

describe('the file store on disk', () => {
  let root: string;
  let store: FileReceiptStore;
  beforeAll(() => {
    root = path.join(work, 'disk', 'receipts');
    store = new FileReceiptStore(root);
  });

  it('writes files only its owner can read (0600) in folders only its owner can open (0700)', async () => {
    await store.put('user-1/receipt-1', binaryBytes(1_000, 1), 'image/jpeg');
    expect((await stat(root)).mode & 0o777).toBe(0o700);
    expect((await stat(path.join(root, 'user-1'))).mode & 0o777).toBe(0o700);
    expect((await stat(path.join(root, 'user-1', 'receipt-1'))).mode & 0o777).toBe(0o600);
    await store.put('user-1/receipt-1', binaryBytes(2_000, 2), 'image/jpeg');
    expect((await stat(path.join(root, 'user-1', 'receipt-1'))).mode & 0o777).toBe(0o600);
  });

  it('leaves no temporary file behind, even after 20 writes at once to one key', async () => {
    await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        store.put('user-1/busy', binaryBytes(20_000, index), 'image/jpeg'),
      ),
    );
    expect((await readdir(path.join(root, 'user-1'))).sort()).toEqual(['busy', 'receipt-1']);
    const kept = await store.get('user-1/busy');
    const written = Array.from({ length: 20 }, (_, index) => binaryBytes(20_000, index));
    expect(written.some((bytes) => Buffer.compare(Buffer.from(bytes), Buffer.from(kept!)) === 0)).toBe(true);
  });

  it.skipIf(process.getuid?.() === 0)(
    'keeps the old file whole when a new write fails, and leaves no temporary file',
    async () => {
      const folder = path.join(root, 'user-1');
      await chmod(folder, 0o500);
      try {
        await expect(store.put('user-1/receipt-1', binaryBytes(5_000, 3), 'image/jpeg')).rejects.toThrow(
          /EACCES/,
        );
      } finally {
        await chmod(folder, 0o700);
      }
      expect(fingerprint(await store.get('user-1/receipt-1'))).toBe(fingerprint(binaryBytes(2_000, 2)));
      expect((await readdir(folder)).sort()).toEqual(['busy', 'receipt-1']);
    },
  );

  it('cleans up its temporary file when the rename fails (a folder stands where the file should go)', async () => {
    await mkdir(path.join(root, 'user-1', 'blocked', 'inside'), { recursive: true });
    await expect(store.put('user-1/blocked', binaryBytes(5_000, 4), 'image/jpeg')).rejects.toThrow(
      /EISDIR|ENOTEMPTY|EEXIST/,
    );
    expect((await readdir(path.join(root, 'user-1'))).sort()).toEqual(['blocked', 'busy', 'receipt-1']);
    await rm(path.join(root, 'user-1', 'blocked'), { recursive: true });
  });

  it("removes a user's folder once its last receipt is deleted, and keeps the others", async () => {
    await store.put('user-2/only', binaryBytes(10, 1), 'image/jpeg');
    await store.put('user-2/only.thumb', binaryBytes(10, 2), 'image/jpeg');
    await store.delete(['user-2/only']);
    expect((await readdir(root)).sort()).toEqual(['user-1', 'user-2']);
    await store.delete(['user-2/only.thumb', 'user-2/never-there']);
    expect(await readdir(root)).toEqual(['user-1']);
    await store.delete(['user-2/only']);
    await store.put('user-2/again', binaryBytes(10, 3), 'image/jpeg');
    expect(fingerprint(await store.get('user-2/again'))).toBe(fingerprint(binaryBytes(10, 3)));
  });
});

describe('the S3 store against s3rver', () => {
  it(`deletes in batches of ${DELETE_BATCH_SIZE} keys`, async () => {
    const store = new S3ReceiptStore(s3Settings({ prefix: 'batches' }));
    const keys = Array.from({ length: DELETE_BATCH_SIZE + 1 }, (_, index) => `user-1/receipt-${index}`);
    await store.put(keys[0]!, binaryBytes(10, 1), 'image/jpeg');
    await store.put(keys[DELETE_BATCH_SIZE]!, binaryBytes(10, 2), 'image/jpeg');
    s3.requests.length = 0;
    await store.delete(keys);
    expect(s3.requests.map(({ method, url }) => `${method} ${url}`)).toEqual([
      `POST /${BUCKET}/?delete=`,
      `POST /${BUCKET}/?delete=`,
    ]);
    expect(await store.get(keys[0]!)).toBeNull();
    expect(await store.get(keys[DELETE_BATCH_SIZE]!)).toBeNull();
  });

  it('puts every object under RECEIPTS_S3_PREFIX, with its content type', async () => {
    const store = new S3ReceiptStore(s3Settings({ prefix: 'tenant-a/receipts' }));
    await store.put('user-1/receipt-1', binaryBytes(500, 1), 'application/pdf');
    const sdk = new S3Client({
      region: 'us-east-1',
      endpoint: s3.endpoint,
      forcePathStyle: true,
      credentials: S3_STAND_IN_CREDENTIALS,
    });
    const object = await sdk.send(
      new GetObjectCommand({ Bucket: BUCKET, Key: 'tenant-a/receipts/user-1/receipt-1' }),
    );
    expect(object.ContentType).toBe('application/pdf');
    expect(await object.Body!.transformToByteArray()).toEqual(binaryBytes(500, 1));
    sdk.destroy();
    // Without the prefix the same key is another object.
    expect(await new S3ReceiptStore(s3Settings()).get('user-1/receipt-1')).toBeNull();
  });

  it('signs every call with the configured access key', async () => {
    s3.requests.length = 0;
    const store = new S3ReceiptStore(s3Settings());
    await store.put('user-1/signed', binaryBytes(10, 1), 'image/jpeg');
    await store.get('user-1/signed');
    await store.delete(['user-1/signed']);
    expect(s3.requests.map(({ method, accessKeyId }) => `${method} ${accessKeyId}`)).toEqual([
      'PUT S3RVER',
      'GET S3RVER',
      'POST S3RVER',
    ]);
  });

  // s3rver knows one key id (S3RVER) and refuses any other; it does not check Signature V4 secrets.
  it('sends the configured access key: one the store does not know is refused, by name', async () => {
    const store = new S3ReceiptStore(
      s3Settings({ credentials: { accessKeyId: 'NOT-A-KEY', secretAccessKey: 'not-the-secret-value' } }),
    );
    const failure = store.put('user-1/receipt-1', binaryBytes(10, 1), 'image/jpeg');
    await expect(failure).rejects.toThrow(
      `The receipt store (the S3 bucket ${BUCKET} at ${new URL(s3.endpoint).host}) could not write user-1/receipt-1: InvalidAccessKeyId: `,
    );
    await expect(failure).rejects.not.toThrow(/not-the-secret-value/);
    await expect(store.get('user-1/receipt-1')).rejects.toThrow(
      /could not read user-1\/receipt-1: InvalidAccessKeyId/,
    );
  });

  it('fails with a clear error, not null, when the bucket does not exist', async () => {
    const store = new S3ReceiptStore(s3Settings({ bucket: 'no-such-bucket' }));
    await expect(store.get('user-1/receipt-1')).rejects.toThrow(
      /^The receipt store \(the S3 bucket no-such-bucket at 127\.0\.0\.1:\d+\) could not read user-1\/receipt-1: NoSuchBucket: /,
    );
  });

  it('fails with a clear error when nothing listens at the endpoint', async () => {
    const port = await freePort();
    const store = new S3ReceiptStore(s3Settings({ endpoint: `http://127.0.0.1:${port}`, timeoutMs: 5_000 }));
    await expect(store.put('user-1/receipt-1', binaryBytes(10, 1), 'image/jpeg')).rejects.toThrow(
      new RegExp(
        `^The receipt store \\(the S3 bucket ${BUCKET} at 127\\.0\\.0\\.1:${port}\\) could not write user-1/receipt-1: .*ECONNREFUSED`,
      ),
    );
  });

  it('gives up on an endpoint that never answers once its time is up', async () => {
    const silent: Server = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as { port: number };
    try {
      const store = new S3ReceiptStore(s3Settings({ endpoint: `http://127.0.0.1:${port}`, timeoutMs: 300 }));
      const started = Date.now();
      await expect(store.get('user-1/receipt-1')).rejects.toThrow(
        `The receipt store (the S3 bucket ${BUCKET} at 127.0.0.1:${port}) could not read user-1/receipt-1: no answer within 0.3 s`,
      );
      expect(Date.now() - started).toBeLessThan(3_000);
    } finally {
      silent.close();
    }
  });
});
