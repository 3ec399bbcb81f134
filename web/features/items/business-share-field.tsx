import type { RegisteredField } from '../../components/ui/form-fields';
import { TextField } from '../../components/ui/text-field';
import { itemUseTexts } from './item-use-texts';

/** The business share of an item or of what a rule files, in whole percent; `className` sets its width. */
export function BusinessShareField({ className, ...field }: RegisteredField & { className: string }) {
  return (
    <TextField
      label={itemUseTexts.businessShareLabel}
      type="number"
      inputMode="numeric"
      step="1"
      min="1"
      max="100"
      className={className}
      hint={itemUseTexts.businessShareHint}
      {...field}
    />
  );
}
