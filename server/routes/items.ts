import { Hono } from 'hono';
import { itemMessages } from '../../core/items';
import { idParamSchema, itemPatchSchema, newItemSchema } from '../../core/item-input';
import { listItemsQuerySchema } from '../../core/items-query';
import { likelyDuplicatesQuerySchema, type LikelyDuplicates } from '../../core/likely-duplicates';
import { ApiError } from '../http/api-error';
import { requireSessionToken, unauthenticated } from '../http/require-user';
import type { Auth } from '../auth/auth';
import type { Database } from '../db/client';
import type { AppEnv } from '../http/app-env';
import { validate } from '../http/validate';
import { createItem } from '../services/items/create-item';
import { findLikelyDuplicates } from '../services/items/find-likely-duplicates';
import { deleteItem, getItem, updateItem } from '../services/items/item-by-id';
import { listCategoriesInUse } from '../services/items/list-categories-in-use';
import { listItems, listItemsOfSession } from '../services/items/list-items';
import { answerUseCheck, markItems, useCheckOf } from '../services/items/mark-items';
import { categoryShareSchema, markItemsSchema, useCheckActionSchema } from '../../core/item-use-input';
import { listCategoryShares, saveCategoryShare } from '../services/items/category-shares';

// A malformed id names no item of anyone: 404, like another user's id.
const itemId = validate('param', idParamSchema, new ApiError('not-found', itemMessages.notFound));

/**
 * The list of items, the app's busiest request, checks its session inside the page's own statement (one round
 * trip instead of three); app.ts mounts it with requireSessionToken in front, and requireUser only for a tax
 * preparer's read of a client's items.
 */
export function itemListRoutes(auth: Auth, db: Database) {
  return new Hono<AppEnv>().get(
    '/',
    requireSessionToken(auth),
    validate('query', listItemsQuerySchema),
    async (c) => {
      // A tax preparer reading a client's books: the client view has checked the grant and set the client as user.
      const page = c.var.viewer
        ? await listItems(db, c.var.user.id, c.req.valid('query'))
        : await listItemsOfSession(db, c.var.sessionToken, c.req.valid('query'));
      if (!page) throw unauthenticated();
      return c.body(page.json, 200, { 'Content-Type': 'application/json' });
    },
  );
}

export function itemRoutes(db: Database) {
  return (
    new Hono<AppEnv>()
      .get('/categories', async (c) => c.json(await listCategoriesInUse(db, c.var.user.id)))
      // Asked before a hand-entered item is saved (before /:id, which would take the name for an id).
      .get('/likely-duplicates', validate('query', likelyDuplicatesQuerySchema), async (c) => {
        const answer: LikelyDuplicates = {
          items: await findLikelyDuplicates(db, c.var.user.id, c.req.valid('query')),
        };
        return c.json(answer);
      })
      .post('/use', validate('json', markItemsSchema), async (c) =>
        c.json(await markItems(db, c.var.user.id, c.req.valid('json'))),
      )
      .get('/category-shares', async (c) => c.json({ shares: await listCategoryShares(db, c.var.user.id) }))
      .put('/category-shares', validate('json', categoryShareSchema), async (c) =>
        c.json(await saveCategoryShare(db, c.var.user.id, c.req.valid('json'))),
      )
      .get('/use-check', async (c) => c.json(await useCheckOf(db, c.var.user.id)))
      .post('/use-check', validate('json', useCheckActionSchema), async (c) =>
        c.json(await answerUseCheck(db, c.var.user.id, c.req.valid('json').action)),
      )
      .post('/', validate('json', newItemSchema), async (c) => {
        const { item, created } = await createItem(db, c.var.user.id, c.req.valid('json'));
        return c.json(item, created ? 201 : 200);
      })
      .get('/:id', itemId, async (c) => c.json(await getItem(db, c.var.user.id, c.req.valid('param').id)))
      .patch('/:id', itemId, validate('json', itemPatchSchema), async (c) =>
        c.json(await updateItem(db, c.var.user.id, c.req.valid('param').id, c.req.valid('json'))),
      )
      .delete('/:id', itemId, async (c) => {
        await deleteItem(db, c.var.user.id, c.req.valid('param').id);
        return c.body(null, 204);
      })
  );
}
