import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '../../lib/router';
import { localDate } from '../../../core/dates';
import { accountExportFileName, accountMessages } from '../../../core/preferences';
import { type DeleteAccountInput } from '../../../core/account-deletion';
import { apiFetch } from '../../lib/api';
import { downloadFromApi } from '../../lib/download';
import { leaveLoginMessage } from '../auth/login-message';
import { useSession } from '../auth/session';
import { browserOutboxStorage } from '../offline/outbox-storage';
import { clearOutbox } from '../offline/quick-entry-outbox';

/** GET /api/account/export: the whole account as one JSON file; answers the file name. */
export const downloadAccountExport = () =>
  downloadFromApi('/api/account/export', accountExportFileName(localDate()));

/**
 * DELETE /api/account with the password (or DELETE typed out), then the way out: the server has ended the session and cleared its cookies; here the
 * session store learns it is signed out, /login says the account is gone and every cached answer is dropped.
 */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { data: session, refetch: refetchSession } = useSession();
  const userId = session?.user.id;
  return useMutation({
    mutationFn: (input: DeleteAccountInput) =>
      apiFetch<void>('/api/account', { method: 'DELETE', body: JSON.stringify(input) }),
    onSuccess: async () => {
      // Quick Entry items still waiting on this device belong to the account that is gone: they go too. The
      // device forgets the user (for Quick Entry offline) as the session store learns nobody is signed in.
      if (userId) await clearOutbox(browserOutboxStorage, userId).catch(() => undefined);
      // Left before the session store learns nobody is signed in: the shell then sends the page to /login on its
      // own, and /login shows it.
      leaveLoginMessage(accountMessages.accountDeleted);
      await refetchSession();
      navigate('/login', { replace: true });
      queryClient.clear();
    },
  });
}
