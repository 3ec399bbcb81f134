import { Hono } from 'hono';
import {
  acceptSchema,
  answerSchema,
  commentSchema,
  invitationSchema,
  sharingIdParamSchema,
  sharingMessages,
} from '../../core/sharing/sharing';
import type { Database } from '../db/client';
import { ApiError } from '../http/api-error';
import type { AppEnv } from '../http/app-env';
import { clientNamed } from '../http/client-view';
import { requirePro } from '../http/require-pro';
import { validate } from '../http/validate';
import { addComment, answerComment, commentsOf } from '../services/sharing/comments';
import {
  accessLog,
  clientViewOf,
  revokeGrant,
  sharedClients,
  sharingOverview,
} from '../services/sharing/grants';
import {
  acceptInvitation,
  cancelInvitation,
  inviteToBooks,
  type InvitationMail,
} from '../services/sharing/invitations';

const idOf = (message: string) => validate('param', sharingIdParamSchema, new ApiError('not-found', message));

/**
 * Shared access. The owner's side: invite (Pro: the owner's plan, not the preparer's), see who can see and when they
 * looked, revoke, answer notes. The preparer's side: accept, list the books shared with them, leave a note, and read
 * the notes of a client's books (naming the client as on every read). These routes are each person's own: the
 * client view (client-view.ts) does not apply to them.
 */
export function sharingRoutes(db: Database, mail: InvitationMail) {
  return new Hono<AppEnv>()
    .get('/', async (c) => c.json(await sharingOverview(db, c.var.user.id)))
    .post('/invitations', requirePro(db), validate('json', invitationSchema), async (c) =>
      c.json(await inviteToBooks(db, c.var.user, c.req.valid('json'), mail), 201),
    )
    .delete('/invitations/:id', idOf(sharingMessages.invitationNotFound), async (c) => {
      await cancelInvitation(db, c.var.user.id, c.req.valid('param').id);
      return c.body(null, 204);
    })
    .delete('/grants/:id', idOf(sharingMessages.grantNotFound), async (c) => {
      await revokeGrant(db, c.var.user.id, c.req.valid('param').id);
      return c.body(null, 204);
    })
    .get('/log', async (c) => c.json({ entries: await accessLog(db, c.var.user.id) }))
    .post('/accept', validate('json', acceptSchema), async (c) =>
      c.json(await acceptInvitation(db, c.var.user, c.req.valid('json').token)),
    )
    .get('/clients', async (c) => c.json({ clients: await sharedClients(db, c.var.user.id) }))
    .get('/comments', async (c) => {
      // The owner reads the notes on their books; a preparer naming a client, the notes on that client's.
      const clientId = clientNamed(c);
      if (clientId === undefined) return c.json({ comments: await commentsOf(db, c.var.user.id) });
      if (!(await clientViewOf(db, c.var.user.id, clientId)))
        throw new ApiError('not-found', sharingMessages.clientNotShared);
      return c.json({ comments: await commentsOf(db, clientId) });
    })
    .post('/comments', validate('json', commentSchema), async (c) =>
      c.json(await addComment(db, c.var.user, c.req.valid('json')), 201),
    )
    .put(
      '/comments/:id/answer',
      idOf(sharingMessages.commentNotFound),
      validate('json', answerSchema),
      async (c) =>
        c.json(await answerComment(db, c.var.user.id, c.req.valid('param').id, c.req.valid('json').text)),
    );
}
