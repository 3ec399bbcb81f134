import { useNavigation } from '../../lib/navigation';
import { toast } from '../../lib/toasts';
import { forgetClientBooks } from '../sharing/client-view';
import { announceSessionChange, endSession } from './session';

/**
 * Ends the session on the server and returns to /login. The app drops its cached data when the session ends
 * (web/app/providers.tsx); the header's menu also offers this on the landing page, where no cache exists.
 */
export function useSignOut(afterSignOut?: () => void) {
  const { navigate } = useNavigation();
  return async () => {
    try {
      // The better-auth client comes with the first account action rather than with every page (session.ts).
      const { authClient } = await import('./auth-client');
      const { error } = await authClient.signOut();
      if (error) throw new Error(error.message ?? `sign-out answered ${error.status}`);
    } catch (error) {
      console.error('sign-out failed', error);
      toast.error('Failed to log out. Please try again.');
      return;
    }
    afterSignOut?.();
    // The next person to sign in on this browser starts in their own books.
    forgetClientBooks();
    endSession();
    announceSessionChange('signout');
    navigate('/login', { replace: true });
  };
}
