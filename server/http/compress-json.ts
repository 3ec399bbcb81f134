import { gzipSync, deflateSync } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';

/** Below this a reply is sent as it is (as hono's compress: headers and framing would outweigh the saving). */
export const COMPRESS_MIN_BYTES = 1024;
/** Up to this a JSON reply is compressed at once in memory; a larger one is left to the streaming compress. */
export const COMPRESS_IN_MEMORY_MAX_BYTES = 256 * 1024;

const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;

/** gzip when the client takes it, else deflate, else nothing (hono's compress prefers gzip the same way). */
function encodingFor(acceptEncoding: string | undefined): 'gzip' | 'deflate' | null {
  if (!acceptEncoding) return null;
  const accepts = (name: string) =>
    acceptEncoding.split(',').some((part) => {
      const [token, ...params] = part.trim().toLowerCase().split(';');
      if (token !== name && token !== '*') return false;
      const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
      return q === undefined || Number(q.slice(2)) > 0;
    });
  if (accepts('gzip')) return 'gzip';
  if (accepts('deflate')) return 'deflate';
  return null;
}

/**
 * A reply's body read up to `max` bytes: all of it when it is no longer, else a stream that gives what was read and
 * then the rest as it comes, so a streamed download (the account export) is never held in memory whole.
 */
async function readUpTo(
  body: ReadableStream<Uint8Array>,
  max: number,
): Promise<{ whole: Uint8Array<ArrayBuffer> } | { rest: ReadableStream<Uint8Array> }> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return { whole: new Uint8Array(Buffer.concat(chunks)) };
    chunks.push(value);
    size += value.byteLength;
    if (size > max) {
      const rest = new ReadableStream<Uint8Array>({
        start(controller) {
          for (const chunk of chunks) controller.enqueue(chunk);
        },
        async pull(controller) {
          const next = await reader.read();
          if (next.done) controller.close();
          else controller.enqueue(next.value);
        },
        cancel: (reason) => reader.cancel(reason),
      });
      return { rest };
    }
  }
}

/**
 * The text of a reply made from a string (as `c.json` makes one) by @hono/node-server's light Response, which keeps
 * its status, body and headers under a symbol of its own until something asks for more; undefined for any other
 * reply. Reading `body` instead turns it into a whole Web Response with a stream, read back chunk by chunk: ~0.2 ms
 * of a 1 ms request.
 */
export function lightResponseText(res: Response): string | undefined {
  const kept = Object.getOwnPropertySymbols(res).find((symbol) => symbol.description === 'cache');
  if (kept === undefined) return undefined;
  const [, body] = (res as unknown as Record<symbol, [status: number, body: unknown]>)[kept]!;
  return typeof body === 'string' ? body : undefined;
}

/** The reply's whole body and its size when it is at most `max` bytes, else what readUpTo gives; null when it has none. */
async function bodyUpTo(
  res: Response,
  max: number,
): Promise<
  { whole: string | Uint8Array<ArrayBuffer>; bytes: number } | { rest: ReadableStream<Uint8Array> } | null
> {
  const text = lightResponseText(res);
  if (text !== undefined) {
    const bytes = Buffer.byteLength(text);
    if (bytes <= max) return { whole: text, bytes };
  }
  if (!res.body) return null;
  const read = await readUpTo(res.body, max);
  return 'whole' in read ? { whole: read.whole, bytes: read.whole.byteLength } : read;
}

/**
 * The API's JSON replies compressed in memory, in one call, instead of through a CompressionStream: the
 * stream's set-up and chunked response cost more than the compression of a page of items, on every request. Small
 * replies go as they are, with their length, so the streaming compress after it leaves them alone; large ones (a JSON
 * export) are left to it, so a big reply never blocks the server while it compresses.
 */
export function compressJson(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    // The body is looked at last: asking for it turns @hono/node-server's light reply into a whole Web Response,
    // which a reply sent as it is never needs.
    if (
      c.req.method === 'HEAD' ||
      res.status === 206 ||
      res.headers.has('Content-Encoding') ||
      res.headers.has('Content-Length') ||
      !res.headers.get('Content-Type')?.startsWith('application/json') ||
      NO_TRANSFORM.test(res.headers.get('Cache-Control') ?? '')
    )
      return;
    const vary = res.headers.get('Vary');
    if (!vary) res.headers.set('Vary', 'Accept-Encoding');
    else if (vary !== '*' && !/(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(vary))
      res.headers.set('Vary', `${vary}, Accept-Encoding`);
    const encoding = encodingFor(c.req.header('Accept-Encoding'));
    // A client that takes no compression gets the reply untouched (no copy of its body).
    if (!encoding) return;
    const read = await bodyUpTo(res, COMPRESS_IN_MEMORY_MAX_BYTES);
    if (!read) return;
    const headers = new Headers(res.headers);
    if ('rest' in read) {
      // Left to the streaming compress, as before.
      c.res = undefined;
      c.res = new Response(read.rest, { status: res.status, headers });
      return;
    }
    let sent = read.whole;
    let bytes = read.bytes;
    if (bytes >= COMPRESS_MIN_BYTES) {
      sent = new Uint8Array(encoding === 'gzip' ? gzipSync(sent) : deflateSync(sent));
      bytes = sent.byteLength;
      headers.set('Content-Encoding', encoding);
    }
    headers.set('Content-Length', String(bytes));
    c.res = undefined;
    c.res = new Response(sent, { status: res.status, headers });
  };
}
