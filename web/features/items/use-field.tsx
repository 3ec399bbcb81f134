import type { ItemUse } from '../../../core/item-use';
import { SegmentedControl } from '../../components/ui/segmented-control';
import { itemUseTexts, useOptions } from './item-use-texts';

/**
 * The Use choice of the item forms: Business or Personal. An item GigTally could not decide ('review') shows neither
 * pressed and says so, until the person picks one; `options` lets the rule form offer "Ask me" beside them.
 */
export function UseField<Use extends ItemUse>({
  value,
  onChange,
  options = useOptions as readonly { value: Use; label: string }[],
  size = 'md',
}: {
  value: ItemUse;
  onChange: (use: Use) => void;
  options?: readonly { value: Use; label: string }[];
  size?: 'sm' | 'md';
}) {
  const undecided = !options.some((option) => option.value === value);
  return (
    <div>
      <span className="mb-1 block text-sm font-medium text-slate-700" aria-hidden="true">
        {itemUseTexts.useLabel}
      </span>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <SegmentedControl
          label={itemUseTexts.useLabel}
          size={size}
          options={options}
          value={value as Use}
          onChange={onChange}
        />
        {undecided && (
          <span className="rounded bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
            {itemUseTexts.notDecided}
          </span>
        )}
      </div>
      {undecided && <p className="mt-1 text-xs text-slate-600">{itemUseTexts.notDecidedHint}</p>}
    </div>
  );
}
