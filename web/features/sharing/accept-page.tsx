import { useState } from 'react';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { PageTitle } from '../../components/ui/page-title';
import { Link, useSearchParams } from '../../lib/router';
import { useSession } from '../auth/session';
import { openClientBooks } from './client-view';
import { acceptInvitation } from './sharing-api';

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The invitation's link: the signed-in person accepts it with a button (a mail app that opens links to check them
 * does not use up the invitation), and then opens the client's books. Signed out, the app sends them to sign in (or
 * create an account) and back here.
 */
export function AcceptPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const session = useSession();
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);
  const accept = async () => {
    setError(undefined);
    setPending(true);
    try {
      const { clientId } = await acceptInvitation(token);
      openClientBooks(clientId);
    } catch (failure) {
      setError(errorText(failure));
      setPending(false);
    }
  };
  return (
    <div className="mx-auto max-w-xl space-y-4">
      <PageTitle title="Accept invitation">Accept invitation</PageTitle>
      <p className="text-slate-700">
        Someone invited you to see their GigTally books, read only. You are signed in as{' '}
        <strong className="break-all">{session.data?.user.email}</strong>; the invitation must have been sent
        to this address.
      </p>
      <div aria-live="polite">{error && <Alert tone="error">{error}</Alert>}</div>
      <div className="flex flex-wrap gap-3">
        <Button onClick={() => void accept()} disabled={pending}>
          {pending ? 'Accepting...' : 'Accept and open their books'}
        </Button>
        <Link to="/sharing" className="self-center text-sm font-medium text-brand-700 underline">
          Not now
        </Link>
      </div>
    </div>
  );
}

export const Component = AcceptPage;
