import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppEnv } from './app-env';
import { handleError } from './error-handler';
import { uploadBody } from './upload-body';

const LIMIT = 200_000;
const TOO_LARGE = 'This file is larger than the limit.';

/** An upload route that answers the body's length and first and last bytes, as the handler received them. */
function uploadApp() {
  const app = new Hono<AppEnv>().use('/upload', uploadBody(LIMIT, TOO_LARGE)).post('/upload', async (c) => {
    const body = new Uint8Array(await c.var.uploadBody());
    return c.json({ length: body.byteLength, first: body[0], last: body.at(-1) });
  });
  app.onError(handleError);
  return app;
}

/** `length` bytes counting 0..250 over and over, so that a byte out of place shows. */
function bytesOf(length: number): Uint8Array<ArrayBuffer> {
  return Uint8Array.from({ length }, (_, index) => index % 251);
}

/** A body sent in `pieces` chunks with no Content-Length, as a browser streams one (Transfer-Encoding: chunked). */
function streamed(bytes: Uint8Array, pieces: number): RequestInit {
  const size = Math.ceil(bytes.byteLength / pieces);
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let from = 0; from < bytes.byteLength; from += size)
        controller.enqueue(bytes.slice(from, from + size));
      controller.close();
    },
  });
  return { method: 'POST', body, duplex: 'half' } as RequestInit;
}

const tooLargeAnswer = { error: { code: 'payload-too-large', message: TOO_LARGE } };

describe('an upload body served by Node', () => {
  let server: ServerType;
  let url = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => {
      server = serve({ fetch: uploadApp().fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => {
        url = `http://127.0.0.1:${info.port}/upload`;
        resolve();
      });
    });
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('arrives whole with its declared length', async () => {
    const res = await fetch(url, { method: 'POST', body: bytesOf(150_000) });
    expect(await res.json()).toEqual({ length: 150_000, first: 0, last: 149_999 % 251 });
  });

  it('arrives whole in chunks with no length declared, past the first guess of 64 KiB', async () => {
    const res = await fetch(url, streamed(bytesOf(LIMIT), 7));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ length: LIMIT, first: 0, last: (LIMIT - 1) % 251 });
  });

  it('is refused with 413 and the route’s message when its declared length is one byte over', async () => {
    const res = await fetch(url, { method: 'POST', body: bytesOf(LIMIT + 1) });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject(tooLargeAnswer);
  });

  it('is refused with 413 when chunks with no declared length go one byte over', async () => {
    const res = await fetch(url, streamed(bytesOf(LIMIT + 1), 5));
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject(tooLargeAnswer);
  });
});

describe('an upload body of a Web Request (no Node request beneath it)', () => {
  it('arrives whole, and is refused one byte over', async () => {
    const app = uploadApp();
    const whole = await app.request('/upload', streamed(bytesOf(100_000), 3));
    expect(await whole.json()).toEqual({ length: 100_000, first: 0, last: 99_999 % 251 });
    const over = await app.request('/upload', streamed(bytesOf(LIMIT + 1), 3));
    expect(over.status).toBe(413);
    expect(await over.json()).toMatchObject(tooLargeAnswer);
  });

  it('is empty when there is none', async () => {
    const res = await uploadApp().request('/upload', { method: 'POST' });
    expect(await res.json()).toEqual({ length: 0 });
  });
});
