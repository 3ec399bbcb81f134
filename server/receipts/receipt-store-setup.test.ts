import path from 'node:path';
import { inspect } from 'node:util';
import { describe, expect, it } from 'vitest';
import { loadEnv } from '../env';
import { FileReceiptStore } from './file-receipt-store';
import { receiptStoreFrom } from './receipt-store-setup';
import { S3ReceiptStore } from './s3-receipt-store';

describe('receiptStoreFrom', () => {
  it('keeps receipts as files under DATA_DIR/receipts when no bucket is set', () => {
    const store = receiptStoreFrom(loadEnv({ DATA_DIR: 'some/data' }));
    expect(store).toBeInstanceOf(FileReceiptStore);
    expect(store.kind).toBe('files');
    expect((store as FileReceiptStore).root).toBe(path.resolve('some/data', 'receipts'));
  });

  it('uses the bucket on AWS S3 with virtual-host addressing and the SDK default chain when only the bucket is set', () => {
    const store = receiptStoreFrom(loadEnv({ RECEIPTS_S3_BUCKET: 'gigtally-receipts' }));
    expect(store).toBeInstanceOf(S3ReceiptStore);
    expect(store.kind).toBe('s3');
    expect((store as S3ReceiptStore).description).toEqual({
      bucket: 'gigtally-receipts',
      endpoint: undefined,
      region: 'us-east-1',
      forcePathStyle: false,
      prefix: '',
      accessKeyId: '(the SDK default chain)',
    });
  });

  it('uses path-style addressing by default with another endpoint, adds a / to the prefix and never shows the secret', () => {
    const store = receiptStoreFrom(
      loadEnv({
        RECEIPTS_S3_BUCKET: 'receipts',
        RECEIPTS_S3_ENDPOINT: 'http://minio.internal:9000',
        RECEIPTS_S3_REGION: 'auto',
        RECEIPTS_S3_ACCESS_KEY_ID: 'minio-user',
        RECEIPTS_S3_SECRET_ACCESS_KEY: 'minio-secret-value',
        RECEIPTS_S3_PREFIX: 'gigtally/receipts',
      }),
    ) as S3ReceiptStore;
    expect(store.description).toEqual({
      bucket: 'receipts',
      endpoint: 'http://minio.internal:9000',
      region: 'auto',
      forcePathStyle: true,
      prefix: 'gigtally/receipts/',
      accessKeyId: 'minio-user',
    });
    expect(JSON.stringify(store)).not.toContain('minio-secret-value');
    expect(inspect(store, { depth: 10, showHidden: true })).not.toContain('minio-secret-value');
  });

  it('follows RECEIPTS_S3_FORCE_PATH_STYLE over the default', () => {
    const store = receiptStoreFrom(
      loadEnv({
        RECEIPTS_S3_BUCKET: 'receipts',
        RECEIPTS_S3_ENDPOINT: 'https://s3.us-west-004.backblazeb2.com',
        RECEIPTS_S3_FORCE_PATH_STYLE: '0',
      }),
    ) as S3ReceiptStore;
    expect(store.description.forcePathStyle).toBe(false);
  });
});
