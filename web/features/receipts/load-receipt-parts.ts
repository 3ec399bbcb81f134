/**
 * The receipt parts of the dashboard and Quick Entry, each its own small chunk loaded after the page (for
 * Pro users only): the dashboard's count and Receipts to file, the Snap a receipt button (its dialog comes on
 * click), and the offer to keep a receipt after Quick Entry adds an expense. None of them brings the item dialogs.
 */
export const loadDashboardReceipts = () => import('./dashboard-receipts');
export const loadSnapReceiptButton = () => import('./snap-receipt-button');
export const loadReceiptOffer = () => import('./receipt-offer');
