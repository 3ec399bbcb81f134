import type { Context } from 'hono';
import type { z, ZodType } from 'zod';
import { readUploadFormOffThread } from '../services/imports/read-statement-off-thread';
import { validationFailed } from './api-error';
import type { AppEnv } from './app-env';

const FORM_TYPES = /^(multipart\/form-data|application\/x-www-form-urlencoded)\b/i;

/**
 * An upload's fields by name, for its zod schema. The body is parsed on a worker thread, not by Hono's form
 * validator on the event loop (parsing 10 MB of form there stalled other requests); a body that is not a form (or
 * not the form it says) has no fields, as with Hono. The last value of a repeated field wins, as in parseBody.
 */
async function uploadedForm(c: Context<AppEnv>): Promise<Record<string, string | File>> {
  const contentType = c.req.header('content-type') ?? '';
  const parts = FORM_TYPES.test(contentType)
    ? await readUploadFormOffThread(contentType, await c.req.arrayBuffer())
    : null;
  const form: Record<string, string | File> = {};
  for (const part of parts ?? []) {
    form[part.name] =
      'text' in part ? part.text : new File([part.file.bytes], part.file.fileName, { type: part.file.type });
  }
  return form;
}

/** An upload's fields checked by its schema (statement, receipt, 1099 PDF); a 400 with field messages if not. */
export async function validUpload<Schema extends ZodType>(
  c: Context<AppEnv>,
  schema: Schema,
): Promise<z.output<Schema>> {
  const result = schema.safeParse(await uploadedForm(c));
  if (!result.success) throw validationFailed(result.error);
  return result.data;
}
