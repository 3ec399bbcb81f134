import { useId } from 'react';
import type { ItemType } from '../../../core/categories';
import type { itemSorts, sortOrders } from '../../../core/items';
import { SegmentedControl } from '../../components/ui/segmented-control';
import { itemUseTexts, useFilterOptions, type UseFilter } from './item-use-texts';

export type TypeFilter = ItemType | 'all';

const typeFilterOptions: readonly { value: TypeFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'income', label: 'Income' },
  { value: 'expense', label: 'Expenses' },
];

/** Filter All / Income / Expenses (Recent Transactions and the Transactions page). */
export function TypeFilterControl({
  value,
  onChange,
}: {
  value: TypeFilter;
  onChange: (value: TypeFilter) => void;
}) {
  return (
    <SegmentedControl label="Show" size="sm" options={typeFilterOptions} value={value} onChange={onChange} />
  );
}

/** Filter by use: All / Business / Personal / To review (GET /api/items?use=). */
export function UseFilterControl({
  value,
  onChange,
}: {
  value: UseFilter;
  onChange: (value: UseFilter) => void;
}) {
  return (
    <div className="flex items-center gap-2">
      <span className="text-sm font-medium text-slate-700" aria-hidden="true">
        {itemUseTexts.useLabel}
      </span>
      <SegmentedControl
        label={itemUseTexts.useLabel}
        size="sm"
        options={useFilterOptions}
        value={value}
        onChange={onChange}
      />
    </div>
  );
}

export interface ItemOrder {
  sort: (typeof itemSorts)[number];
  order: (typeof sortOrders)[number];
}

const orderOptions = [
  { value: 'date:desc', label: 'Date (newest first)' },
  { value: 'date:asc', label: 'Date (oldest first)' },
  { value: 'amount:desc', label: 'Amount (highest first)' },
  { value: 'amount:asc', label: 'Amount (lowest first)' },
] as const;

/** Sort by date or amount, either way, as one choice. */
export function OrderSelect({
  value,
  onChange,
  className = '',
}: {
  value: ItemOrder;
  onChange: (value: ItemOrder) => void;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={`flex items-center gap-2 ${className}`}>
      <label htmlFor={id} className="shrink-0 text-sm font-medium text-slate-700">
        Sort by
      </label>
      <select
        id={id}
        value={`${value.sort}:${value.order}`}
        onChange={(event) => {
          const [sort, order] = event.target.value.split(':') as [ItemOrder['sort'], ItemOrder['order']];
          onChange({ sort, order });
        }}
        className="block w-full min-w-0 rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm text-slate-900 shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none"
      >
        {orderOptions.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
