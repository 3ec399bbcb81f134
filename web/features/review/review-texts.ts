import type { ItemType } from '../../../core/categories';
import { itemMessages } from '../../../core/item-rules';
import type { ItemUse } from '../../../core/item-use';

// The words of the review queue (/review), of the dashboard's review card and one-time check, and of the notice the
// tax screens show while items wait: one place for the screens and their tests.

export const typeLabels: Record<ItemType, string> = { income: 'Income', expense: 'Expense' };

export const useLabels: Record<Exclude<ItemUse, 'review'>, string> = {
  business: 'Business',
  personal: 'Personal',
};

export const reviewTexts = {
  title: 'Review transactions',
  intro:
    'Mark each item business or personal. Business items count in your tax figures, personal ones only in your budget.',
  loading: 'Loading the items to review...',
  loadingMore: 'Loading more items...',
  progress: (position: number, total: number) => `${position} of ${total}`,
  itemLabel: (position: number, total: number) => `Item ${position} of ${total}`,
  previous: 'Previous item',
  next: 'Next item',
  noDescription: 'No description',
  suggested: (category: string) => `Suggested: ${category}`,
  businessCategory: 'Business category',
  personalCategory: 'Personal category',
  share: 'Business share (%)',
  shareHint: 'The part used for work, 1 to 100.',
  shareInvalid: itemMessages.businessPercentInvalid,
  always: (merchant: string) => `Always for ${merchant}`,
  alwaysHint:
    'Saves a rule: the items from here already waiting, and future imports and bank transactions, are filed the same way.',
  keys: 'Keys: B business, P personal, Left and Right arrows to move between items.',
  marked: (use: Exclude<ItemUse, 'review'>, category: string, percent: number) =>
    use === 'business' && percent !== 100
      ? `Marked ${useLabels[use]}: ${category}, ${percent} %`
      : `Marked ${useLabels[use]}: ${category}`,
  markFailed: (message: string) => `This item could not be marked. ${message}`,
  ruleFailed: (message: string) => `The item was marked, but the rule was not saved. ${message}`,
  ruleSaved: (merchant: string) => `Rule saved: always the same for ${merchant}.`,
  fileWaitingFailed: (message: string) =>
    `The rule was saved, but the items already waiting were not filed with it. ${message}`,
  /** The items already waiting that the new rule filed too; nothing said when there were none. */
  filedWaiting: (count: number) =>
    count === 0
      ? ''
      : ` It filed ${count === 1 ? '1 more waiting item' : `${count} more waiting items`} the same way.`,
  emptyTitle: 'Nothing to review',
  emptyBody: 'Every item is marked business or personal.',
  backToDashboard: 'Back to the dashboard',
} as const;

/** '12 items' / '1 item'. */
const itemsCount = (count: number) => (count === 1 ? '1 item' : `${count} items`);

/** The dashboard's card leading to the queue. */
export const reviewCardTexts = {
  title: (count: number) => `${count} to review`,
  body: (amount: string) => `${amount} in items not yet marked business or personal.`,
  action: 'Review them',
} as const;

/** The line of the tax screens and the dashboard's tax card while items wait. */
export const reviewWaitingTexts = {
  waiting: (count: number, amount: string) =>
    count === 1
      ? `1 item (${amount}) waits for review and is not in these figures.`
      : `${itemsCount(count)} (${amount}) wait for review and are not in these figures.`,
  action: 'Review them',
} as const;

/** The dashboard's one-time check for people whose items were all business before business and personal were apart. */
export const useCheckTexts = {
  title: 'Some of your items may be personal',
  body: (count: number, amount: string, categories: readonly string[]) =>
    `${itemsCount(count)} (${amount}) in ${categories.join(', ')} were counted as business before GigTally kept business and personal apart; review them, or keep them as business.`,
  review: 'Review them',
  keep: 'Keep as business',
  later: 'Not now',
  failed: (message: string) => `That did not work. ${message}`,
} as const;

/** The dashboard's note of which figures its cards show. */
export const dashboardUseTexts = {
  businessLabel: 'Business',
  personal: (income: string, expenses: string) =>
    `Personal money this period, not in these figures: ${income} in, ${expenses} out.`,
} as const;
