import { useId, useState, type ReactNode } from 'react';
import type { ListedItem } from '../../../core/items';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { useFormatters } from '../settings/use-preferences';
import { receiptTexts } from './receipt-texts';

/**
 * No double entry: the expenses a receipt's total matches, each with 'Attach to this expense', offered before
 * 'Create a new expense'; a new expense anyway is asked about once more, naming the expense it looks like.
 */
export function ReceiptMatchChoice({
  matches,
  thumbnail,
  onAttach,
  onCreateNew,
}: {
  matches: readonly ListedItem[];
  /** The receipt's picture, beside the words that ask. */
  thumbnail: ReactNode;
  /** Keeps the receipt with the expense; answers a message when that failed. */
  onAttach: (item: ListedItem) => Promise<string | undefined>;
  onCreateNew: () => void;
}) {
  const format = useFormatters();
  const [attaching, setAttaching] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [confirming, setConfirming] = useState(false);
  const first = matches[0]!;

  const attach = async (item: ListedItem) => {
    setFailure(undefined);
    setAttaching(item.id);
    const problem = await onAttach(item);
    setAttaching(undefined);
    setFailure(problem);
  };

  if (confirming) {
    return (
      <div className="space-y-4">
        <div
          role="alert"
          className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
        >
          {receiptTexts.duplicateWarning(format.date(first.date), format.money(first.amount))}
        </div>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            {receiptTexts.back}
          </Button>
          <Button onClick={onCreateNew}>{receiptTexts.addSecond}</Button>
        </div>
      </div>
    );
  }

  return (
    <div className="space-y-4">
      <div className="flex items-start gap-4">
        {thumbnail}
        <p className="text-sm text-slate-700">{receiptTexts.matchIntro}</p>
      </div>
      {failure && <Alert tone="error">{failure}</Alert>}
      <ul aria-label={receiptTexts.matchList} className="space-y-3">
        {matches.map((item) => (
          <MatchedExpense
            key={item.id}
            item={item}
            busy={attaching !== undefined}
            attaching={attaching === item.id}
            onAttach={() => void attach(item)}
          />
        ))}
      </ul>
      <div className="border-t border-slate-200 pt-4">
        <Button
          variant="secondary"
          className="w-full sm:w-auto"
          disabled={attaching !== undefined}
          onClick={() => setConfirming(true)}
        >
          {receiptTexts.createNew}
        </Button>
      </div>
    </div>
  );
}

function MatchedExpense({
  item,
  busy,
  attaching,
  onAttach,
}: {
  item: ListedItem;
  busy: boolean;
  attaching: boolean;
  onAttach: () => void;
}) {
  const format = useFormatters();
  const detailsId = useId();
  return (
    <li className="space-y-3 rounded-lg border border-slate-200 bg-white p-3">
      <div id={detailsId} className="space-y-1">
        <div className="flex items-start justify-between gap-3">
          <p className="min-w-0 font-medium break-words text-slate-900">
            {item.description || item.category}
          </p>
          <p className="shrink-0 font-semibold text-slate-900 tabular-nums">{format.money(item.amount)}</p>
        </div>
        <p className="text-sm text-slate-600">
          {format.date(item.date)} · {item.category}
        </p>
        {item.receiptCount > 0 && <p className="text-xs text-slate-600">{receiptTexts.hasReceipt}</p>}
      </div>
      <Button className="w-full sm:w-auto" aria-describedby={detailsId} disabled={busy} onClick={onAttach}>
        {attaching ? receiptTexts.attaching : receiptTexts.attach}
      </Button>
    </li>
  );
}
