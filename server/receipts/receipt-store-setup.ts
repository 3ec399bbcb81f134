import path from 'node:path';
import type { Env } from '../env';
import { FileReceiptStore } from './file-receipt-store';
import type { ReceiptStore } from './receipt-store';
import { S3ReceiptStore } from './s3-receipt-store';

type ReceiptStoreEnv = Pick<
  Env,
  | 'DATA_DIR'
  | 'RECEIPTS_S3_BUCKET'
  | 'RECEIPTS_S3_ENDPOINT'
  | 'RECEIPTS_S3_REGION'
  | 'RECEIPTS_S3_ACCESS_KEY_ID'
  | 'RECEIPTS_S3_SECRET_ACCESS_KEY'
  | 'RECEIPTS_S3_FORCE_PATH_STYLE'
  | 'RECEIPTS_S3_PREFIX'
>;

/** The folder of the file store: DATA_DIR/receipts, beside the PGlite database (`npm run backup` includes it). */
export function receiptsDirOf(dataDir: string): string {
  return path.join(path.resolve(dataDir), 'receipts');
}

/**
 * Where this server keeps receipts: the S3-compatible bucket when RECEIPTS_S3_BUCKET is set, else files
 * under DATA_DIR/receipts. Nothing is contacted or loaded here: the S3 SDK is imported on the first call.
 */
export function receiptStoreFrom(env: ReceiptStoreEnv): ReceiptStore {
  if (!env.RECEIPTS_S3_BUCKET) return new FileReceiptStore(receiptsDirOf(env.DATA_DIR));
  return new S3ReceiptStore({
    bucket: env.RECEIPTS_S3_BUCKET,
    endpoint: env.RECEIPTS_S3_ENDPOINT,
    region: env.RECEIPTS_S3_REGION,
    // loadEnv accepts both keys or neither; neither: the SDK's default chain.
    credentials:
      env.RECEIPTS_S3_ACCESS_KEY_ID && env.RECEIPTS_S3_SECRET_ACCESS_KEY
        ? { accessKeyId: env.RECEIPTS_S3_ACCESS_KEY_ID, secretAccessKey: env.RECEIPTS_S3_SECRET_ACCESS_KEY }
        : undefined,
    // Self-hosted stores (MinIO, ...) rarely have a DNS name per bucket: path style unless told otherwise.
    forcePathStyle: env.RECEIPTS_S3_FORCE_PATH_STYLE ?? env.RECEIPTS_S3_ENDPOINT !== undefined,
    prefix: env.RECEIPTS_S3_PREFIX,
  });
}
