import { mkdtemp, rm } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { freePort } from './free-port';

// An S3-compatible server on this machine's loopback for the tests (s3rver 3.7, a dev dependency), so the
// S3 receipt store drives the real @aws-sdk/client-s3 over real HTTP and no test reaches an outside host.
// What s3rver checks: the access key id must be one it knows (S3RVER); it does not verify Signature V4 signatures,
// so a wrong secret with the right key id still passes.

/** The only key pair s3rver accepts. */
export const S3_STAND_IN_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;

/** One request s3rver received. */
export interface RecordedS3Request {
  method: string;
  /** Path and query, such as /gigtally-receipts?delete */
  url: string;
  /** The access key id its Authorization header named, if any. */
  accessKeyId: string | null;
}

export interface S3StandIn {
  /** http://127.0.0.1:<port> */
  endpoint: string;
  /** The buckets made at start. */
  buckets: readonly string[];
  /** The folder s3rver keeps the objects in. */
  directory: string;
  /** Every request so far, oldest first (a test may empty it). */
  requests: RecordedS3Request[];
  stop(): Promise<void>;
}

/** Starts s3rver on a free loopback port over a new temporary folder, with the buckets made. */
export async function startS3StandIn(buckets: readonly string[] = ['gigtally-receipts']): Promise<S3StandIn> {
  const directory = await mkdtemp(path.join(tmpdir(), 'gigtally-s3-'));
  const port = await freePort();
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    silent: true,
    directory,
    configureBuckets: buckets.map((name) => ({ name })),
  });
  try {
    await server.run();
  } catch (error) {
    await rm(directory, { recursive: true, force: true });
    throw error;
  }
  const requests: RecordedS3Request[] = [];
  server.httpServer.on('request', (request: IncomingMessage) => {
    const credential = /Credential=([^/,\s]+)\//.exec(request.headers.authorization ?? '');
    requests.push({
      method: request.method ?? '',
      url: request.url ?? '',
      accessKeyId: credential?.[1] ?? null,
    });
  });
  return {
    requests,
    endpoint: `http://127.0.0.1:${port}`,
    buckets,
    directory,
    async stop() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
