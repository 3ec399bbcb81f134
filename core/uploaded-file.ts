/**
 * A file part of an upload, as the server parsed it: its bytes as they came, with no Blob around them. A 10 MB
 * statement put into a File and read back out costs two copies of it on the event loop, enough to hold other requests
 * up for a hundred milliseconds on a busy machine.
 */
export class UploadedFile {
  constructor(
    readonly name: string,
    readonly type: string,
    readonly bytes: Uint8Array<ArrayBuffer>,
  ) {}

  get size(): number {
    return this.bytes.byteLength;
  }
}
