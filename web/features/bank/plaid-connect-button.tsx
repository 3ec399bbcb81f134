import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import type { BankConnectionView, PlaidLinkTokenView } from '../../../core/bank';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { ApiRequestError, apiFetch, networkErrorMessage } from '../../lib/api';
import { loadPublicConfig } from '../../lib/public-config';
import { plaidConnectTexts, plaidExitMessage, plaidOffered } from './plaid-connect-messages';
import { useAttemptFailure } from './use-attempt-failure';

// react-plaid-link (and through it cdn.plaid.com's script) arrives only when the person asks to connect.
const PlaidLinkSession = lazy(() =>
  import('./plaid-link-session').then((module) => ({ default: module.PlaidLinkSession })),
);

type Step =
  { name: 'idle' } | { name: 'starting' } | { name: 'linking'; linkToken: string } | { name: 'connecting' };

interface PlaidConnectButtonProps {
  /** The new connection (POST /api/bank/connections answered 201, its first sync done). */
  onConnected: (connection: BankConnectionView) => void;
  /** How many connections the page has made: when it moves on, an earlier failure shown here goes. */
  connectedCount: number;
}

const messageOf = (error: unknown) =>
  error instanceof ApiRequestError ? error.message : networkErrorMessage;

/**
 * Connect a bank through Plaid. Renders nothing unless this server offers Plaid (GET /api/config). A click
 * asks the server for a Link token, opens Plaid Link, and hands the public token Link returns to
 * POST /api/bank/connections {provider: 'plaid', publicToken}. Errors show beside the button in the API's words.
 */
export function PlaidConnectButton({ onConnected, connectedCount }: PlaidConnectButtonProps) {
  const [offered, setOffered] = useState(false);
  const [step, setStep] = useState<Step>({ name: 'idle' });
  const [error, setError] = useAttemptFailure(connectedCount);

  useEffect(() => {
    let current = true;
    loadPublicConfig()
      .then((config) => {
        if (current) setOffered(plaidOffered(config));
      })
      // Without the configuration the other ways of connecting still work; Plaid simply is not offered.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, []);

  const start = async () => {
    setError(undefined);
    setStep({ name: 'starting' });
    try {
      const { linkToken } = await apiFetch<PlaidLinkTokenView>('/api/bank/plaid/link-token', {
        method: 'POST',
        body: JSON.stringify({}),
      });
      setStep({ name: 'linking', linkToken });
    } catch (failure) {
      setError(messageOf(failure));
      setStep({ name: 'idle' });
    }
  };

  const connect = useCallback(
    async (publicToken: string) => {
      setStep({ name: 'connecting' });
      try {
        const connection = await apiFetch<BankConnectionView>('/api/bank/connections', {
          method: 'POST',
          body: JSON.stringify({ provider: 'plaid', publicToken }),
        });
        setStep({ name: 'idle' });
        onConnected(connection);
      } catch (failure) {
        setError(
          failure instanceof ApiRequestError
            ? (failure.fields?.publicToken ?? failure.message)
            : messageOf(failure),
        );
        setStep({ name: 'idle' });
      }
    },
    [onConnected, setError],
  );

  const exit = useCallback(
    (exitError: { display_message: string | null } | null) => {
      setError(plaidExitMessage(exitError));
      setStep({ name: 'idle' });
    },
    [setError],
  );

  const scriptFailed = useCallback(() => {
    setError(plaidConnectTexts.scriptFailed);
    setStep({ name: 'idle' });
  }, [setError]);

  if (!offered) return null;
  const busy = step.name !== 'idle';
  return (
    <div className="flex flex-col items-start gap-3">
      <Button onClick={() => void start()} disabled={busy} aria-busy={busy}>
        {step.name === 'starting' || step.name === 'linking'
          ? plaidConnectTexts.starting
          : step.name === 'connecting'
            ? plaidConnectTexts.connecting
            : plaidConnectTexts.button}
      </Button>
      {error && <Alert tone="error">{error}</Alert>}
      {step.name === 'linking' && (
        <Suspense fallback={null}>
          <PlaidLinkSession
            linkToken={step.linkToken}
            onPublicToken={(publicToken) => void connect(publicToken)}
            onExit={exit}
            onScriptError={scriptFailed}
          />
        </Suspense>
      )}
    </div>
  );
}
