import type { RequestIdVariables } from 'hono/request-id';
import type { SessionToken } from '../auth/session-lookup';
import type { Logger } from '../logger';

export interface SessionUser {
  id: string;
  email: string;
  name: string;
}

/** What middleware puts on the Hono context for the handlers after it. */
export interface AppEnv {
  Variables: RequestIdVariables & {
    log: Logger;
    user: SessionUser;
    /**
     * Set when a tax preparer reads a client's books (client-view.ts): the preparer, while `user` is the client.
     */
    viewer?: SessionUser;
    /** Set instead of `user` on the routes that check the session in their own statement. */
    sessionToken: SessionToken;
    /** An upload route's body, read when asked (upload-body.ts). */
    uploadBody: () => Promise<ArrayBuffer>;
  };
}
