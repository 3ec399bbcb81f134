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

function problemOf(error: unknown, fallback: string): SaveProblem {
  const fields = fieldErrorsOf(error, itemFormFields);
  return fields ? { fields } : { message: itemFailureMessage(error, fallback) };
}

/** 'Add New': the full form in a dialog; `date` presets its date (the calendar's chosen day). */
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
  const save = async (values: NewItem) => {
    try {
      await createItem.mutateAsync(values);
    } catch (error) {
      return problemOf(error, itemToasts.addFailed);
    }
    onClose();
    toast.success(itemToasts.added(values.type));
    return undefined;
  };
  return (
    <Modal title="Add Transaction" onClose={onClose}>
      <ItemForm
        limitReached={limitReached}
        defaultDate={date}
        submitLabel="Add Transaction"
        onSubmit={save}
        onCancel={onClose}
      />
    </Modal>
  );
}

/**
 * Edit: the full form prefilled with the item; saves every field with PATCH. When the person changed the type or
 * category of an imported item, the dialog then offers to make it a rule for future imports (issue 10).
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
    </Modal>
  );
}
