import { zodResolver } from '@hookform/resolvers/zod';
import { lazy, Suspense, useEffect, useId, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from '../../lib/router';
import { z } from 'zod';
import type { BankConnectionView, BankProviderName } from '../../../core/bank';
import { setupTokenSchema } from '../../../core/bank-setup-token';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { SubmitButton } from '../../components/ui/form-actions';
import { Panel } from '../../components/ui/panel';
import { errorMessageOf, fieldMessageOf, useConnectBank } from './bank-api';
import { connectionTexts, SIMPLEFIN_BRIDGE_URL } from './bank-texts';
import { useAttemptFailure } from './use-attempt-failure';

// Plaid's code (and Link's script from cdn.plaid.com) arrives only when the server offers Plaid.
const PlaidConnectButton = lazy(() =>
  import('./plaid-connect-button').then((module) => ({ default: module.PlaidConnectButton })),
);

// The SimpleFIN branch of the API's schema (core/bank.ts's connectBankSchema uses the same field schema): the form
// checks what the route checks.
const simplefinSchema = z.object({ provider: z.enum(['simplefin']), setupToken: setupTokenSchema });
type SimplefinInput = z.infer<typeof simplefinSchema>;

interface ConnectProps {
  onConnected: (connection: BankConnectionView) => void;
  /**
   * How many connections the page has made so far: when it moves on, an option's error from an earlier attempt
   * goes (a SimpleFIN token refused, then the test bank connected, must not leave the refusal on screen).
   */
  connectedCount: number;
}

/** The ways of connecting this server offers, each with what it is and its form. */
export function ConnectBankPanel({
  providers,
  onConnected,
  connectedCount,
}: ConnectProps & { providers: readonly BankProviderName[] }) {
  return (
    <Panel title={connectionTexts.connectTitle}>
      {providers.length === 0 ? (
        <p className="text-sm text-slate-700">
          {connectionTexts.providerOff}{' '}
          <Link to="/import" className="font-medium text-brand-700 underline underline-offset-2">
            Open Import
          </Link>
        </p>
      ) : (
        <div className="divide-y divide-slate-200">
          {providers.map((provider) => (
            <div key={provider} className="py-5 first:pt-0 last:pb-0">
              <ProviderOption provider={provider} onConnected={onConnected} connectedCount={connectedCount} />
            </div>
          ))}
        </div>
      )}
    </Panel>
  );
}

/** One provider's way in; also the content of the Reconnect dialog. */
export function ProviderOption({ provider, ...props }: ConnectProps & { provider: BankProviderName }) {
  if (provider === 'test') return <TestBankOption {...props} />;
  if (provider === 'simplefin') return <SimplefinForm {...props} />;
  return <PlaidOption {...props} />;
}

/** A way of connecting without a form of its own: named by its heading, with what it is and its button. */
function ConnectOption({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <div role="group" aria-labelledby={headingId} className="space-y-3">
      <h3 id={headingId} className="font-semibold text-slate-900">
        {title}
      </h3>
      <p className="text-sm text-slate-700">{intro}</p>
      {children}
    </div>
  );
}

function TestBankOption({ onConnected, connectedCount }: ConnectProps) {
  const connect = useConnectBank();
  const { reset } = connect;
  // A connection made since (this way or another) clears this way's last failure.
  useEffect(() => reset(), [connectedCount, reset]);
  return (
    <ConnectOption title={connectionTexts.testBankTitle} intro={connectionTexts.testBankBody}>
      {connect.isError && <Alert tone="error">{errorMessageOf(connect.error)}</Alert>}
      <Button
        disabled={connect.isPending}
        onClick={() => connect.mutate({ provider: 'test' }, { onSuccess: onConnected })}
      >
        {connect.isPending ? connectionTexts.connecting : connectionTexts.testBankButton}
      </Button>
    </ConnectOption>
  );
}

function SimplefinForm({ onConnected, connectedCount }: ConnectProps) {
  const connect = useConnectBank();
  const headingId = useId();
  const fieldId = useId();
  const [failure, setFailure] = useAttemptFailure(connectedCount);
  const { register, handleSubmit, formState, setError, clearErrors, reset } = useForm<SimplefinInput>({
    resolver: zodResolver(simplefinSchema),
    defaultValues: { provider: 'simplefin', setupToken: '' },
  });
  const fieldError = formState.errors.setupToken?.message;
  // A connection made since (this way or another) clears the token's refusal.
  useEffect(() => clearErrors(), [connectedCount, clearErrors]);

  const submit = handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      const connection = await connect.mutateAsync(values);
      reset();
      onConnected(connection);
    } catch (error) {
      const message = fieldMessageOf(error, 'setupToken');
      if (message) setError('setupToken', { message }, { shouldFocus: true });
      else setFailure(errorMessageOf(error));
    }
  });

  return (
    <form noValidate onSubmit={submit} aria-labelledby={headingId} className="space-y-3">
      <h3 id={headingId} className="font-semibold text-slate-900">
        {connectionTexts.simplefinTitle}
      </h3>
      <p className="text-sm text-slate-700">{connectionTexts.simplefinIntro}</p>
      <ol className="list-decimal space-y-1 pl-5 text-sm text-slate-700">
        {connectionTexts.simplefinSteps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <a
        href={SIMPLEFIN_BRIDGE_URL}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 underline underline-offset-2"
      >
        {connectionTexts.simplefinLink}
        <span aria-hidden="true">↗</span>
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
      {failure && <Alert tone="error">{failure}</Alert>}
      <div>
        <label htmlFor={fieldId} className="mb-1 block text-sm font-medium text-slate-700">
          {connectionTexts.setupTokenLabel}
        </label>
        <textarea
          id={fieldId}
          rows={3}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? `${fieldId}-error` : undefined}
          className={`block w-full rounded-lg border px-3 py-2 font-mono text-sm break-all text-slate-900 shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none ${fieldError ? 'border-red-600' : 'border-slate-300'}`}
          {...register('setupToken', { onChange: () => setFailure(undefined) })}
        />
        {fieldError && (
          <p id={`${fieldId}-error`} className="mt-1 text-sm text-red-700">
            {fieldError}
          </p>
        )}
      </div>
      <SubmitButton pending={formState.isSubmitting} pendingLabel={connectionTexts.connecting}>
        {connectionTexts.simplefinButton}
      </SubmitButton>
    </form>
  );
}

function PlaidOption({ onConnected, connectedCount }: ConnectProps) {
  // The button shows its own errors (Link's exit, the server's answer) beside itself.
  return (
    <ConnectOption title={connectionTexts.plaidTitle} intro={connectionTexts.plaidIntro}>
      <Suspense
        fallback={
          <p role="status" className="text-sm text-slate-600">
            Loading...
          </p>
        }
      >
        <PlaidConnectButton onConnected={onConnected} connectedCount={connectedCount} />
      </Suspense>
    </ConnectOption>
  );
}
