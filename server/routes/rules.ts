import { Hono } from 'hono';
import { builtInRules } from '../../core/categorisation/built-in-rules';
import {
  ruleIdParamSchema,
  ruleMessages,
  ruleOrderSchema,
  rulePatchSchema,
  ruleSchema,
} from '../../core/categorisation/rules';
import type { Database } from '../db/client';
import { ApiError } from '../http/api-error';
import type { AppEnv } from '../http/app-env';
import { validate } from '../http/validate';
import { fileWaitingItems } from '../services/rules/file-waiting-items';
import { createRule, deleteRule, listRules, reorderRules, updateRule } from '../services/rules/manage-rules';

const ruleId = validate('param', ruleIdParamSchema, new ApiError('not-found', ruleMessages.notFound));

/** The person's categorisation rules, and GigTally's built-in ones (read-only). */
export function ruleRoutes(db: Database) {
  return new Hono<AppEnv>()
    .get('/', async (c) => c.json({ rules: await listRules(db, c.var.user.id), builtIn: builtInRules }))
    .post('/', validate('json', ruleSchema), async (c) =>
      c.json(await createRule(db, c.var.user.id, c.req.valid('json')), 201),
    )
    .put('/order', validate('json', ruleOrderSchema), async (c) =>
      c.json({ rules: await reorderRules(db, c.var.user.id, c.req.valid('json').ids) }),
    )
    .patch('/:id', ruleId, validate('json', rulePatchSchema), async (c) =>
      c.json(await updateRule(db, c.var.user.id, c.req.valid('param').id, c.req.valid('json'))),
    )
    .post('/:id/file-waiting', ruleId, async (c) =>
      c.json(await fileWaitingItems(db, c.var.user.id, c.req.valid('param').id)),
    )
    .delete('/:id', ruleId, async (c) => {
      await deleteRule(db, c.var.user.id, c.req.valid('param').id);
      return c.body(null, 204);
    });
}
