import { IncomingMessage } from 'node:http';
import type { Context, MiddlewareHandler } from 'hono';
import { ApiError } from './api-error';
import type { AppEnv } from './app-env';

// An upload's body is read once, straight into one buffer of the size its Content-Length declares, a chunk at a time
// as it arrives. Read the usual way (a web stream, its chunks joined, then copied into an ArrayBuffer) a 10 MB
// statement cost the event loop three copies and the garbage they left: a hundred milliseconds and more in which no
// other request was answered. The buffer then moves to the worker thread that parses the form.

/** How big the buffer starts when the body's length is not declared (chunked); it doubles as needed. */
const FIRST_GUESS_BYTES = 64 * 1024;

/**
 * An upload route's body limit: a body declared over `maxBytes` is refused at once, one found over it while being read
 * is refused then (413 with `tooLarge`). The body is read only when the handler asks (`c.var.uploadBody()`), after the
 * session is checked, so that no one signed out has 10 MB held for them.
 */
export function uploadBody(maxBytes: number, tooLarge: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const declared = declaredLength(c);
    if (declared !== undefined && declared > maxBytes) throw new ApiError('payload-too-large', tooLarge);
    let reading: Promise<ArrayBuffer> | undefined;
    c.set('uploadBody', () => {
      reading ??= readBody(chunksOf(c), declared, maxBytes).then((body) => {
        if (body === 'too-large') throw new ApiError('payload-too-large', tooLarge);
        return body;
      });
      return reading;
    });
    await next();
  };
}

function declaredLength(c: Context<AppEnv>): number | undefined {
  if (c.req.header('transfer-encoding') !== undefined) return undefined;
  const length = c.req.header('content-length');
  return length !== undefined && /^\d{1,15}$/.test(length) ? Number(length) : undefined;
}

/** The body's chunks: from Node's request itself when served by Node, else from the Web Request (tests, other hosts). */
function chunksOf(c: Context<AppEnv>): AsyncIterable<Uint8Array> {
  const incoming = (c.env as { incoming?: unknown } | undefined)?.incoming;
  if (incoming instanceof IncomingMessage && !incoming.readableDidRead) return incoming;
  return chunksOfStream(c.req.raw.body);
}

async function* chunksOfStream(body: ReadableStream<Uint8Array> | null): AsyncIterable<Uint8Array> {
  if (!body) return;
  const reader = body.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) yield read.value;
}

async function readBody(
  chunks: AsyncIterable<Uint8Array>,
  declared: number | undefined,
  maxBytes: number,
): Promise<ArrayBuffer | 'too-large'> {
  let buffer = new Uint8Array(declared ?? Math.min(maxBytes, FIRST_GUESS_BYTES));
  let size = 0;
  for await (const chunk of chunks) {
    const end = size + chunk.byteLength;
    if (end > maxBytes) return 'too-large';
    if (end > buffer.byteLength) {
      const grown = new Uint8Array(Math.min(maxBytes, Math.max(end, buffer.byteLength * 2)));
      grown.set(buffer.subarray(0, size));
      buffer = grown;
    }
    buffer.set(chunk, size);
    size = end;
  }
  return size === buffer.byteLength ? buffer.buffer : buffer.buffer.slice(0, size);
}
