import { useLayoutEffect, useRef, useState } from 'react';
import type { ItemType } from '../../../core/categories';
import type { ListedItem } from '../../../core/items';
import type { LikelyDuplicates } from '../../../core/likely-duplicates';
import { apiFetch } from '../../lib/api';
import { Button } from '../../components/ui/button';
import { useFormatters } from '../settings/use-preferences';
import { likelyDuplicateLine, likelyDuplicateSentence, likelyDuplicateTexts } from './likely-duplicate-texts';

/** What a hand entry is about to be, as GET /api/items/likely-duplicates takes it. */
export interface EntryToCheck {
  type: ItemType;
  amount: number;
  date: string;
}

const keyOf = (entry: EntryToCheck) => `${entry.type}|${entry.amount}|${entry.date}`;

/**
 * No double entry: before a hand entry is saved, the items an import or the bank brought that look the same.
 * `holdBack` answers true when the save should wait for the person ('Save anyway' lets the same entry through);
 * a check that fails never stops a save.
 */
export function useLikelyDuplicateCheck() {
  const [found, setFound] = useState<{ key: string; items: ListedItem[] }>();
  const allowed = useRef<string>(undefined);

  const holdBack = async (entry: EntryToCheck): Promise<boolean> => {
    const key = keyOf(entry);
    setFound(undefined);
    if (allowed.current === key) {
      allowed.current = undefined;
      return false;
    }
    const query = new URLSearchParams({ type: entry.type, amount: String(entry.amount), date: entry.date });
    let items: ListedItem[];
    try {
      items = (await apiFetch<LikelyDuplicates>(`/api/items/likely-duplicates?${query}`)).items;
    } catch {
      return false;
    }
    if (items.length === 0) return false;
    setFound({ key, items });
    return true;
  };

  return {
    items: found?.items ?? [],
    holdBack,
    /** The person saw the notice and saves this entry all the same. */
    allow: () => {
      allowed.current = found?.key;
      setFound(undefined);
    },
    dismiss: () => setFound(undefined),
  };
}

/** The notice over a hand entry's save: the items it may repeat, with 'Save anyway' and 'Cancel'. */
export function LikelyDuplicateNotice({
  items,
  onSaveAnyway,
  onCancel,
}: {
  items: readonly ListedItem[];
  onSaveAnyway: () => void;
  onCancel: () => void;
}) {
  const format = useFormatters();
  const box = useRef<HTMLDivElement>(null);
  const shown = items.length > 0;
  // It appears under the save button, which on a phone may be the last thing on screen: brought into view, and
  // focused so that the next Tab reaches its buttons.
  useLayoutEffect(() => {
    if (!shown) return;
    box.current?.scrollIntoView({ block: 'nearest' });
    box.current?.focus();
  }, [shown]);
  if (!shown) return null;
  const lines = items.map((item) =>
    likelyDuplicateLine(format.date(item.date), item.description || item.category, format.money(item.amount)),
  );
  return (
    <div
      ref={box}
      tabIndex={-1}
      role="alert"
      className="space-y-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950 outline-none"
    >
      {lines.length === 1 ? (
        <p className="break-words">{likelyDuplicateSentence(lines[0]!)}</p>
      ) : (
        <>
          <p>{likelyDuplicateTexts.heading}</p>
          <ul className="list-disc space-y-1 pl-5">
            {lines.map((line, index) => (
              <li key={items[index]!.id} className="break-words">
                {line}
              </li>
            ))}
          </ul>
        </>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          {likelyDuplicateTexts.cancel}
        </Button>
        <Button onClick={onSaveAnyway}>{likelyDuplicateTexts.saveAnyway}</Button>
      </div>
    </div>
  );
}
