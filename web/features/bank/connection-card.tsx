import { useId, useState } from 'react';
import type { BankConnectionView, ConnectionStatus } from '../../../core/bank';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Modal } from '../../components/ui/modal';
import { Switch } from '../../components/ui/switch';
import { toast } from '../../lib/toasts';
import { useFormatters } from '../settings/use-preferences';
import { errorMessageOf, useDisconnect, useSyncConnection, useUpdateConnection } from './bank-api';
import {
  accountKindLabel,
  accountLabel,
  connectionTexts,
  disconnectTitle,
  lastSyncParts,
  providerLabels,
  reconnectTitle,
  statusLabels,
  toastTexts,
} from './bank-texts';
import { ProviderOption } from './connect-bank-panel';

// A coloured dot beside the words (no icons: every lucide icon any page uses joins the dashboard's first load).
const statusLooks: Record<ConnectionStatus, { dot: string; className: string }> = {
  active: { dot: 'bg-green-600', className: 'bg-green-50 text-green-800 ring-green-200' },
  syncing: { dot: 'bg-brand-600 animate-pulse', className: 'bg-brand-50 text-brand-800 ring-brand-100' },
  reconnect: { dot: 'bg-amber-500', className: 'bg-amber-50 text-amber-900 ring-amber-200' },
  error: { dot: 'bg-red-600', className: 'bg-red-50 text-red-800 ring-red-200' },
};

/**
 * Whether the card already says what a failed Sync now answered: the connection's own error, or its Reconnect box
 * (whose words say what to do here). The same message twice, or two ways of fixing one problem, would confuse.
 */
function saidByStatus(connection: BankConnectionView, failure: string): boolean {
  return (
    connection.status === 'reconnect' || (connection.status === 'error' && connection.lastError === failure)
  );
}

interface ConnectionCardProps {
  connection: BankConnectionView;
  /** How many connections the page has made (ProviderOption's connectedCount, for the Reconnect dialog). */
  connectedCount: number;
  /** The bank was connected again through Reconnect (the old connection goes). */
  onReconnected: () => void;
}

/** One connection, its status and last sync, its accounts (each tracked or not) and what can be done. */
export function ConnectionCard({ connection, connectedCount, onReconnected }: ConnectionCardProps) {
  const { date } = useFormatters();
  const headingId = useId();
  const sync = useSyncConnection();
  const [disconnecting, setDisconnecting] = useState(false);
  const [reconnecting, setReconnecting] = useState(false);
  const [syncFailure, setSyncFailure] = useState<string>();
  const look = statusLooks[connection.status];
  const lastSync = lastSyncParts(connection, date);

  const syncNow = () => {
    setSyncFailure(undefined);
    sync.mutate(connection.id, {
      onSuccess: (summary) => toast.success(toastTexts.synced(connection.institution, summary)),
      onError: (error) => setSyncFailure(errorMessageOf(error)),
    });
  };

  return (
    <section
      aria-labelledby={headingId}
      className="min-w-0 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg font-semibold break-words text-slate-900">
            {connection.institution}
          </h2>
          <p className="text-sm text-slate-600">{providerLabels[connection.provider]}</p>
        </div>
        <span
          className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ${look.className}`}
        >
          <span aria-hidden="true" className={`h-2 w-2 rounded-full ${look.dot}`} />
          <span>
            <span className="sr-only">Status: </span>
            {statusLabels[connection.status]}
          </span>
        </span>
      </div>

      <p className="mt-3 text-sm text-slate-700">
        {lastSync.when}
        {lastSync.summary && (
          <>
            {' · '}
            <span className="whitespace-nowrap">{lastSync.summary}</span>
          </>
        )}
      </p>

      {connection.status === 'reconnect' && (
        <div className="mt-4 flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950 sm:flex-row sm:items-center sm:justify-between">
          <p>{connectionTexts.reconnectNeeded}</p>
          <Button className="shrink-0" onClick={() => setReconnecting(true)}>
            {connectionTexts.reconnect}
          </Button>
        </div>
      )}
      {connection.status === 'error' && connection.lastError && (
        <div className="mt-4">
          <Alert tone="error">{connection.lastError}</Alert>
        </div>
      )}
      {connection.status === 'active' && connection.lastError && (
        // The connection works; the bank sent transactions it could not bring in (bankMessages.transactionsRefused).
        <div className="mt-4">
          <Alert tone="info">{connection.lastError}</Alert>
        </div>
      )}
      {syncFailure && !saidByStatus(connection, syncFailure) && (
        <div className="mt-4">
          <Alert tone="error">{syncFailure}</Alert>
        </div>
      )}

      <TrackedAccounts connection={connection} />

      <div className="mt-5 flex flex-col gap-3 border-t border-slate-200 pt-4 sm:flex-row sm:justify-end">
        <Button
          variant="secondary"
          onClick={syncNow}
          disabled={sync.isPending || connection.status === 'syncing' || connection.status === 'reconnect'}
          aria-label={`${connectionTexts.syncNow}: ${connection.institution}`}
        >
          {sync.isPending ? connectionTexts.syncing : connectionTexts.syncNow}
        </Button>
        <Button
          variant="secondary"
          className="text-red-700"
          onClick={() => setDisconnecting(true)}
          aria-label={`${connectionTexts.disconnect} ${connection.institution}`}
        >
          {connectionTexts.disconnect}
        </Button>
      </div>

      {disconnecting && <DisconnectDialog connection={connection} onClose={() => setDisconnecting(false)} />}
      {reconnecting && (
        <ReconnectDialog
          connection={connection}
          connectedCount={connectedCount}
          onReconnected={onReconnected}
          onClose={() => setReconnecting(false)}
        />
      )}
    </section>
  );
}

function TrackedAccounts({ connection }: { connection: BankConnectionView }) {
  const update = useUpdateConnection();
  const [failure, setFailure] = useState<string>();
  const listId = useId();
  if (connection.accounts.length === 0) return null;
  return (
    <div className="mt-5">
      <h3 id={listId} className="text-sm font-semibold text-slate-900">
        {connectionTexts.accountsTitle}
      </h3>
      {failure && (
        <div className="mt-2">
          <Alert tone="error">{failure}</Alert>
        </div>
      )}
      <ul aria-labelledby={listId} className="mt-2 divide-y divide-slate-100">
        {connection.accounts.map((account) => {
          const label = accountLabel(account);
          return (
            <li key={account.id} className="py-3">
              <Switch
                label={`Track ${label}`}
                description={`${accountKindLabel(account.kind)}. ${account.tracked ? connectionTexts.trackedHint : connectionTexts.untrackedHint}`}
                checked={account.tracked}
                disabled={update.isPending}
                onChange={(event) => {
                  const tracked = event.target.checked;
                  setFailure(undefined);
                  update.mutate(
                    { id: connection.id, input: { accounts: [{ id: account.id, tracked }] } },
                    {
                      onSuccess: () => toast.success(toastTexts.tracked(label, tracked)),
                      onError: (error) => setFailure(errorMessageOf(error)),
                    },
                  );
                }}
              />
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function DisconnectDialog({ connection, onClose }: { connection: BankConnectionView; onClose: () => void }) {
  const disconnect = useDisconnect();
  const [keepItems, setKeepItems] = useState(true);
  const name = useId();
  return (
    <ConfirmDialog
      title={disconnectTitle(connection.institution)}
      confirmLabel={connectionTexts.disconnect}
      pendingLabel={connectionTexts.disconnecting}
      doneMessage={toastTexts.disconnected(connection.institution)}
      onConfirm={() => disconnect.mutateAsync({ id: connection.id, keepItems })}
      onClose={onClose}
    >
      <p className="text-sm text-slate-700">{connectionTexts.disconnectBody}</p>
      <fieldset className="space-y-2">
        <legend className="text-sm font-semibold text-slate-900">{connectionTexts.itemsChoice}</legend>
        {[
          { value: true, label: connectionTexts.keepItems },
          { value: false, label: connectionTexts.deleteItems },
        ].map((choice) => (
          <label
            key={String(choice.value)}
            className="flex cursor-pointer items-center gap-3 rounded-lg border border-slate-200 px-3 py-2 text-sm text-slate-800 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
          >
            <input
              type="radio"
              name={name}
              className="h-4 w-4 accent-brand-700"
              checked={keepItems === choice.value}
              onChange={() => setKeepItems(choice.value)}
            />
            {choice.label}
          </label>
        ))}
      </fieldset>
    </ConfirmDialog>
  );
}

/**
 * A connection that needs the person: they connect the same way again, and the old connection goes, keeping its
 * items (a transaction is an item once, ever, so the new connection does not bring them twice).
 */
function ReconnectDialog({
  connection,
  connectedCount,
  onReconnected,
  onClose,
}: Omit<ConnectionCardProps, 'connection'> & { connection: BankConnectionView; onClose: () => void }) {
  const disconnect = useDisconnect();
  const [failure, setFailure] = useState<string>();
  return (
    <Modal title={reconnectTitle(connection.institution)} onClose={onClose}>
      <div className="space-y-4">
        <p className="text-sm text-slate-700">{connectionTexts.reconnectBody}</p>
        {failure && <Alert tone="error">{failure}</Alert>}
        <ProviderOption
          provider={connection.provider}
          connectedCount={connectedCount}
          onConnected={(fresh) => {
            onReconnected();
            disconnect.mutate(
              { id: connection.id, keepItems: true },
              {
                onSuccess: () => {
                  onClose();
                  toast.success(toastTexts.reconnected(fresh.institution));
                },
                onError: (error) => setFailure(errorMessageOf(error)),
              },
            );
          }}
        />
        <div className="flex justify-end">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
        </div>
      </div>
    </Modal>
  );
}
