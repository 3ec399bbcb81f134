import { useState } from 'react';
import { viewedClientId } from './client-view';

/**
 * Whether this page shows a client's books to their tax preparer, read only: the page then leaves out what would
 * change them (add, snap a receipt, edit, delete) and what the client does not share (their budget). Read once per
 * page: opening other books reloads the app.
 */
export function useViewingClient(): boolean {
  const [viewing] = useState(() => viewedClientId() !== null);
  return viewing;
}
