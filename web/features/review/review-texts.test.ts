import { describe, expect, it } from 'vitest';
import {
  dashboardUseTexts,
  reviewCardTexts,
  reviewTexts,
  reviewWaitingTexts,
  useCheckTexts,
} from './review-texts';

describe('the review queue says', () => {
  it('what the screen is and where the person is in it', () => {
    expect(reviewTexts.title).toBe('Review transactions');
    expect(reviewTexts.intro).toBe(
      'Mark each item business or personal. Business items count in your tax figures, personal ones only in your budget.',
    );
    expect(reviewTexts.progress(3, 27)).toBe('3 of 27');
    expect(reviewTexts.itemLabel(3, 27)).toBe('Item 3 of 27');
    expect(reviewTexts.loading).toBe('Loading the items to review...');
    expect(reviewTexts.loadingMore).toBe('Loading more items...');
    expect(reviewTexts.previous).toBe('Previous item');
    expect(reviewTexts.next).toBe('Next item');
    expect(reviewTexts.noDescription).toBe('No description');
    expect(reviewTexts.suggested('Other Expense')).toBe('Suggested: Other Expense');
    expect(reviewTexts.keys).toBe(
      'Keys: B business, P personal, Left and Right arrows to move between items.',
    );
  });

  it('the names of its fields and the rule offer', () => {
    expect(reviewTexts.businessCategory).toBe('Business category');
    expect(reviewTexts.personalCategory).toBe('Personal category');
    expect(reviewTexts.share).toBe('Business share (%)');
    expect(reviewTexts.shareHint).toBe('The part used for work, 1 to 100.');
    expect(reviewTexts.shareInvalid).toBe('Business share must be a whole percent from 1 to 100');
    expect(reviewTexts.always('UBER EATS')).toBe('Always for UBER EATS');
    expect(reviewTexts.alwaysHint).toBe(
      'Saves a rule: the items from here already waiting, and future imports and bank transactions, are filed the same way.',
    );
  });

  it('what was done, and what failed', () => {
    expect(reviewTexts.marked('business', 'Phone', 60)).toBe('Marked Business: Phone, 60 %');
    expect(reviewTexts.marked('business', 'Gas', 100)).toBe('Marked Business: Gas');
    expect(reviewTexts.marked('personal', 'Groceries', 100)).toBe('Marked Personal: Groceries');
    expect(reviewTexts.ruleSaved('KROGER')).toBe('Rule saved: always the same for KROGER.');
    expect(reviewTexts.filedWaiting(0)).toBe('');
    expect(reviewTexts.filedWaiting(1)).toBe(' It filed 1 more waiting item the same way.');
    expect(reviewTexts.filedWaiting(3)).toBe(' It filed 3 more waiting items the same way.');
    expect(reviewTexts.fileWaitingFailed('Network error')).toBe(
      'The rule was saved, but the items already waiting were not filed with it. Network error',
    );
    expect(reviewTexts.markFailed('Network error.')).toBe('This item could not be marked. Network error.');
    expect(reviewTexts.ruleFailed('Too many rules.')).toBe(
      'The item was marked, but the rule was not saved. Too many rules.',
    );
  });

  it('when nothing waits', () => {
    expect(reviewTexts.emptyTitle).toBe('Nothing to review');
    expect(reviewTexts.emptyBody).toBe('Every item is marked business or personal.');
    expect(reviewTexts.backToDashboard).toBe('Back to the dashboard');
  });
});

describe('the dashboard and the tax screens say', () => {
  it('how many items wait', () => {
    expect(reviewCardTexts.title(12)).toBe('12 to review');
    expect(reviewCardTexts.body('$1,234.56')).toBe('$1,234.56 in items not yet marked business or personal.');
    expect(reviewCardTexts.action).toBe('Review them');
    expect(reviewWaitingTexts.waiting(12, '$1,234.56')).toBe(
      '12 items ($1,234.56) wait for review and are not in these figures.',
    );
    expect(reviewWaitingTexts.waiting(1, '$9.99')).toBe(
      '1 item ($9.99) waits for review and is not in these figures.',
    );
    expect(reviewWaitingTexts.action).toBe('Review them');
  });

  it('which figures the cards show', () => {
    expect(dashboardUseTexts.businessLabel).toBe('Business');
    expect(dashboardUseTexts.personal('$3,000.00', '$412.80')).toBe(
      'Personal money this period, not in these figures: $3,000.00 in, $412.80 out.',
    );
  });

  it('the one-time check of items that may be personal', () => {
    expect(useCheckTexts.title).toBe('Some of your items may be personal');
    expect(useCheckTexts.body(4, '$2,450.00', ['Rent', 'Utilities'])).toBe(
      '4 items ($2,450.00) in Rent, Utilities were counted as business before GigTally kept business and personal apart; review them, or keep them as business.',
    );
    expect(useCheckTexts.review).toBe('Review them');
    expect(useCheckTexts.keep).toBe('Keep as business');
    expect(useCheckTexts.later).toBe('Not now');
    expect(useCheckTexts.failed('Network error.')).toBe('That did not work. Network error.');
  });
});
