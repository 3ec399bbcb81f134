// Types only: the SDK is imported when a server on the S3 store first reads or writes a receipt, so a server on the
// file store never loads it (as plaid-provider.ts does with Plaid's SDK).
import type { S3Client } from '@aws-sdk/client-s3';
import { checkedReceiptKey } from './checked-receipt-key';
import type { ReceiptStore } from './receipt-store';

// Receipts in an S3-compatible object store (AWS S3, MinIO, Cloudflare R2, Backblaze B2, ...), for
// deployments with several instances. Objects are private: only the server reads them, through the API.

export interface S3ReceiptStoreSettings {
  bucket: string;
  /** Another S3-compatible service's address; unset: AWS S3 in `region`. */
  endpoint?: string | undefined;
  region: string;
  /** Unset: the SDK's default chain (environment, shared files, instance or task role). */
  credentials?: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** Bucket in the path (http://host/bucket/key) rather than in the host name; most self-hosted stores need it. */
  forcePathStyle: boolean;
  /** Put before every key, such as 'gigtally/receipts/'. */
  prefix?: string | undefined;
  /** How long one call (with its retries) may take (default 20 s). */
  timeoutMs?: number | undefined;
}

/** DeleteObjects takes at most this many keys per request (S3 API reference). */
export const DELETE_BATCH_SIZE = 1000;
const DEFAULT_TIMEOUT_MS = 20_000;

type S3Sdk = typeof import('@aws-sdk/client-s3');

/** An SDK error's name and message, for messages that name the store but never its credentials. */
function describeError(error: unknown): string {
  if (error instanceof Error) {
    const code = (error as { code?: string }).code;
    const name = error.name === 'Error' && code ? code : error.name;
    return `${name}: ${error.message}`;
  }
  return String(error);
}

export class S3ReceiptStore implements ReceiptStore {
  readonly kind = 's3' as const;
  private readonly prefix: string;
  private connection: Promise<{ sdk: S3Sdk; client: S3Client }> | undefined;

  // A # field: JSON.stringify, pino and util.inspect never show it, so the secret key is never logged by accident.
  readonly #settings: S3ReceiptStoreSettings;

  constructor(settings: S3ReceiptStoreSettings) {
    this.#settings = settings;
    const prefix = settings.prefix ?? '';
    this.prefix = prefix === '' || prefix.endsWith('/') ? prefix : `${prefix}/`;
  }

  /** The settings without the secret key, for start-up logs and tests. */
  get description() {
    const { bucket, endpoint, region, forcePathStyle } = this.#settings;
    return {
      bucket,
      endpoint,
      region,
      forcePathStyle,
      prefix: this.prefix,
      accessKeyId: this.#settings.credentials?.accessKeyId ?? '(the SDK default chain)',
    };
  }

  /** Where the store is, for messages: the bucket and, for another service, its host. */
  private get where(): string {
    const host = this.#settings.endpoint ? ` at ${new URL(this.#settings.endpoint).host}` : '';
    return `the S3 bucket ${this.#settings.bucket}${host}`;
  }

  /** The SDK and its client, made on first use. */
  private connect(): Promise<{ sdk: S3Sdk; client: S3Client }> {
    this.connection ??= import('@aws-sdk/client-s3').then((sdk) => {
      const timeoutMs = this.#settings.timeoutMs ?? DEFAULT_TIMEOUT_MS;
      const client = new sdk.S3Client({
        region: this.#settings.region,
        endpoint: this.#settings.endpoint,
        forcePathStyle: this.#settings.forcePathStyle,
        credentials: this.#settings.credentials,
        requestHandler: {
          connectionTimeout: Math.min(5_000, timeoutMs),
          requestTimeout: timeoutMs,
          throwOnRequestTimeout: true,
        },
        // Checksums only where the API requires them: several S3-compatible stores refuse the newer checksum
        // headers the SDK would otherwise send with every upload.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      });
      return { sdk, client };
    });
    return this.connection;
  }

  /** Runs one call with the time limit, turning a failure into an Error that says where and what. */
  private async call<T>(
    what: string,
    send: (client: S3Client, sdk: S3Sdk, signal: AbortSignal) => Promise<T>,
  ) {
    const { sdk, client } = await this.connect();
    const timeoutMs = this.#settings.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    const signal = AbortSignal.timeout(timeoutMs);
    try {
      return await send(client, sdk, signal);
    } catch (error) {
      if ((error as Error | null)?.name === 'NoSuchKey') throw error;
      const reason = signal.aborted ? `no answer within ${timeoutMs / 1000} s` : describeError(error);
      throw new Error(`The receipt store (${this.where}) could not ${what}: ${reason}`, { cause: error });
    }
  }

  private objectKey(key: string): string {
    return this.prefix + checkedReceiptKey(key);
  }

  async put(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    const Key = this.objectKey(key);
    await this.call(`write ${key}`, (client, { PutObjectCommand }, abortSignal) =>
      client.send(
        new PutObjectCommand({ Bucket: this.#settings.bucket, Key, Body: bytes, ContentType: contentType }),
        { abortSignal },
      ),
    );
  }

  async get(key: string): Promise<Uint8Array | null> {
    const Key = this.objectKey(key);
    try {
      return await this.call(`read ${key}`, async (client, { GetObjectCommand }, abortSignal) => {
        const answer = await client.send(new GetObjectCommand({ Bucket: this.#settings.bucket, Key }), {
          abortSignal,
        });
        if (!answer.Body) return new Uint8Array(0);
        return await answer.Body.transformToByteArray();
      });
    } catch (error) {
      if ((error as Error).name === 'NoSuchKey') return null;
      throw error;
    }
  }

  /** Removes the objects, DELETE_BATCH_SIZE keys per request; S3 counts a missing key as deleted. */
  async delete(keys: readonly string[]): Promise<void> {
    const objectKeys = keys.map((key) => this.objectKey(key));
    for (let start = 0; start < objectKeys.length; start += DELETE_BATCH_SIZE) {
      const batch = objectKeys.slice(start, start + DELETE_BATCH_SIZE);
      const answer = await this.call(
        `delete ${batch.length} receipt files`,
        (client, { DeleteObjectsCommand }, abortSignal) =>
          client.send(
            new DeleteObjectsCommand({
              Bucket: this.#settings.bucket,
              Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
            }),
            { abortSignal },
          ),
      );
      const failed = answer.Errors?.[0];
      if (failed) {
        throw new Error(
          `The receipt store (${this.where}) could not delete ${answer.Errors!.length} of ${batch.length} receipt files, ` +
            `${failed.Key}: ${failed.Code ?? 'error'}: ${failed.Message ?? ''}`.trimEnd(),
        );
      }
    }
  }
}
