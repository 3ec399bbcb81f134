import { Hono } from 'hono';
import {
  budgetCategoryBodySchema,
  budgetCategoryParamSchema,
  budgetCopyBodySchema,
  budgetMonthParamSchema,
  budgetQuerySchema,
} from '../../core/budget/budget-input';
import { localDate } from '../../core/dates';
import type { Database } from '../db/client';
import type { AppEnv } from '../http/app-env';
import { validate } from '../http/validate';
import {
  assignInOrder,
  copyBudget,
  getBudget,
  planFromAverage,
  removeBudgetCategory,
  setBudgetCategory,
} from '../services/budget/budget';

/** The person's monthly budget of personal spending; each change answers the month's budget as it now stands. */
export function budgetRoutes(db: Database) {
  const monthBudget = (userId: string, month: string) => getBudget(db, userId, month, localDate());
  return new Hono<AppEnv>()
    .get('/', validate('query', budgetQuerySchema), async (c) => {
      const { month, today } = c.req.valid('query');
      return c.json(await getBudget(db, c.var.user.id, month, today ?? localDate()));
    })
    .put(
      '/:month/categories/:category',
      validate('param', budgetCategoryParamSchema),
      validate('json', budgetCategoryBodySchema),
      async (c) => {
        const { month, category } = c.req.valid('param');
        await setBudgetCategory(db, c.var.user.id, month, category, c.req.valid('json'));
        return c.json(await monthBudget(c.var.user.id, month));
      },
    )
    .delete('/:month/categories/:category', validate('param', budgetCategoryParamSchema), async (c) => {
      const { month, category } = c.req.valid('param');
      await removeBudgetCategory(db, c.var.user.id, month, category);
      return c.json(await monthBudget(c.var.user.id, month));
    })
    .post(
      '/:month/copy',
      validate('param', budgetMonthParamSchema),
      validate('json', budgetCopyBodySchema),
      async (c) => {
        const { month } = c.req.valid('param');
        await copyBudget(db, c.var.user.id, month, c.req.valid('json').from);
        return c.json(await monthBudget(c.var.user.id, month));
      },
    )
    .post('/:month/assign', validate('param', budgetMonthParamSchema), async (c) => {
      const { month } = c.req.valid('param');
      await assignInOrder(db, c.var.user.id, month, localDate());
      return c.json(await monthBudget(c.var.user.id, month));
    })
    .post('/:month/from-average', validate('param', budgetMonthParamSchema), async (c) => {
      const { month } = c.req.valid('param');
      await planFromAverage(db, c.var.user.id, month);
      return c.json(await monthBudget(c.var.user.id, month));
    });
}
