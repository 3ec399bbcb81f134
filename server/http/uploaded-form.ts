import type { Context } from 'hono';
import type { z, ZodObject } from 'zod';
import { offThreadMessages } from '../../core/off-thread-messages';
import { UploadedFile } from '../../core/uploaded-file';
import { readUploadFormOffThread } from '../services/imports/read-statement-off-thread';
import { ApiError, validationFailed } from './api-error';
import type { AppEnv } from './app-env';

const FORM_TYPES = /^(multipart\/form-data|application\/x-www-form-urlencoded)\b/i;

/**
 * An upload's fields by name, for its zod schema. The body is parsed on a worker thread, not by Hono's form
 * validator on the event loop (parsing 10 MB of form there stalled other requests); a body that is not a form (or
 * not the form it says) has no fields, as with Hono. The last value of a repeated field wins, as in parseBody. A body
 * with more parts than the form has fields is refused before any part is built: 150,000 empty parts in 14 MB cost the
 * event loop seconds as Files.
 */
async function uploadedForm(
  c: Context<AppEnv>,
  maxParts: number,
): Promise<Record<string, string | UploadedFile>> {
  const contentType = c.req.header('content-type') ?? '';
  const parts = FORM_TYPES.test(contentType)
    ? await readUploadFormOffThread({ contentType, body: await bodyOf(c), maxParts }, c.var.user.id)
    : null;
  if (parts === 'too-many-parts') {
    throw new ApiError('validation-failed', offThreadMessages.tooManyParts, {
      _: offThreadMessages.tooManyParts,
    });
  }
  const form: Record<string, string | UploadedFile> = {};
  for (const part of parts ?? []) {
    form[part.name] =
      'text' in part ? part.text : new UploadedFile(part.file.fileName, part.file.type, part.file.bytes);
  }
  return form;
}

/** The body, read by the route's uploadBody limit when it has one. */
async function bodyOf(c: Context<AppEnv>): Promise<ArrayBuffer> {
  const readUploadBody = c.get('uploadBody');
  return readUploadBody ? readUploadBody() : c.req.arrayBuffer();
}

/** An upload's fields checked by its schema (statement, receipt, 1099 PDF); a 400 with field messages if not. */
export async function validUpload<Schema extends ZodObject>(
  c: Context<AppEnv>,
  schema: Schema,
): Promise<z.output<Schema>> {
  const result = schema.safeParse(await uploadedForm(c, Object.keys(schema.shape).length));
  if (!result.success) throw validationFailed(result.error);
  return result.data;
}
