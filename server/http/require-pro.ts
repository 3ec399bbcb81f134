import { createMiddleware } from 'hono/factory';
import { proRequiredMessage } from '../../core/billing';
import { isPro } from '../../core/subscription';
import type { Database } from '../db/client';
import { getSubscription } from '../services/subscription/get-subscription';
import { ApiError } from './api-error';
import type { AppEnv } from './app-env';

/** After requireUser: answers 403 pro-required unless the user is Pro now (tier pro, status active). */
export function requirePro(db: Database) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (!isPro(await getSubscription(db, c.var.user.id)))
      throw new ApiError('pro-required', proRequiredMessage);
    await next();
  });
}
