import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { gunzipSync, inflateSync } from 'node:zlib';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { stream } from 'hono/streaming';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COMPRESS_IN_MEMORY_MAX_BYTES,
  COMPRESS_MIN_BYTES,
  compressJson,
  lightResponseText,
} from './compress-json';

const bigValue = (bytes: number) => ({ text: 'gig '.repeat(Math.ceil(bytes / 4)) });

// As app.ts mounts them: the streaming compress outside, compressJson on the API inside.
const app = new Hono();
app.use('*', compress());
app.use('/api/*', compressJson());
app.get('/api/small', (c) => c.json({ ok: true }));
app.get('/api/page', (c) => c.json(bigValue(20_000)));
app.get('/api/huge', (c) => c.json(bigValue(COMPRESS_IN_MEMORY_MAX_BYTES + 1000)));
app.get('/api/csv', (c) => c.text('a,b\n'.repeat(1000), 200, { 'Content-Type': 'text/csv' }));
app.get('/api/no-transform', (c) => c.json(bigValue(5000), 200, { 'Cache-Control': 'no-transform' }));
app.get('/api/error', (c) => c.json({ error: bigValue(5000) }, 400));
// A streamed JSON download (as the account export is) whose end waits until the test lets it go.
let finishDownload = () => {};
const downloadPart = 'x'.repeat(COMPRESS_IN_MEMORY_MAX_BYTES);
app.get('/api/download', (c) => {
  c.header('Content-Type', 'application/json; charset=utf-8');
  const finished = new Promise<void>((resolve) => (finishDownload = resolve));
  return stream(c, async (out) => {
    await out.write(`["${downloadPart}",`);
    await out.write(`"${downloadPart}",`);
    await finished;
    await out.write('"end"]');
  });
});

type Get = (path: string, acceptEncoding?: string) => Response | Promise<Response>;

const asWebRequest: Get = (path, acceptEncoding) =>
  app.request(path, { headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {} });

// As main.ts serves the app: @hono/node-server answers with its light replies, which compressJson reads without
// making them Web Responses. The reply comes back as its bytes were sent, once its headers are in.
let server: ServerType;
const overHttp: Get = (path, acceptEncoding) =>
  new Promise((resolve, reject) => {
    const { port } = server.address() as AddressInfo;
    http
      .get(
        {
          host: '127.0.0.1',
          port,
          path,
          headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {},
        },
        (reply) => {
          const headers = new Headers();
          for (const [name, value] of Object.entries(reply.headers))
            if (typeof value === 'string') headers.set(name, value);
          resolve(
            new Response(Readable.toWeb(reply) as ReadableStream, { status: reply.statusCode, headers }),
          );
        },
      )
      .on('error', reject);
  });

describe.each([
  ['as a Web request', asWebRequest],
  ['over HTTP from @hono/node-server', overHttp],
])('compressJson %s', (way, get) => {
  beforeAll(async () => {
    if (get !== overHttp) return;
    server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 });
    await new Promise((resolve) => server.once('listening', resolve));
  });
  afterAll(() => server?.close());

  it('gzips a JSON reply of a page in one piece, with its length and Vary', async () => {
    const res = await get('/api/page', 'gzip, deflate, br');
    expect(res.headers.get('Content-Encoding')).toBe('gzip');
    expect(res.headers.get('Vary')).toBe('Accept-Encoding');
    const body = new Uint8Array(await res.arrayBuffer());
    expect(Number(res.headers.get('Content-Length'))).toBe(body.byteLength);
    expect(body.byteLength).toBeLessThan(1000);
    expect(JSON.parse(gunzipSync(body).toString('utf8'))).toEqual(bigValue(20_000));
  });

  it('deflates when the client takes deflate and not gzip', async () => {
    const res = await get('/api/page', 'gzip;q=0, deflate');
    expect(res.headers.get('Content-Encoding')).toBe('deflate');
    expect(JSON.parse(inflateSync(new Uint8Array(await res.arrayBuffer())).toString('utf8'))).toEqual(
      bigValue(20_000),
    );
  });

  it('sends JSON as it is to a client that takes no compression', async () => {
    const res = await get('/api/page');
    expect(res.headers.get('Content-Encoding')).toBeNull();
    expect(res.headers.get('Vary')).toBe('Accept-Encoding');
    expect(await res.json()).toEqual(bigValue(20_000));
  });

  it(`sends a reply under ${COMPRESS_MIN_BYTES} bytes as it is, which the streaming compress then leaves alone`, async () => {
    const res = await get('/api/small', 'gzip');
    expect(res.headers.get('Content-Encoding')).toBeNull();
    expect(res.headers.get('Content-Length')).toBe(String('{"ok":true}'.length));
    expect(await res.json()).toEqual({ ok: true });
  });

  it('compresses error replies too, keeping their status', async () => {
    const res = await get('/api/error', 'gzip');
    expect(res.status).toBe(400);
    expect(res.headers.get('Content-Encoding')).toBe('gzip');
    expect(JSON.parse(gunzipSync(new Uint8Array(await res.arrayBuffer())).toString('utf8'))).toEqual({
      error: bigValue(5000),
    });
  });

  it(`leaves a JSON reply over ${COMPRESS_IN_MEMORY_MAX_BYTES} bytes to the streaming compress`, async () => {
    const res = await get('/api/huge', 'gzip');
    expect(res.headers.get('Content-Encoding')).toBe('gzip');
    expect(res.headers.get('Content-Length')).toBeNull();
    expect(JSON.parse(gunzipSync(new Uint8Array(await res.arrayBuffer())).toString('utf8'))).toEqual(
      bigValue(COMPRESS_IN_MEMORY_MAX_BYTES + 1000),
    );
  });

  it('answers a streamed JSON download before its end is written, and never holds it whole', async () => {
    const res = await get('/api/download', 'gzip');
    // The reply is under way while the route still waits to write its end.
    expect(res.headers.get('Content-Encoding')).toBe('gzip');
    expect(res.headers.get('Content-Length')).toBeNull();
    finishDownload();
    expect(JSON.parse(gunzipSync(new Uint8Array(await res.arrayBuffer())).toString('utf8'))).toEqual([
      downloadPart,
      downloadPart,
      'end',
    ]);
  });

  it('leaves replies that are not JSON to the streaming compress', async () => {
    const res = await get('/api/csv', 'gzip');
    expect(res.headers.get('Content-Encoding')).toBe('gzip');
    expect(res.headers.get('Content-Length')).toBeNull();
  });

  it('does not compress a reply marked no-transform', async () => {
    const res = await get('/api/no-transform', 'gzip');
    expect(res.headers.get('Content-Encoding')).toBeNull();
    expect(await res.json()).toEqual(bigValue(5000));
  });
});

describe('lightResponseText', () => {
  it("reads the text of @hono/node-server's light reply, which serving the app makes the global Response", () => {
    const served = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 });
    served.close();
    const reply = new Response('{"ok":true}', { headers: { 'Content-Type': 'application/json' } });
    expect(lightResponseText(reply)).toBe('{"ok":true}');
    expect(lightResponseText(new Response(new Uint8Array([1, 2])))).toBeUndefined();
  });
});
