import type { ItemType } from '../../../core/categories';

export const itemTypeOptions: readonly { value: ItemType; label: string }[] = [
  { value: 'income', label: 'Income' },
  { value: 'expense', label: 'Expense' },
];

export const categoryOptions = (categories: readonly string[]) =>
  categories.map((category) => ({ value: category, label: category }));
