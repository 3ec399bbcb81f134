import { readStatement } from '../../../core/import/statement';

// Runs in a worker thread of the statement pool (read-statement-off-thread.ts), never on the server's event loop.

/** Piscina hands a task one value: readStatement's arguments, passed on as they are. */
export function readStatementTask(args: Parameters<typeof readStatement>): ReturnType<typeof readStatement> {
  return readStatement(...args);
}

/** A request body as it came in, with the Content-Type that says how its parts are separated. */
export interface UploadBody {
  contentType: string;
  body: ArrayBuffer;
}

/** One part of the form: text, or a file's name, type and bytes (a File does not cross between threads). */
export type UploadPart =
  | { name: string; text: string }
  | { name: string; file: { fileName: string; type: string; bytes: Uint8Array<ArrayBuffer> } };

/** The form's parts in order, or null when the body is not the form its Content-Type says. */
export async function readUploadFormTask({ contentType, body }: UploadBody): Promise<UploadPart[] | null> {
  let form: FormData;
  try {
    form = await new Response(body, { headers: { 'content-type': contentType } }).formData();
  } catch {
    return null;
  }
  const parts: UploadPart[] = [];
  for (const [name, value] of form) {
    if (typeof value === 'string') parts.push({ name, text: value });
    else {
      const bytes = new Uint8Array(await value.arrayBuffer());
      parts.push({ name, file: { fileName: value.name, type: value.type, bytes } });
    }
  }
  return parts;
}
