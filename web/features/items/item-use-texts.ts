import { FULL_BUSINESS_PERCENT, type ItemUse } from '../../../core/item-use';

/** A choice the person makes between business and personal (review is GigTally's, not theirs to pick here). */
export type ChosenUse = Exclude<ItemUse, 'review'>;

// What the item forms, the Transactions list and its bulk marking say about an item's use.
export const itemUseTexts = {
  useLabel: 'Use',
  business: 'Business',
  personal: 'Personal',
  review: 'To review',
  notDecided: 'Not decided yet',
  notDecidedHint: 'Choose Business or Personal: until then this item counts nowhere.',
  businessShareLabel: 'Business share (%)',
  businessShareHint: 'A phone used 60 % for work: 60',
  /** The badge of a business item whose share is under 100 %. */
  businessShare: (percent: number) => `Business ${percent} %`,
} as const;

export const useOptions: readonly { value: ChosenUse; label: string }[] = [
  { value: 'business', label: itemUseTexts.business },
  { value: 'personal', label: itemUseTexts.personal },
];

/**
 * The badge a row shows for its use: none for a business item counted in full (most items, so the list stays
 * quiet), the share for part-business ones, 'Personal' and 'To review' otherwise.
 */
export function useBadgeOf(item: { use: ItemUse; businessPercent: number }): string | undefined {
  if (item.use === 'personal') return itemUseTexts.personal;
  if (item.use === 'review') return itemUseTexts.review;
  return item.businessPercent < FULL_BUSINESS_PERCENT
    ? itemUseTexts.businessShare(item.businessPercent)
    : undefined;
}

/** The Transactions list's Use filter. */
export type UseFilter = ItemUse | 'all';
export const useFilterOptions: readonly { value: UseFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'business', label: itemUseTexts.business },
  { value: 'personal', label: itemUseTexts.personal },
  { value: 'review', label: itemUseTexts.review },
];

// Marking many items at once (POST /api/items/use).
export const bulkUseTexts = {
  selectAll: 'Select all on this page',
  selectRow: (name: string) => `Select ${name}`,
  selected: (count: number) => `${count} selected`,
  markBusiness: 'Mark business',
  markPersonal: 'Mark personal',
  clear: 'Clear selection',
  marking: 'Marking...',
  marked: (count: number, use: ChosenUse) =>
    `${count} ${count === 1 ? 'item' : 'items'} marked ${use === 'business' ? 'business' : 'personal'}`,
  markFailed: 'Failed to mark the items. Please try again.',
} as const;

// The Type control's third choice in the Add Transaction dialog (web/features/tax/tax-payment-entry.tsx).
export const taxPaymentTexts = { option: 'Tax payment' } as const;
