import type { BankConnectionView } from '../../../core/bank';

// PLACEHOLDER for the 'plaid' engineer's button (branch i18-plaid): when that branch is merged, its
// plaid-connect-button.tsx replaces this file. The Connected accounts page draws it only when GET /api/config lists
// 'plaid', and imports it lazily, so Plaid's code (and cdn.plaid.com) is never loaded otherwise.
//
// The contract the page builds to: a button that opens Plaid Link, POSTs /api/bank/connections
// { provider: 'plaid', publicToken } and calls onConnected with the answer (201), or onError with the failure.
export interface PlaidConnectButtonProps {
  onConnected: (connection: BankConnectionView) => void;
  onError?: (error: unknown) => void;
  /** The button's words: 'Connect with Plaid', or 'Reconnect' for a connection that needs the person. */
  label?: string;
}

export function PlaidConnectButton({ label = 'Connect with Plaid' }: PlaidConnectButtonProps) {
  return (
    <button
      type="button"
      disabled
      className="inline-flex items-center justify-center rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-500"
    >
      {label} (coming soon)
    </button>
  );
}
