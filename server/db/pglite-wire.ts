// What the embedded database's thread (pglite-thread.ts) needs to know of PostgreSQL's wire protocol to cut a
// connection's bytes into messages.

// The first bytes of a connection that are not typed messages: SSLRequest and CancelRequest (PostgreSQL's protocol,
// "Message Formats"). A startup message has no type byte either: its second word is the protocol version 3.0.
export const SSL_REQUEST = 80_877_103;
export const CANCEL_REQUEST = 80_877_102;
export const PROTOCOL_3 = 196_608;
/** The type byte of Terminate, the last message of a connection. */
export const TERMINATE = 'X'.charCodeAt(0);

/** The length of the first whole message in `buffer`, or 0 while it is still arriving. */
export function firstMessageLength(buffer: Buffer, typed: boolean): number {
  if (!typed) {
    if (buffer.length < 8) return 0;
    const length = buffer.readInt32BE(0);
    return buffer.length >= length ? length : 0;
  }
  if (buffer.length < 5) return 0;
  const length = 1 + buffer.readInt32BE(1);
  return buffer.length >= length ? length : 0;
}
