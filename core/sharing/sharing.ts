import { z } from 'zod';
import { EMAIL_PATTERN } from '../auth/credential-rules';
import { itemMessages, NO_NUL } from '../item-rules';
import type { CategoryLine } from '../tax/schedule-c-lines';
import {
  CLIENT_ID_PATTERN,
  COMMENT_MAX_LENGTH,
  commentLines,
  EMAIL_MAX_LENGTH,
  sharingMessages,
} from './sharing-rules';

// The inputs of shared access's routes, checked the same in the browser and on the server. The rules, messages and
// shapes, which the app's first load needs without a validation library, are in sharing-rules.ts.

export * from './sharing-rules';

const emailSchema = z
  .string({ error: sharingMessages.emailRequired })
  .trim()
  .min(1, sharingMessages.emailRequired)
  .max(EMAIL_MAX_LENGTH, sharingMessages.emailTooLong)
  .regex(EMAIL_PATTERN, sharingMessages.emailInvalid)
  .transform((email) => email.toLowerCase());

/** POST /api/sharing/invitations. */
export const invitationSchema = z.strictObject({ email: emailSchema });
export type InvitationInput = z.infer<typeof invitationSchema>;

/** POST /api/sharing/accept: the token of the invitation's link. */
export const acceptSchema = z.strictObject({
  token: z
    .string({ error: sharingMessages.tokenRequired })
    .regex(/^[A-Za-z0-9_-]{20,100}$/, sharingMessages.invitationInvalid),
});

const commentTextSchema = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(COMMENT_MAX_LENGTH, sharingMessages.commentTooLong)
    .regex(NO_NUL, itemMessages.textNul);

/** POST /api/sharing/comments: a preparer's note on a client's item or Schedule C line. */
export const commentSchema = z
  .strictObject({
    clientId: z
      .string({ error: sharingMessages.clientNotShared })
      .regex(CLIENT_ID_PATTERN, sharingMessages.clientNotShared),
    itemId: z.uuid({ error: sharingMessages.itemNotFound }).optional(),
    line: z
      .enum(commentLines as [CategoryLine, ...CategoryLine[]], { error: sharingMessages.lineInvalid })
      .optional(),
    text: commentTextSchema(sharingMessages.commentRequired),
  })
  .refine((comment) => (comment.itemId === undefined) !== (comment.line === undefined), {
    message: sharingMessages.commentTarget,
    path: ['itemId'],
  });
export type CommentInput = z.infer<typeof commentSchema>;

/** The id of an invitation, a grant or a note in a path: a malformed one names nothing, like another owner's. */
export const sharingIdParamSchema = z.object({ id: z.uuid() });

/** PUT /api/sharing/comments/:id/answer: the owner's answer. */
export const answerSchema = z.strictObject({ text: commentTextSchema(sharingMessages.answerRequired) });
