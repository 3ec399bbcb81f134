import { useEffect } from 'react';
import { usePlaidLink, type PlaidLinkError } from 'react-plaid-link';

interface PlaidLinkSessionProps {
  linkToken: string;
  onPublicToken: (publicToken: string) => void;
  onExit: (error: PlaidLinkError | null) => void;
  onScriptError: () => void;
}

/**
 * Plaid Link for one link token: react-plaid-link adds cdn.plaid.com's script (first mount only) and Link opens as
 * soon as it is ready. Mounted only after the person asks to connect, so no page loads Plaid's script before that.
 */
export function PlaidLinkSession({ linkToken, onPublicToken, onExit, onScriptError }: PlaidLinkSessionProps) {
  const { open, ready, error } = usePlaidLink({
    token: linkToken,
    onSuccess: (publicToken) => {
      if (publicToken) onPublicToken(publicToken);
      else onExit(null);
    },
    onExit: (exitError) => onExit(exitError),
  });
  useEffect(() => {
    if (ready) open();
  }, [ready, open]);
  useEffect(() => {
    if (error) onScriptError();
  }, [error, onScriptError]);
  return null;
}
