import { Download, Trash2 } from 'lucide';
import { useState } from 'react';
import { exportMessages } from '../../../core/export/items-export';
import { accountMessages } from '../../../core/preferences';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Panel } from '../../components/ui/panel';
import { toast } from '../../lib/toasts';
import { ExportButton } from '../export/export-button';
import { isPro } from '../../../core/subscription';
import { downloadReceiptArchive } from '../receipts/receipts-api';
import { receiptTexts } from '../receipts/receipt-texts';
import { useSubscription } from '../subscription/use-subscription';
import { downloadAccountExport } from './account-api';
import { DeleteAccountDialog } from './delete-account-dialog';
import { Icon } from '../../components/ui/icon';

/**
 * Account Management: Export data downloads the whole account as JSON; Delete account deletes it at once
 * after the confirmation question, asked with the password (delete-account-dialog.tsx).
 */
export function AccountSection() {
  const [exporting, setExporting] = useState(false);
  const [failure, setFailure] = useState<string>();

  const exportData = async () => {
    setFailure(undefined);
    setExporting(true);
    try {
      await downloadAccountExport();
      toast.success(exportMessages.started);
    } catch {
      setFailure(accountMessages.exportFailed);
    } finally {
      setExporting(false);
    }
  };

  const [confirmingDelete, setConfirmingDelete] = useState(false);
  // The account export's receipts, as one zip beside the JSON (Pro keeps receipts).
  const subscription = useSubscription();
  const pro = subscription.data ? isPro(subscription.data) : false;
  const [zipping, setZipping] = useState(false);
  const downloadReceipts = async () => {
    setFailure(undefined);
    setZipping(true);
    try {
      await downloadReceiptArchive();
      toast.success(exportMessages.started);
    } catch {
      setFailure(receiptTexts.downloadFailed);
    } finally {
      setZipping(false);
    }
  };

  return (
    <Panel title="Account Management">
      <div className="space-y-6">
        {failure && <Alert tone="error">{failure}</Alert>}
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <div className="min-w-0">
            <h3 className="text-sm font-semibold text-slate-900">Export your data</h3>
            <p className="text-sm text-slate-600">
              Everything in your account (profile, plan, preferences, tax settings and every transaction) as
              one JSON file, or your transactions as CSV, JSON, TSV or a tax summary.
            </p>
          </div>
          <div className="flex shrink-0 flex-wrap gap-2">
            <Button variant="secondary" disabled={exporting} onClick={() => void exportData()}>
              <Icon icon={Download} className="h-4 w-4" />
              {exporting ? 'Exporting...' : 'Export data'}
            </Button>
            {pro && (
              <Button variant="secondary" disabled={zipping} onClick={() => void downloadReceipts()}>
                <Icon icon={Download} className="h-4 w-4" />
                {zipping ? 'Exporting...' : receiptTexts.downloadAll}
              </Button>
            )}
            <ExportButton />
          </div>
        </div>
        <div className="flex flex-col gap-3 border-t border-slate-200 pt-6 sm:flex-row sm:items-center sm:justify-between">
          <div className="min-w-0">
            <h3 className="text-sm font-semibold text-slate-900">Delete account</h3>
            <p className="text-sm text-slate-600">
              Deletes your account and all its data at once, and cancels a Pro subscription. This cannot be
              undone.
            </p>
          </div>
          <Button
            variant="danger"
            onClick={() => {
              setFailure(undefined);
              setConfirmingDelete(true);
            }}
            className="shrink-0"
          >
            <Icon icon={Trash2} className="h-4 w-4" />
            Delete account
          </Button>
        </div>
      </div>
      {confirmingDelete && <DeleteAccountDialog onClose={() => setConfirmingDelete(false)} />}
    </Panel>
  );
}
