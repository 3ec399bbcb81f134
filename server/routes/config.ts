import { Hono } from 'hono';
import type { PublicConfig } from '../../core/public-config';
import type { AppEnv } from '../http/app-env';

export function configRoutes(config: PublicConfig) {
  return new Hono<AppEnv>().get('/', (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.json(config);
  });
}
