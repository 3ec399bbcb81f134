import type { ComponentProps } from 'react';
import { EARLIEST_DATE, LATEST_DATE } from '../../../core/item-rules';
import { TextField } from '../../components/ui/text-field';

/**
 * An item's date as every item form asks for it (the full form, Quick Entry): the browser's date picker, bounded by
 * the dates an item may have. The rule and its messages are core's: itemDateProblem (core/item-rules.ts) and the
 * schema built with the same messages (core/items.ts). Imported from item-rules, not items, so that zod does not load
 * with the dashboard's Quick Entry.
 */
export function ItemDateField(
  props: Omit<ComponentProps<typeof TextField>, 'label' | 'type' | 'min' | 'max'>,
) {
  return <TextField label="Date" type="date" min={EARLIEST_DATE} max={LATEST_DATE} {...props} />;
}
