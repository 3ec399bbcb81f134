import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { CalendarDate } from '../../../core/dates';
import type { Item } from '../../../core/items';
import type { NewItem } from '../../../core/item-input';
import { Modal } from '../../components/ui/modal';
import { toast } from '../../lib/toasts';
import { RuleOffer } from '../rules/rule-offer';
import { ruleOfferTexts, ruleTextOf } from '../rules/rule-texts';
import { ItemForm, itemFormFields, type SaveProblem } from './item-form';
import { fieldErrorsOf, itemFailureMessage, itemToasts } from './item-messages';
import { useCreateItem, useUpdateItem } from './items-api';
import { isPro } from '../../../core/subscription';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { PendingReceipts } from '../receipts/pending-receipts';
import { ReceiptsPanel } from '../receipts/receipts-panel';
import { receiptTexts } from '../receipts/receipt-texts';
import { invalidateReceiptData, uploadReceiptFile } from '../receipts/receipts-api';
import { useSubscription } from '../subscription/use-subscription';
import { TaxPaymentEntry } from '../tax/tax-payment-entry';

// Receipts load with these dialogs, by one import() (lazy-item-dialogs.tsx, receipts/load-receipt-parts.ts).

/**
 * Uploads receipts chosen before the expense existed; answers the first refusal's message, if any. A file already
 * kept with another expense stays there (the same file is one receipt), and the person is told.
 */
async function keepReceipts(files: readonly File[], itemId: string): Promise<string | undefined> {
  let keptElsewhere: string | undefined;
  for (const file of files) {
    try {
      const kept = await uploadReceiptFile(file, itemId);
      if (kept.itemId !== itemId) keptElsewhere = receiptTexts.alreadyKeptElsewhere;
    } catch (error) {
      return error instanceof Error ? error.message : String(error);
    }
  }
  return keptElsewhere;
}

/** The expense is saved but a receipt was refused: why, and its receipts panel to try again. */
function AddedWithoutReceipt({
  itemId,
  message,
  onDone,
}: {
  itemId: string;
  message: string;
  onDone: () => void;
}) {
  return (
    <div className="space-y-4">
      <Alert tone="error">{message}</Alert>
      <ReceiptsPanel itemId={itemId} />
      <div className="flex justify-end">
        <Button onClick={onDone}>{receiptTexts.done}</Button>
      </div>
    </div>
  );
}

function problemOf(error: unknown, fallback: string): SaveProblem {
  const fields = fieldErrorsOf(error, itemFormFields);
  return fields ? { fields } : { message: itemFailureMessage(error, fallback) };
}

/**
 * 'Add New': the full form in a dialog; `date` presets its date (the calendar's chosen day). A Pro user may
 * choose receipts for a new expense; they go up once it is saved, with its id. Should one fail, the dialog
 * stays with the expense's receipts panel and the reason, so no photo is lost without the person knowing.
 */
export function AddItemDialog({
  limitReached,
  date,
  onClose,
}: {
  limitReached: boolean;
  date?: CalendarDate;
  onClose: () => void;
}) {
  const createItem = useCreateItem();
  const queryClient = useQueryClient();
  const subscription = useSubscription();
  const pro = subscription.data ? isPro(subscription.data) : false;
  const [receipts, setReceipts] = useState<File[]>([]);
  const [unkept, setUnkept] = useState<{ itemId: string; message: string }>();
  const save = async (values: NewItem) => {
    let itemId: string;
    try {
      itemId = (await createItem.mutateAsync(values)).id;
    } catch (error) {
      return problemOf(error, itemToasts.addFailed);
    }
    toast.success(itemToasts.added(values.type));
    if (values.type === 'expense' && receipts.length > 0) {
      const failure = await keepReceipts(receipts, itemId);
      await invalidateReceiptData(queryClient);
      if (failure) {
        setUnkept({ itemId, message: receiptTexts.pendingFailed(failure) });
        return undefined;
      }
    }
    onClose();
    return undefined;
  };
  if (unkept) {
    return (
      <Modal key="unkept" title="Add Transaction" onClose={onClose}>
        <AddedWithoutReceipt itemId={unkept.itemId} message={unkept.message} onDone={onClose} />
      </Modal>
    );
  }
  return (
    <Modal title="Add Transaction" onClose={onClose}>
      <ItemForm
        limitReached={limitReached}
        defaultDate={date}
        submitLabel="Add Transaction"
        onSubmit={save}
        onCancel={onClose}
        taxPayment={<TaxPaymentEntry pro={pro} onDone={onClose} />}
        extra={(type, saving) =>
          pro && type === 'expense' && !limitReached ? (
            <PendingReceipts files={receipts} onChange={setReceipts} disabled={saving} />
          ) : null
        }
      />
    </Modal>
  );
}

/**
 * Edit: the full form prefilled with the item; saves every field with PATCH. When the person changed the type or
 * category of an imported item, the dialog then offers to make it a rule for future imports.
 */
export function EditItemDialog({ item, onClose }: { item: Item; onClose: () => void }) {
  const updateItem = useUpdateItem();
  const [offer, setOffer] = useState<NewItem>();
  const save = async (values: NewItem) => {
    try {
      await updateItem.mutateAsync({ id: item.id, patch: values });
    } catch (error) {
      return problemOf(error, itemToasts.updateFailed);
    }
    const refiled = values.type !== item.type || values.category !== item.category;
    if (item.importId !== null && refiled && ruleTextOf(values.description) !== '') {
      setOffer(values);
      return undefined;
    }
    onClose();
    toast.success(itemToasts.updated);
    return undefined;
  };
  if (offer) {
    return (
      <Modal key="rule-offer" title={ruleOfferTexts.title} onClose={onClose}>
        <RuleOffer
          type={offer.type}
          category={offer.category}
          description={offer.description}
          saved={itemToasts.updated}
          onDone={onClose}
        />
      </Modal>
    );
  }
  return (
    <Modal key="edit" title="Edit Transaction" onClose={onClose}>
      <ItemForm item={item} submitLabel="Save Changes" onSubmit={save} onCancel={onClose} />
      {/* An expense's receipts, kept or removed at once (not with Save Changes). */}
      {item.type === 'expense' && (
        <div className="mt-6 border-t border-slate-200 pt-4">
          <ReceiptsPanel itemId={item.id} />
        </div>
      )}
    </Modal>
  );
}
