import { FREE_ITEM_LIMIT } from '../../../core/plans';
import { HelpArticle, ScreenLink, Steps, Ui, type ArticleSection } from './help-article';

// DESIGN difference 6: /tutorials is a real page: step-by-step guides for the tasks people come to GigTally for.
const sections: ArticleSection[] = [
  {
    id: 'first-income',
    title: 'Record your first income',
    body: (
      <>
        <p>Say you drove for a rideshare app on Saturday evening and earned $142.50.</p>
        <Steps>
          <li>
            Open the <ScreenLink to="/dashboard">Dashboard</ScreenLink> and choose <Ui>Add New</Ui>.
          </li>
          <li>
            In <Ui>Add Transaction</Ui>, leave the type on <Ui>Income</Ui> and choose the category{' '}
            <Ui>Rideshare</Ui>.
          </li>
          <li>
            Type <Ui>142.50</Ui> as the <Ui>Amount</Ui> and set the <Ui>Date</Ui> to Saturday.
          </li>
          <li>
            Optionally add a description (&ldquo;Saturday evening shift&rdquo;) and tags separated by commas
            (&ldquo;weekend, airport&rdquo;), which the Transactions search finds later.
          </li>
          <li>
            Choose <Ui>Add Transaction</Ui>. &ldquo;Income added&rdquo; appears, and the amount shows in{' '}
            <Ui>Total Income</Ui> and <Ui>Recent Transactions</Ui>.
          </li>
        </Steps>
        <p>
          Record expenses the same way with the type <Ui>Expense</Ui>: gas, phone, insurance, supplies. Your
          net income and tax estimate count them. On the Free plan you can keep up to {FREE_ITEM_LIMIT} items.
        </p>
      </>
    ),
  },
  {
    id: 'quick-entry',
    title: 'Log a shift in seconds with Quick Entry',
    body: (
      <>
        <p>Quick Entry is made for the end of a shift: it records an amount dated today.</p>
        <Steps>
          <li>
            On the <ScreenLink to="/dashboard">Dashboard</ScreenLink>, find <Ui>Quick Entry</Ui>.
          </li>
          <li>
            Choose <Ui>Income</Ui> or <Ui>Expense</Ui>.
          </li>
          <li>
            Type the <Ui>Amount</Ui>, for example <Ui>36.20</Ui> for a tank of gas.
          </li>
          <li>
            Choose a <Ui>Category</Ui> such as <Ui>Gig Pay</Ui>, <Ui>Tips</Ui> or <Ui>Gas</Ui>. For anything
            else choose the custom option and type your own category.
          </li>
          <li>
            Choose <Ui>Add Income</Ui> or <Ui>Add Expense</Ui>. The form clears, ready for the next one.
          </li>
        </Steps>
        <p>
          The item is described with its category and date, written in the date format chosen in Settings,
          such as &ldquo;Quick entry: Gas - 11/22/2026&rdquo;; change the description any time on{' '}
          <ScreenLink to="/transactions">Transactions</ScreenLink>.
        </p>
      </>
    ),
  },
  {
    id: 'tax-estimate',
    title: 'Read your tax estimate',
    body: (
      <>
        <p>
          The Dashboard&apos;s <Ui>Est. Quarterly Tax</Ui> gives a quick figure for the chosen period. The Pro{' '}
          <ScreenLink to="/reports/taxes">Tax Estimates</ScreenLink> screen shows the whole year.
        </p>
        <Steps>
          <li>
            In <Ui>Tax Settings</Ui>, choose the <Ui>Tax year</Ui> and your <Ui>Filing status</Ui>. Keep the
            standard deduction GigTally fills in unless you know yours differs.
          </li>
          <li>
            Read <Ui>Total Tax</Ui>: the federal income tax plus self-employment tax (Social Security and
            Medicare) on your net profit for the year. <Ui>Effective Rate</Ui> is that total as a share of
            your income.
          </li>
          <li>
            Open <Ui>How Your Tax Is Calculated</Ui> to follow each step: income minus expenses,
            self-employment tax at 15.3% of 92.35% of profit, the deductions, and the tax in each bracket.
          </li>
          <li>
            In <Ui>Quarterly Payments</Ui>, note each installment and its due date. Pay it to the IRS, for
            example with IRS Direct Pay, by that date.
          </li>
          <li>
            If you have last year&apos;s return, enter its total tax and AGI under <Ui>Safe Harbor</Ui> to see
            the least you can pay each quarter without an underpayment penalty.
          </li>
        </Steps>
        <p>
          The figures are estimates for planning, not tax advice: they leave out state tax, other income and
          credits. Keep your records up to date and the estimate follows.
        </p>
      </>
    ),
  },
  {
    id: 'exporting',
    title: 'Export your records for tax time',
    body: (
      <>
        <p>Give your accountant, or your tax software, everything in one file.</p>
        <Steps>
          <li>
            On the <ScreenLink to="/dashboard">Dashboard</ScreenLink>, choose <Ui>Export</Ui>.
          </li>
          <li>
            In <Ui>Export Data</Ui>, pick a format: <Ui>CSV</Ui> for any spreadsheet, <Ui>TSV (Excel)</Ui> to
            open straight in Excel, <Ui>JSON</Ui> for other apps, or the <Ui>Tax Summary Report</Ui>: income
            and expenses by category, totals and net for one tax year.
          </li>
          <li>
            For the Tax Summary Report, choose the <Ui>Tax year</Ui>.
          </li>
          <li>
            Choose <Ui>Export</Ui>. The file downloads at once, named like GigTally_export_2026-01-31.csv or
            GigTally_tax_summary_2025.txt.
          </li>
        </Steps>
        <p>
          Each row of the CSV, TSV and JSON files has the transaction ID, date, type, category, amount,
          description and tags. Keep your receipts as well: the export is a record of what you entered.
        </p>
      </>
    ),
  },
];

/** /tutorials: step-by-step guides. */
export function TutorialsPage() {
  return (
    <HelpArticle
      title="Tutorials"
      intro={<p>Step-by-step guides for the things gig workers do most in GigTally.</p>}
      sections={sections}
    />
  );
}

export const Component = TutorialsPage;
