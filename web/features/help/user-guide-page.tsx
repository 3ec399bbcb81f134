import { FREE_ITEM_LIMIT } from '../../../core/plans';
import { HelpArticle, Points, ScreenLink, Ui, type ArticleSection } from './help-article';

// DESIGN difference 6: /docs/user-guide is a real page. One section per screen, in the order of the sidebar.
const sections: ArticleSection[] = [
  {
    id: 'getting-started',
    title: 'Getting started',
    body: (
      <>
        <p>
          Create an account on the sign-in screen with <Ui>Need an account? Sign up</Ui>: your name, your
          email address and a password of at least 8 characters. Then sign in; GigTally opens on the
          Dashboard.
        </p>
        <p>
          Forgot your password? Choose <Ui>Forgot password?</Ui> on the sign-in screen and we email you a link
          to choose a new one. The link works for one hour.
        </p>
      </>
    ),
  },
  {
    id: 'dashboard',
    title: 'Dashboard',
    body: (
      <>
        <p>
          The <ScreenLink to="/dashboard">Dashboard</ScreenLink> is your overview. The <Ui>Period</Ui> buttons
          (Week, Month, Quarter, All Time) choose the time the figures cover.
        </p>
        <Points>
          <li>
            <Ui>Total Income</Ui>, <Ui>Total Expenses</Ui>, <Ui>Net Income</Ui> and{' '}
            <Ui>Est. Quarterly Tax</Ui>, each compared with the previous period of the same length.
          </li>
          <li>
            <Ui>Quick Entry</Ui> adds an income or expense dated today in a few taps; <Ui>Add New</Ui> opens
            the full form with a date, a description and tags.
          </li>
          <li>
            <Ui>Recent Transactions</Ui> lists your latest ten items, with a link to all of them.
          </li>
          <li>
            <Ui>Top Expenses</Ui> shows the three categories you spend most on, and{' '}
            <Ui>Upcoming Deadlines</Ui> the next estimated-tax due dates with the days left.
          </li>
          <li>
            On the Free plan a meter shows how many of your {FREE_ITEM_LIMIT} budget items you have used.
          </li>
          <li>
            <Ui>Export</Ui> downloads your records (see{' '}
            <ScreenLink to="/tutorials#exporting">Exporting for tax time</ScreenLink>).
          </li>
        </Points>
      </>
    ),
  },
  {
    id: 'transactions',
    title: 'Transactions',
    body: (
      <>
        <p>
          <ScreenLink to="/transactions">Transactions</ScreenLink> lists every income and expense. Narrow the
          list with <Ui>Search</Ui> (words in the description or category), <Ui>Category</Ui>, the{' '}
          <Ui>From</Ui> and <Ui>To</Ui> dates and <Ui>Show</Ui> (All, Income or Expenses), and order it with{' '}
          <Ui>Sort by</Ui>.
        </p>
        <p>
          Each row has <Ui>Edit</Ui> and <Ui>Delete</Ui> buttons. <Ui>Load more</Ui> at the bottom brings the
          next page of older items.
        </p>
      </>
    ),
  },
  {
    id: 'calendar',
    title: 'Calendar',
    body: (
      <>
        <p>
          The <ScreenLink to="/calendar">Calendar</ScreenLink> shows one month with each day&apos;s income and
          expenses. Move with <Ui>Previous month</Ui>, <Ui>Next month</Ui> and <Ui>Today</Ui>.
        </p>
        <p>
          Choose a day to see its totals and its items. Days when an estimated tax payment is due are marked.
        </p>
      </>
    ),
  },
  {
    id: 'reports',
    title: 'Reports & Analytics',
    body: (
      <>
        <p>
          <ScreenLink to="/reports">Reports &amp; Analytics</ScreenLink> shows this month&apos;s figures and
          leads to the three reports, which are part of Pro. Each report has <Ui>Week</Ui>, <Ui>Month</Ui>,{' '}
          <Ui>Quarter</Ui> and <Ui>Year</Ui> buttons, and every chart comes with the same figures as text.
        </p>
        <Points>
          <li>
            <ScreenLink to="/reports/income">Income Analysis</ScreenLink>: income by category and by day of
            the week, the monthly trend, and insights on how stable, varied and strong your income is.
          </li>
          <li>
            <ScreenLink to="/reports/expenses">Expense Breakdown</ScreenLink>: expenses by category and by
            month, and your largest expenses.
          </li>
        </Points>
      </>
    ),
  },
  {
    id: 'tax-estimates',
    title: 'Tax Estimates',
    body: (
      <>
        <p>
          <ScreenLink to="/reports/taxes">Tax Estimates</ScreenLink> (Pro) estimates your federal tax for a
          year from your records. In <Ui>Tax Settings</Ui> choose the <Ui>Tax year</Ui> and your{' '}
          <Ui>Filing status</Ui>; the <Ui>Standard deduction</Ui> is filled in for them and you may change it.
        </p>
        <Points>
          <li>
            <Ui>Total Tax</Ui>, <Ui>Effective Rate</Ui> and <Ui>Quarterly Payment</Ui> sum it up.
          </li>
          <li>
            <Ui>How Your Tax Is Calculated</Ui> shows each step: net profit, self-employment tax, deductions,
            the brackets and the total.
          </li>
          <li>
            <Ui>Quarterly Payments</Ui> lists the four installments and their due dates.
          </li>
          <li>
            <Ui>Safe Harbor</Ui>: with last year&apos;s total tax and AGI from your return, the least you can
            pay each quarter to avoid an underpayment penalty.
          </li>
        </Points>
        <p>
          See <ScreenLink to="/tutorials#tax-estimate">Reading your tax estimate</ScreenLink> for a
          walk-through.
        </p>
      </>
    ),
  },
  {
    id: 'subscription',
    title: 'Subscription',
    body: (
      <>
        <p>
          <ScreenLink to="/subscription">Subscription</ScreenLink> shows your plan and, on Pro, the date it
          renews or ends. <Ui>Subscribe</Ui> takes you to our payment processor to start Pro; you come back to
          GigTally when the payment is done.
        </p>
        <p>
          <Ui>Cancel Subscription</Ui> stops the renewal: you keep Pro until the end of the period you paid
          for.
        </p>
      </>
    ),
  },
  {
    id: 'settings',
    title: 'Settings',
    body: (
      <Points>
        <li>
          <Ui>User Profile</Ui>: change your display name. Your email address cannot be changed; contact
          support for help.
        </li>
        <li>
          <Ui>Preferences</Ui>: email notifications, tax reminders, weekly reports, the currency amounts are
          shown in and the date format.
        </li>
        <li>
          <Ui>Account Management</Ui>: download all your data, or delete your account.
        </li>
        <li>
          <Ui>Subscription</Ui>: a link to your plan.
        </li>
      </Points>
    ),
  },
  {
    id: 'accessibility',
    title: 'Accessibility options',
    body: (
      <p>
        The accessibility button on the home page and on the Dashboard opens a panel with the text size (80%
        to 150%), high contrast, dark mode and <Ui>Reset</Ui>. Your choices apply at once and are kept on this
        device. Read more in the <ScreenLink to="/accessibility">Accessibility Statement</ScreenLink>.
      </p>
    ),
  },
  {
    id: 'help',
    title: 'Help & Support',
    body: (
      <p>
        <ScreenLink to="/help">Help &amp; Support</ScreenLink> answers common questions (search them by any
        word), links to this guide and to the <ScreenLink to="/tutorials">Tutorials</ScreenLink>, and tells
        you how to reach us by email or live chat.
      </p>
    ),
  },
];

/** /docs/user-guide: how each screen of GigTally works. */
export function UserGuidePage() {
  return (
    <HelpArticle
      title="User Guide"
      intro={<p>How each screen of GigTally works, in the order they appear in the sidebar.</p>}
      sections={sections}
    />
  );
}

export const Component = UserGuidePage;
