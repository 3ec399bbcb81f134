import { useState } from 'react';
import { Link } from '../../lib/router';
import { isPro } from '../../../core/subscription';
import { buttonClass } from '../../components/ui/button';
import { PageTitle } from '../../components/ui/page-title';
import { Panel } from '../../components/ui/panel';
import { QueryError } from '../../components/ui/query-error';
import { SkeletonLines } from '../../components/ui/skeleton-lines';
import { toast } from '../../lib/toasts';
import { useSubscription } from '../subscription/use-subscription';
import { useBankProviders, useConnections } from './bank-api';
import { connectionTexts, toastTexts } from './bank-texts';
import { ConnectBankPanel } from './connect-bank-panel';
import { ConnectionCard } from './connection-card';

/**
 * Settings → Connected accounts. Each connection with its status, last sync and accounts; Sync now,
 * Disconnect; and, for Pro, the ways of connecting this server offers. A free user reads what connecting does
 * and how to upgrade, without a form.
 */
export function ConnectionsPage() {
  const connections = useConnections();
  const subscription = useSubscription();
  // Connections made on this page (connected or reconnected): each clears the failures of earlier attempts.
  const [connectedCount, setConnectedCount] = useState(0);
  const countConnected = () => setConnectedCount((count) => count + 1);
  // A free user with nothing connected has nothing to connect from here: the plan panel alone speaks to them.
  const freeWithNothing =
    subscription.isSuccess &&
    !isPro(subscription.data) &&
    connections.isSuccess &&
    connections.data.length === 0;

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div>
        <Link to="/settings" className="text-sm font-medium text-brand-700 hover:underline">
          ← Settings
        </Link>
        <div className="mt-2">
          <PageTitle title={connectionTexts.title}>{connectionTexts.title}</PageTitle>
        </div>
        <p className="mt-1 text-slate-700">{connectionTexts.intro}</p>
      </div>

      {connections.isPending ? (
        <Loading label="Your connections" />
      ) : connections.isError ? (
        <Panel title="Your connections">
          <QueryError error={connections.error} onRetry={() => void connections.refetch()} />
        </Panel>
      ) : freeWithNothing ? null : connections.data.length === 0 ? (
        <Panel title="Your connections">
          <p className="rounded-lg bg-slate-50 px-4 py-6 text-center text-sm text-slate-700">
            {connectionTexts.empty}
          </p>
        </Panel>
      ) : (
        connections.data.map((connection) => (
          <ConnectionCard
            key={connection.id}
            connection={connection}
            connectedCount={connectedCount}
            onReconnected={countConnected}
          />
        ))
      )}

      {subscription.isPending ? (
        <Loading label={connectionTexts.connectTitle} />
      ) : subscription.isError ? (
        <Panel title={connectionTexts.connectTitle}>
          <QueryError error={subscription.error} onRetry={() => void subscription.refetch()} />
        </Panel>
      ) : isPro(subscription.data) ? (
        <ConnectOptions connectedCount={connectedCount} onConnected={countConnected} />
      ) : (
        <FreePlanPanel />
      )}
    </div>
  );
}

function Loading({ label }: { label: string }) {
  return (
    <Panel title={label}>
      <SkeletonLines widths={['w-1/2', 'w-full', 'w-2/3']} />
    </Panel>
  );
}

function ConnectOptions({
  connectedCount,
  onConnected,
}: {
  connectedCount: number;
  onConnected: () => void;
}) {
  const providers = useBankProviders();
  if (providers.isPending) return <Loading label={connectionTexts.connectTitle} />;
  if (providers.isError) {
    return (
      <Panel title={connectionTexts.connectTitle}>
        <QueryError error={providers.error} onRetry={() => void providers.refetch()} />
      </Panel>
    );
  }
  return (
    <ConnectBankPanel
      providers={providers.data}
      connectedCount={connectedCount}
      onConnected={(connection) => {
        toast.success(toastTexts.connected(connection));
        onConnected();
      }}
    />
  );
}

/**
 * Connecting is Pro's (the Pro plan offers automated income tracking, core/plans.ts): what it does, and the
 * way to Pro.
 */
function FreePlanPanel() {
  return (
    <Panel title={connectionTexts.freeTitle}>
      <div className="flex gap-4">
        <div className="space-y-4">
          <p className="text-sm text-slate-700">{connectionTexts.freeBody}</p>
          <Link to="/subscription" className={buttonClass('primary')}>
            {connectionTexts.freeUpgrade}
          </Link>
        </div>
      </div>
    </Panel>
  );
}

export const Component = ConnectionsPage;
