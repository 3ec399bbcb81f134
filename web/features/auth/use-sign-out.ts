import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { authClient } from './auth-client';

/** Ends the session on the server, forgets cached data and returns to /login. */
export function useSignOut(afterSignOut?: () => void) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async () => {
    try {
      const { error } = await authClient.signOut();
      if (error) throw new Error(error.message ?? `sign-out answered ${error.status}`);
    } catch (error) {
      console.error('sign-out failed', error);
      toast.error('Failed to log out. Please try again.');
      return;
    }
    afterSignOut?.();
    queryClient.clear();
    await navigate('/login', { replace: true });
  };
}
