import { memo, useState } from 'react';
import type { Formatters } from '../../../core/format';
import { itemMessages } from '../../../core/item-rules';
import type { Item } from '../../../core/items';
import { DataTable } from '../../components/ui/data-table';
import { ConfirmDialog } from '../../components/ui/lazy-confirm-dialog';
import { DeleteRowAction, EditRowAction } from '../../components/ui/row-actions';
import { useFormatters } from '../settings/use-preferences';
import type { ReactNode } from 'react';
import { EditItemDialog } from './lazy-item-dialogs';
import { itemFailureMessage, itemToasts } from './item-messages';
import { useDeleteItem } from './items-api';
import { useViewingClient } from '../sharing/use-viewing-client';
import { NoteButton } from '../sharing/note-button';
import { bulkUseTexts, useBadgeOf } from './item-use-texts';

/** How an action button names its item for screen readers: 'Edit Gas expense of $12.50'. */
const itemName = (item: Item, format: Formatters) =>
  `${item.category} ${item.type} of ${format.money(item.amount)}`;

export const safeToSpendHint =
  "What is left after setting aside this item's share of the year's estimated tax";

// The table's formatters are passed in: a hook per row asked the preferences ten times over on the dashboard.
function SafeToSpend({ amount, format }: { amount: number | undefined; format: Formatters }) {
  if (amount === undefined) return null;
  return (
    <div title={safeToSpendHint} className="mt-0.5 text-xs font-normal whitespace-normal text-slate-600">
      Safe to spend {format.money(amount)}
    </div>
  );
}

/** The rows chosen for marking at once (Transactions): a checkbox per row and one for the whole page. */
export interface ItemSelection {
  selected: ReadonlySet<string>;
  /** The same function from draw to draw, so that a row redraws only when it is chosen or left. */
  onChange: (ids: readonly string[], selected: boolean) => void;
}

/** A small badge of the row's use: nothing for a business item counted in full. */
function UseBadge({ item }: { item: Item }) {
  const badge = useBadgeOf(item);
  if (!badge) return null;
  const tone =
    item.use === 'review'
      ? 'bg-amber-100 text-amber-900'
      : item.use === 'personal'
        ? 'bg-sky-100 text-sky-900'
        : 'bg-brand-50 text-brand-800';
  return (
    <span className={`ml-2 inline-block rounded px-1.5 py-0.5 align-middle text-xs font-semibold ${tone}`}>
      {badge}
    </span>
  );
}

const ignoreChoice = () => {};

/** A column saying something of each item's receipts, with its title. */
interface ReceiptStatusColumn {
  title: string;
  of: (item: Item & { receiptCount?: number }) => ReactNode;
}

const checkboxClass = 'h-5 w-5 cursor-pointer accent-brand-700 disabled:cursor-not-allowed';

/**
 * One item's row. A row is drawn again only when what it shows changes: each answer that arrives while the list
 * opens (the preferences, the tax estimate, the receipts) redraws the page, and 25 rows drawn five times over was
 * most of the work of opening Transactions on a phone.
 */
const ItemRow = memo(function ItemRow({
  item,
  format,
  dateColumn,
  safeToSpend,
  receiptStatus,
  selected,
  onSelect,
  viewing,
  deleting,
  onEdit,
  onRemove,
}: {
  item: Item & { receiptCount?: number };
  format: Formatters;
  dateColumn: boolean;
  safeToSpend: number | undefined;
  receiptStatus: ReceiptStatusColumn | undefined;
  /** Whether the row is chosen; undefined where rows cannot be chosen. */
  selected: boolean | undefined;
  onSelect: (ids: readonly string[], selected: boolean) => void;
  viewing: boolean;
  deleting: boolean;
  onEdit: (item: Item) => void;
  onRemove: (item: Item) => void;
}) {
  return (
    <tr className={deleting ? 'opacity-50' : selected ? 'bg-brand-50/60' : undefined}>
      {selected !== undefined && (
        <td className="py-3 pr-1 pl-4 align-top sm:pl-2">
          <input
            type="checkbox"
            aria-label={bulkUseTexts.selectRow(itemName(item, format))}
            checked={selected}
            onChange={(event) => onSelect([item.id], event.target.checked)}
            className={checkboxClass}
          />
        </td>
      )}
      {dateColumn && (
        <td className="hidden py-3 pr-2 align-top whitespace-nowrap text-slate-700 sm:table-cell">
          {format.date(item.date)}
        </td>
      )}
      <td className={`py-3 pr-2 align-top sm:pl-2 ${selected !== undefined ? 'pl-1' : 'pl-4'}`}>
        {/* On a phone the date column is folded into this one. */}
        {dateColumn && <div className="text-xs text-slate-600 sm:hidden">{format.date(item.date)}</div>}
        <div className="font-medium break-words text-slate-900">
          {item.category}
          {item.isTips && (
            <span className="ml-2 inline-block rounded bg-amber-100 px-1.5 py-0.5 align-middle text-xs font-semibold text-amber-900">
              Tips
            </span>
          )}
          <UseBadge item={item} />
        </div>
        {item.description && (
          <div className="mt-0.5 text-xs break-words text-slate-600">{item.description}</div>
        )}
        {receiptStatus && <div className="mt-1 sm:hidden">{receiptStatus.of(item)}</div>}
        {item.tags.length > 0 && (
          <ul className="mt-1 flex flex-wrap gap-1" aria-label="Tags">
            {item.tags.map((tag) => (
              <li key={tag} className="rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-700">
                {tag}
              </li>
            ))}
          </ul>
        )}
      </td>
      <td
        className={`px-2 py-3 text-right align-top font-semibold whitespace-nowrap tabular-nums ${
          item.type === 'income' ? 'text-green-700' : 'text-red-700'
        }`}
      >
        {format.signedAmount(item.type, item.amount)}
        <SafeToSpend amount={safeToSpend} format={format} />
      </td>
      {receiptStatus && (
        <td className="hidden px-2 py-3 align-top whitespace-nowrap sm:table-cell">
          {receiptStatus.of(item)}
        </td>
      )}
      <td className="py-2 pr-2 pl-1 text-right align-top whitespace-nowrap sm:pr-0">
        {viewing ? (
          <NoteButton
            compact
            target={{ itemId: item.id }}
            label={`Leave a note on ${itemName(item, format)}`}
            subject={`${format.date(item.date)} · ${item.category} · ${format.signedAmount(item.type, item.amount)}${item.description ? ` · ${item.description}` : ''}`}
          />
        ) : (
          <>
            <EditRowAction
              label={`Edit ${itemName(item, format)}`}
              disabled={deleting}
              onClick={() => onEdit(item)}
            />
            <DeleteRowAction
              label={`Delete ${itemName(item, format)}`}
              disabled={deleting}
              onClick={() => onRemove(item)}
            />
          </>
        )}
      </td>
    </tr>
  );
});

/** The checkbox in the headings that chooses every row of the page, or leaves them all. */
function SelectAll({ items, selection }: { items: readonly Item[]; selection: ItemSelection }) {
  return (
    <input
      type="checkbox"
      aria-label={bulkUseTexts.selectAll}
      title={bulkUseTexts.selectAll}
      checked={items.length > 0 && items.every((item) => selection.selected.has(item.id))}
      onChange={(event) =>
        selection.onChange(
          items.map((item) => item.id),
          event.target.checked,
        )
      }
      className={checkboxClass}
    />
  );
}

/**
 * Transactions as a table (Date, Category with description, Amount, Actions) with Edit in a dialog and Delete
 * after a confirmation (itemMessages.deleteConfirm), asked in the app's own dialog. On a phone it scrolls
 * sideways rather than overflowing the page.
 * `dateColumn={false}` leaves the date out where every row has the same one (a calendar day).
 */
export function ItemsTable({
  items,
  caption,
  dateColumn = true,
  safeToSpend,
  receiptStatus,
  selection: offeredSelection,
}: {
  items: readonly (Item & { receiptCount?: number })[];
  caption: string;
  dateColumn?: boolean;
  /**
   * A Receipt column (Transactions, for Pro users) saying this of each item; on a phone it folds under the
   * category. Passed in, so the tables of the dashboard load without it.
   */
  receiptStatus?: ReceiptStatusColumn;
  /** What an income item leaves to spend after its share of the year's tax; none when unknown. */
  safeToSpend?: (item: Item) => number | undefined;
  /** Rows can be chosen to mark many at once (Transactions); none elsewhere. */
  selection?: ItemSelection;
}) {
  const [editing, setEditing] = useState<Item>();
  const deleteItem = useDeleteItem();
  const format = useFormatters();
  // A tax preparer reading a client's books changes nothing: a note instead of Edit and Delete, no choosing rows.
  const viewing = useViewingClient();
  const selection = viewing ? undefined : offeredSelection;

  const [removing, setRemoving] = useState<Item>();

  return (
    <>
      <div className="-mx-4 overflow-x-auto sm:mx-0">
        <DataTable
          caption={caption}
          className="w-full min-w-[18rem] text-left text-sm"
          columns={[
            ...(selection
              ? [
                  {
                    label: <SelectAll items={items} selection={selection} />,
                    className: 'w-10 py-2 pr-1 pl-4 sm:pl-2',
                  },
                ]
              : []),
            ...(dateColumn ? [{ label: 'Date', className: 'hidden py-2 pr-2 sm:table-cell' }] : []),
            { label: 'Category', className: `py-2 pr-2 sm:pl-2 ${selection ? 'pl-1' : 'pl-4'}` },
            { label: 'Amount', className: 'px-2 py-2 text-right' },
            ...(receiptStatus
              ? [{ label: receiptStatus.title, className: 'hidden px-2 py-2 sm:table-cell' }]
              : []),
            { label: 'Actions', className: 'py-2 pr-4 pl-1 text-right sm:pr-0' },
          ]}
          bodyClassName="divide-y divide-slate-100"
        >
          {items.map((item) => (
            <ItemRow
              key={item.id}
              item={item}
              format={format}
              dateColumn={dateColumn}
              safeToSpend={item.type === 'income' ? safeToSpend?.(item) : undefined}
              receiptStatus={receiptStatus}
              selected={selection ? selection.selected.has(item.id) : undefined}
              onSelect={selection?.onChange ?? ignoreChoice}
              viewing={viewing}
              deleting={deleteItem.isPending && deleteItem.variables === item.id}
              onEdit={setEditing}
              onRemove={setRemoving}
            />
          ))}
        </DataTable>
      </div>
      {editing && <EditItemDialog item={editing} onClose={() => setEditing(undefined)} />}
      {removing && (
        <ConfirmDialog
          title="Delete this item?"
          confirmLabel="Delete item"
          pendingLabel="Deleting..."
          doneMessage={itemToasts.deleted}
          describeFailure={(error) => itemFailureMessage(error, itemToasts.deleteFailed)}
          onConfirm={() => deleteItem.mutateAsync(removing.id)}
          onClose={() => setRemoving(undefined)}
        >
          <p className="text-sm text-slate-700">{itemMessages.deleteConfirm}</p>
          <p className="text-sm break-words text-slate-900">
            {format.date(removing.date)} · {removing.category} ·{' '}
            {format.signedAmount(removing.type, removing.amount)}
            {removing.description && ` · ${removing.description}`}
          </p>
        </ConfirmDialog>
      )}
    </>
  );
}
