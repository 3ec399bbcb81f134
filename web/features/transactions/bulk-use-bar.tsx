import { useCallback, useMemo, useState } from 'react';
import type { Item } from '../../../core/items';
import { Button } from '../../components/ui/button';
import { toast } from '../../lib/toasts';
import { itemFailureMessage } from '../items/item-messages';
import { bulkUseTexts, type ChosenUse } from '../items/item-use-texts';
import type { ItemSelection } from '../items/items-table';
import { useMarkItems } from '../items/items-api';

export interface ItemsSelection extends ItemSelection {
  clear: () => void;
}

/**
 * The rows chosen on the Transactions page. Only rows still listed count: a new filter or a row deleted drops them
 * from the selection, so a mark never reaches an item the person no longer sees.
 */
export function useItemSelection(items: readonly Item[]): ItemsSelection {
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set());
  const selected = useMemo(
    () => new Set(items.filter((item) => chosen.has(item.id)).map((item) => item.id)),
    [items, chosen],
  );
  const onChange = useCallback(
    (ids: readonly string[], select: boolean) =>
      setChosen((previous) => {
        const next = new Set(previous);
        for (const id of ids) {
          if (select) next.add(id);
          else next.delete(id);
        }
        return next;
      }),
    [],
  );
  return { selected, onChange, clear: () => setChosen(new Set()) };
}

/**
 * What to do with the chosen rows: mark them business or personal at once (POST /api/items/use). Marked personal,
 * the server moves business categories to the household's fallback of their type; marked business, they count in
 * full (a share is set item by item).
 */
export function BulkUseBar({ selection }: { selection: ItemsSelection }) {
  const markItems = useMarkItems();
  const count = selection.selected.size;
  const mark = async (use: ChosenUse) => {
    try {
      const { updated } = await markItems.mutateAsync({ ids: [...selection.selected], use });
      toast.success(bulkUseTexts.marked(updated, use));
      selection.clear();
    } catch (error) {
      toast.error(itemFailureMessage(error, bulkUseTexts.markFailed));
    }
  };
  return (
    <div
      className={
        count > 0
          ? 'mb-3 flex flex-wrap items-center gap-2 rounded-lg border border-brand-100 bg-brand-50 px-3 py-2'
          : undefined
      }
    >
      <p
        role="status"
        className={count > 0 ? 'w-full text-sm font-medium text-slate-900 sm:mr-auto sm:w-auto' : 'sr-only'}
      >
        {count > 0 ? bulkUseTexts.selected(count) : ''}
      </p>
      {count > 0 && (
        <>
          <Button
            variant="secondary"
            className="flex-1 sm:flex-none"
            disabled={markItems.isPending}
            onClick={() => void mark('business')}
          >
            {bulkUseTexts.markBusiness}
          </Button>
          <Button
            variant="secondary"
            className="flex-1 sm:flex-none"
            disabled={markItems.isPending}
            onClick={() => void mark('personal')}
          >
            {bulkUseTexts.markPersonal}
          </Button>
          <Button
            variant="ghost"
            className="w-full sm:w-auto"
            disabled={markItems.isPending}
            onClick={selection.clear}
          >
            {bulkUseTexts.clear}
          </Button>
        </>
      )}
    </div>
  );
}
