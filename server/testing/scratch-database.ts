import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** Runs `run` on a client of the PostgreSQL server at adminUrl, then closes it. */
export async function withAdminClient(
  adminUrl: string,
  run: (client: pg.Client) => Promise<unknown>,
): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await run(client);
  } finally {
    await client.end();
  }
}

/** A new, empty database on the PostgreSQL server at adminUrl: its URL, and drop() to remove it. */
export async function scratchDatabase(
  adminUrl: string,
  prefix = 'gt_test',
): Promise<{ name: string; url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await withAdminClient(adminUrl, (client) => client.query(`CREATE DATABASE "${name}"`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () =>
      withAdminClient(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)),
  };
}
