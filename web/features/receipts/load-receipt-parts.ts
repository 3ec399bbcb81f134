import { loadItemDialogs } from '../items/lazy-item-dialogs';

/**
 * Issue 20: the receipt parts of the dashboard and Quick Entry (Snap a receipt, the count, Receipts to file, the offer
 * after an expense is added), loaded after the page with the item dialogs' chunk (item-dialogs.tsx re-exports them),
 * so the signed-in first load carries one list of files to preload and stays within its JS budget (DESIGN "Quality
 * bars").
 */
export const loadReceiptParts = loadItemDialogs;
