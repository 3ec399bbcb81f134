import { FREE_ITEM_LIMIT, PRO_PRICE_CENTS } from '../../../core/plans';

const proPrice = `$${(PRO_PRICE_CENTS / 100).toFixed(2)}`;

/** A question of the Help page's FAQ. Answers are plain text, so that the search can read them (SPEC section 2). */
export interface Faq {
  id: string;
  question: string;
  answer: readonly string[];
  /** Where to do what the answer describes. */
  links?: readonly { to: string; label: string }[];
}

export const faqs: readonly Faq[] = [
  {
    id: 'add-items',
    question: 'How do I add income or an expense?',
    answer: [
      'On the Dashboard, choose Add New. In the Add Transaction form pick Income or Expense, a category, the amount and the date, and if you like a description and tags separated by commas, then choose Add Transaction.',
      'For something that happened today, Quick Entry on the Dashboard is faster: pick the type, type the amount, choose a category (or Custom to type your own) and add it. You can change or delete any item later on the Transactions page.',
    ],
    links: [
      { to: '/dashboard', label: 'Open the Dashboard' },
      { to: '/transactions', label: 'Open Transactions' },
    ],
  },
  {
    id: 'free-and-pro',
    question: 'What does the Free plan include, and what does Pro add?',
    answer: [
      `The Free plan holds up to ${FREE_ITEM_LIMIT} budget items (incomes and expenses together) with the Dashboard, the calendar and exports. The meter on the Dashboard shows how many you have used.`,
      `Pro costs ${proPrice} per month and adds unlimited budget items and the Pro reports: Income Analysis, Expense Breakdown and Tax Estimates. When you reach the free limit the add forms are disabled until you delete items or upgrade.`,
    ],
    links: [{ to: '/subscription', label: 'See your plan' }],
  },
  {
    id: 'quarterly-due-dates',
    question: 'When are quarterly estimated taxes due?',
    answer: [
      'Federal estimated tax is paid in four installments: April 15, June 15 and September 15 of the tax year, and January 15 of the next year. When a date falls on a weekend or a legal holiday in Washington, DC, it moves to the next business day, and GigTally shows the moved date.',
      'The Dashboard lists the upcoming due dates with the days left, and the calendar marks them.',
    ],
    links: [{ to: '/calendar', label: 'Open the calendar' }],
  },
  {
    id: 'how-estimate-works',
    question: 'How is my tax estimate calculated?',
    answer: [
      'GigTally starts from your net profit: income minus expenses. Self-employment tax is 15.3% of 92.35% of that profit (the Social Security part stops at the yearly wage base). Half of the self-employment tax, the standard deduction for your filing status and the qualified business income deduction are subtracted before the federal income tax brackets apply.',
      'The quarterly payment is a quarter of the total. The Tax Estimates screen shows every step with the figures used. It is an estimate for planning only, not tax advice, and it leaves out state and local taxes, other income and credits.',
    ],
    links: [
      { to: '/reports/taxes', label: 'Open Tax Estimates' },
      { to: '/disclaimer', label: 'Read the Financial Disclaimer' },
    ],
  },
  {
    id: 'export',
    question: 'How do I export my records for my accountant?',
    answer: [
      'Choose Export on the Dashboard. In the Export Data dialog pick CSV, JSON, TSV (Excel) or the Tax Summary Report for one tax year, then choose Export; the file downloads straight away.',
      'Settings also has an export of everything in your account as one JSON file.',
    ],
    links: [{ to: '/tutorials#exporting', label: 'Step by step: exporting for tax time' }],
  },
  {
    id: 'delete-account',
    question: 'How do I delete my account?',
    answer: [
      'Open Settings and, under Account Management, choose Delete account and confirm. Your account, records, settings and subscription are deleted; an active Pro subscription is cancelled first so nothing renews.',
      'This cannot be undone, so export your data first if you may need it.',
    ],
    links: [{ to: '/settings', label: 'Open Settings' }],
  },
  {
    id: 'password-reset',
    question: 'I forgot my password. How do I reset it?',
    answer: [
      'On the sign-in screen choose Forgot password?, enter your email address and choose Send Reset Link. We email you a link that works for one hour; open it and choose a new password of at least 8 characters.',
      'If no email arrives within a few minutes, check your spam folder or write to support.',
    ],
  },
  {
    id: 'currency-date-format',
    question: 'How do I change the currency or the date format?',
    answer: [
      'Open Settings and, under Preferences, choose your currency (USD, EUR, GBP, CAD or AUD) and date format (MM/DD/YYYY, DD/MM/YYYY or YYYY-MM-DD), then save. Amounts and dates everywhere follow your choice.',
      'Changing the currency changes only how amounts are written; amounts are never converted.',
    ],
    links: [{ to: '/settings', label: 'Open Settings' }],
  },
  {
    id: 'accessibility-settings',
    question: 'How do I make the text bigger or turn on high contrast or dark mode?',
    answer: [
      'Use the accessibility button on the home page or the Dashboard. Its panel sets the text size from 80% to 150%, switches high contrast and dark mode on or off, and Reset puts everything back. Your choice is kept on this device.',
      'Every screen also works with a keyboard alone and with screen readers.',
    ],
    links: [{ to: '/accessibility', label: 'Read the Accessibility Statement' }],
  },
  {
    id: 'cancel-pro',
    question: 'How do I cancel Pro?',
    answer: [
      'Open the Subscription page and choose Cancel Subscription. You keep Pro until the end of the period you have paid for and are not charged again; then your account moves to the Free plan.',
      `Your records stay. With more than ${FREE_ITEM_LIMIT} items you can still see, edit and export them, but you cannot add new ones until you are under the limit.`,
    ],
    links: [{ to: '/subscription', label: 'Open Subscription' }],
  },
  {
    id: 'tax-advice',
    question: 'Does GigTally file or pay my taxes?',
    answer: [
      'No. GigTally keeps your records and estimates what you may owe so you can plan. You file your return and make your estimated payments yourself, for example with IRS Direct Pay, or through a tax professional.',
    ],
    links: [{ to: '/disclaimer', label: 'Read the Financial Disclaimer' }],
  },
  {
    id: 'privacy',
    question: 'Who can see my data?',
    answer: [
      'Only you. We do not sell your data or show ads. Stripe handles Pro payments, and the live-chat and error-reporting services are used only if you accept non-essential cookies. The Privacy Policy lists exactly what is stored.',
    ],
    links: [{ to: '/privacy', label: 'Read the Privacy Policy' }],
  },
];
