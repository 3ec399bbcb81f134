/**
 * Issue 20: the receipt parts of the dashboard and Quick Entry (Snap a receipt, the count, Receipts to file, the offer
 * after an expense is added), loaded after the page by one import(), so the signed-in first load carries the list of
 * files to preload once and stays within its JS budget (DESIGN "Quality bars").
 */
export const loadReceiptParts = () => import('./dashboard-receipts');
