import { FREE_BUDGET_CATEGORY_LIMIT, FREE_ITEM_LIMIT } from '../../../core/plans';
import { HelpArticle, ScreenLink, Steps, Ui, type ArticleSection } from './help-article';

// /tutorials is a real page, not a dead link: step-by-step guides for the tasks people come to GigTally for.
const sections: ArticleSection[] = [
  {
    id: 'tax-setup',
    title: 'Set up your tax estimate',
    body: (
      <>
        <p>
          Say you are married, live in California, drive for a delivery app and your spouse has a job paying
          $40,000 a year, with $3,000 of federal tax withheld.
        </p>
        <Steps>
          <li>
            Create your account. The screen <Ui>Set up your tax estimate</Ui> opens first (later, from{' '}
            <ScreenLink to="/settings">Settings</ScreenLink>: <Ui>Tax set-up</Ui>,{' '}
            <Ui>Answer the tax questions</Ui>).
          </li>
          <li>
            Choose <Ui>Married filing jointly</Ui> as the <Ui>Filing status</Ui> and <Ui>California</Ui> as
            the <Ui>State you live in</Ui>.
          </li>
          <li>
            Type <Ui>40000</Ui> in <Ui>Your spouse&apos;s W-2 wages</Ui> and <Ui>3000</Ui> in{' '}
            <Ui>Tax withheld from your spouse&apos;s wages</Ui>; leave your own boxes empty if you have no
            job.
          </li>
          <li>
            Choose <Ui>Save and continue</Ui>. The Dashboard&apos;s <Ui>Tax Due</Ui> now counts the joint
            return, the wages and what was withheld, with California&apos;s part beside the federal one.
          </li>
        </Steps>
        <p>
          A box the estimate cannot take says why under it, in the same words as Tax Estimates. Not sure yet?{' '}
          <Ui>Skip for now</Ui>: the estimate counts you as single, with the gig alone, until you answer.
        </p>
      </>
    ),
  },
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
        <p>
          Quick Entry is made for the end of a shift: it records an amount dated today, or the day you choose.
        </p>
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
            The <Ui>Date</Ui> is today; change it for a shift that ended after midnight. Under <Ui>More</Ui>,
            choose <Ui>Personal</Ui> for something that is not for work (business is the default).
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
    id: 'snap-receipt',
    title: 'Snap a receipt',
    body: (
      <>
        <p>Say you filled the tank for $82.40 and the gas station gave you a paper receipt (Pro).</p>
        <Steps>
          <li>
            On the <ScreenLink to="/dashboard">Dashboard</ScreenLink> or{' '}
            <ScreenLink to="/transactions">Transactions</ScreenLink>, choose <Ui>Snap a receipt</Ui>.
          </li>
          <li>
            Choose <Ui>Take photo</Ui> and photograph the receipt flat, in good light, or <Ui>Choose file</Ui>{' '}
            for a photo or PDF you already have (up to 10 MB).
          </li>
          <li>
            GigTally reads the receipt and proposes the expense: the total as the <Ui>Amount</Ui>, its{' '}
            <Ui>Date</Ui>, and the shop as the <Ui>Description</Ui>. A field it could not read is left empty
            with a note, such as &ldquo;We could not read the total; type it in.&rdquo;
          </li>
          <li>
            Check every field, choose a <Ui>Category</Ui> if none is set, and choose <Ui>Save expense</Ui>.
            &ldquo;Expense added with its receipt&rdquo; appears.
          </li>
          <li>
            On <ScreenLink to="/transactions">Transactions</ScreenLink> the expense shows a receipt icon; open
            it with <Ui>Edit</Ui> to see the receipt.
          </li>
        </Steps>
        <p>
          Not the time to fill it in? Close the dialog: the receipt waits under <Ui>Receipts to file</Ui>, and{' '}
          <Ui>File it</Ui> picks it up later. <Ui>Cancel</Ui> deletes the receipt you just snapped. Snap the
          same file again and GigTally recognises it: you get the receipt you kept before, not a second copy.
        </p>
      </>
    ),
  },
  {
    id: 'import-statement',
    title: 'Import a bank statement',
    body: (
      <>
        <p>Say your bank lets you download last month&apos;s transactions as a CSV file.</p>
        <Steps>
          <li>
            At your bank, card or gig platform, download the statement as CSV, OFX, QFX or QIF (up to 10 MB).
          </li>
          <li>
            Open <ScreenLink to="/import">Import</ScreenLink> and choose the file under{' '}
            <Ui>Choose a statement</Ui>, or drop it there.
          </li>
          <li>
            For a CSV file, check under <Ui>Columns</Ui> that the <Ui>Date</Ui>, <Ui>Description</Ui> and{' '}
            <Ui>Amount</Ui> are the right columns.
          </li>
          <li>
            Under <Ui>Rows</Ui>, read each row&apos;s type and category and change any that are wrong. Rows
            you already have are counted as already added and skipped.
          </li>
          <li>
            Choose <Ui>Import</Ui> (Pro). <Ui>Import finished</Ui> says how many items were added; if
            something went wrong, <Ui>Undo this import</Ui> removes them all.
          </li>
        </Steps>
        <p>
          Previewing a file is free on every plan, so you can see what an import would add before you upgrade.
        </p>
      </>
    ),
  },
  {
    id: 'connect-bank',
    title: 'Connect your bank',
    body: (
      <>
        <p>Say your gig payouts land in a checking account and you pay for gas with a card (Pro).</p>
        <Steps>
          <li>
            Open <ScreenLink to="/settings/connections">Connected accounts</ScreenLink> from Settings (or{' '}
            <Ui>Connect your bank instead</Ui> on Import).
          </li>
          <li>
            At SimpleFIN Bridge, connect your bank, then create a new app connection and copy its setup token.
            To try first without a bank, choose <Ui>Connect GigTally Test Bank</Ui> instead and skip to step
            4.
          </li>
          <li>
            Paste the token into <Ui>SimpleFIN setup token</Ui> and choose <Ui>Connect with SimpleFIN</Ui>.
          </li>
          <li>
            Your bank appears with its accounts, and a message says how many transactions came in from the
            last 90 days. Open <ScreenLink to="/transactions">Transactions</ScreenLink> to see them, filed by
            your rules.
          </li>
          <li>
            Back on Connected accounts, turn off <Ui>Track</Ui> for any personal account. From now on GigTally
            syncs by itself; <Ui>Sync now</Ui> fetches what is new at once.
          </li>
        </Steps>
        <p>
          To stop, choose <Ui>Disconnect</Ui> and say whether to keep the items the connection brought.
        </p>
      </>
    ),
  },
  {
    id: 'rules',
    title: 'File imports automatically with rules',
    body: (
      <>
        <p>Say every payout from your delivery platform should be filed as Delivery income.</p>
        <Steps>
          <li>
            Open <ScreenLink to="/rules">Rules</ScreenLink>.
          </li>
          <li>
            Under <Ui>Add a rule</Ui>, type a word from the payout&apos;s description in{' '}
            <Ui>Description contains</Ui>, for example <Ui>DOORDASH</Ui>.
          </li>
          <li>
            Choose the <Ui>Type</Ui> <Ui>Income</Ui> and the <Ui>Category</Ui> <Ui>Delivery</Ui>, then choose{' '}
            <Ui>Add rule</Ui>. &ldquo;Rule added.&rdquo; appears and the rule is listed under{' '}
            <Ui>Your rules</Ui>.
          </li>
          <li>
            If two rules could match one row, move the one that should win up with its arrow: the first match
            in the list is used.
          </li>
        </Steps>
        <p>
          Faster still: after an import, change the category of an item on{' '}
          <ScreenLink to="/transactions">Transactions</ScreenLink> and answer <Ui>Make this a rule?</Ui> with{' '}
          <Ui>Create rule</Ui>.
        </p>
      </>
    ),
  },
  {
    id: 'mileage',
    title: 'Log your business miles',
    body: (
      <>
        <p>Say you drove 18.4 miles between deliveries on Tuesday.</p>
        <Steps>
          <li>
            Open <ScreenLink to="/mileage">Mileage</ScreenLink>.
          </li>
          <li>
            Under <Ui>Log a trip</Ui>, set the <Ui>Date</Ui> to Tuesday and type <Ui>18.4</Ui> in{' '}
            <Ui>Miles</Ui> (or choose <Ui>Odometer</Ui> and type the start and end readings).
          </li>
          <li>
            Type the <Ui>Business purpose</Ui>, such as &ldquo;Deliveries, downtown&rdquo;, and if you like
            the <Ui>Platform (optional)</Ui>.
          </li>
          <li>
            Choose <Ui>Log trip</Ui>. &ldquo;Trip logged.&rdquo; appears and the trip counts in the
            year&apos;s <Ui>Mileage deduction</Ui>.
          </li>
          <li>
            Under <Ui>Car costs</Ui>, compare the two methods (what each deducts and the federal tax each
            gives) and choose how your car is deducted this year: the <Ui>Standard mileage rate</Ui> or{' '}
            <Ui>Actual car expenses</Ui>. You cannot deduct both; until you choose, actual car expenses are
            used.
          </li>
        </Steps>
        <p>
          At tax time, <Ui>Download CSV</Ui> or <Ui>Printable log</Ui> gives you the year&apos;s log as the
          IRS asks you to keep it.
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
          The Dashboard&apos;s <Ui>Tax Due</Ui> says what you owe by the next due date, federal and state
          together. The Pro <ScreenLink to="/reports/taxes">Tax Estimates</ScreenLink> screen shows the whole
          year.
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
    id: 'quarterly-payments',
    title: 'Plan and record your quarterly payments',
    body: (
      <>
        <p>Say you paid $600 of estimated tax with IRS Direct Pay today.</p>
        <Steps>
          <li>
            Open <ScreenLink to="/reports/taxes">Tax Estimates</ScreenLink> (Pro) and find the{' '}
            <Ui>Quarterly Planner</Ui>.
          </li>
          <li>
            Under <Ui>Record a payment</Ui>, keep today as the <Ui>Payment date</Ui>, type <Ui>600</Ui> as the{' '}
            <Ui>Amount paid</Ui> and, if you like, a note such as &ldquo;Direct Pay&rdquo;.
          </li>
          <li>
            Choose <Ui>Record Payment</Ui>. &ldquo;Payment recorded&rdquo; appears and the payment is listed
            under the year&apos;s payments.
          </li>
          <li>
            Read each quarter&apos;s estimate, what is paid and what is still due, and the <Ui>Due by</Ui>{' '}
            figure for the next due date.
          </li>
        </Steps>
        <p>
          With last year&apos;s total tax and AGI under <Ui>Safe Harbor</Ui>, the planner also shows the least
          to pay each quarter to avoid an underpayment penalty.
        </p>
      </>
    ),
  },
  {
    id: 'budget',
    title: 'Budget with irregular income',
    body: (
      <>
        <p>
          Payouts come when they come: a big week, then a quiet one. The{' '}
          <ScreenLink to="/budget">Budget</ScreenLink> plans each month from what has actually arrived, not
          from a salary you do not have.
        </p>
        <Steps>
          <li>
            Each business payout first sets aside its tax: the year&apos;s estimated federal, state and local
            tax times the payout, divided by the year&apos;s business gross income. It is the same figure as
            &ldquo;safe to spend&rdquo; beside each payout. Then the month&apos;s business costs are paid.
            What is left is <Ui>Ready to assign</Ui>, with <Ui>Received</Ui>, <Ui>Tax set aside</Ui>,{' '}
            <Ui>Business costs</Ui> and <Ui>Carried in from earlier months</Ui> beneath it.
          </li>
          <li>
            Under <Ui>Add category</Ui>, choose a category such as <Ui>Housing</Ui> or <Ui>Groceries</Ui> (or
            type your own), type the <Ui>Planned amount</Ui> and choose <Ui>Add category</Ui>. Change a plan
            in its <Ui>Planned</Ui> box: it is saved when you leave the box or press Enter. Spending you mark{' '}
            <Ui>Personal</Ui> counts as <Ui>Spent</Ui> in its category.
          </li>
          <li>
            Tick <Ui>Roll over to next month</Ui> on a category whose leftover (or overspending) should carry
            into next month, such as a yearly bill you save up for. Without it, next month starts that
            category afresh.
          </li>
          <li>
            At the start of a month, choose <Ui>Copy last month&apos;s plan</Ui>,{' '}
            <Ui>Start from 3-month average</Ui> (each category at what you spent on average) or{' '}
            <Ui>Assign in order</Ui>, which fills bills first (housing, utilities, debt payments, childcare,
            health, groceries), each up to last month&apos;s amount, from what is ready to assign.
          </li>
          <li>
            Watch <Ui>Left to spend this month</Ui> and, in the current month, <Ui>This week</Ui>: the
            week&apos;s share of what the month has left, by days. A category at 80 % of its budget, or over
            it, is flagged at the top.
          </li>
        </Steps>
        <p>
          The lean-month figures show the lowest and median take-home of the last 12 months. When the month
          plans more than your leanest month brought home, the budget says so: plan the bills to fit a lean
          month and let good months fill <Ui>Savings</Ui>. What <Ui>Savings</Ui> holds is shown as months of
          your other planned spending, your buffer.
        </p>
        <p>
          The Free plan budgets up to {FREE_BUDGET_CATEGORY_LIMIT} categories a month; Pro has no limit. If
          ready to assign goes below zero, the plan gives out more than has come in: lower a category or wait
          for the next payout.
        </p>
      </>
    ),
  },
  {
    id: 'tips',
    title: 'Mark your tips',
    body: (
      <>
        <p>Say a customer tipped you $25 in cash on a delivery.</p>
        <Steps>
          <li>
            On the <ScreenLink to="/dashboard">Dashboard</ScreenLink>, choose <Ui>Add New</Ui>.
          </li>
          <li>
            Leave the type on <Ui>Income</Ui>, choose a category, type <Ui>25</Ui> as the <Ui>Amount</Ui> and
            set the <Ui>Date</Ui>.
          </li>
          <li>
            Tick <Ui>These are tips</Ui> and choose <Ui>Add Transaction</Ui>. The item carries a <Ui>Tips</Ui>{' '}
            badge.
          </li>
        </Steps>
        <p>
          In Quick Entry, the <Ui>Tips</Ui> category marks the entry as tips by itself. For 2025 to 2028, Tax
          Estimates takes the <Ui>Qualified tips deduction</Ui> off your taxable income.
        </p>
      </>
    ),
  },
  {
    id: 'calendar-feed',
    title: 'Put the tax due dates in your calendar',
    body: (
      <Steps>
        <li>
          Open the <ScreenLink to="/calendar">Calendar</ScreenLink>.
        </li>
        <li>
          Under the month, choose <Ui>Add the tax due dates to your calendar (.ics)</Ui>. Your browser
          downloads gigtally-tax-due-dates.ics.
        </li>
        <li>
          Open the file. Apple Calendar and Outlook add the dates at once; in Google Calendar use{' '}
          <Ui>Settings</Ui>, then <Ui>Import &amp; export</Ui>.
        </li>
        <li>
          Each due date of last year, this year and next year is now in your calendar, with reminders 7 days
          and 1 day before.
        </li>
      </Steps>
    ),
  },
  {
    id: 'install-app',
    title: 'Install GigTally on your phone',
    body: (
      <>
        <Steps>
          <li>Open GigTally in your phone&apos;s browser and sign in.</li>
          <li>
            On Android, in Chrome, Edge or Samsung Internet, open the browser menu and choose{' '}
            <Ui>Install app</Ui> or <Ui>Add to Home screen</Ui>. On an iPhone or iPad, in Safari, tap{' '}
            <Ui>Share</Ui>, then <Ui>Add to Home Screen</Ui>.
          </li>
          <li>Open GigTally from its icon: it opens at the Dashboard in its own window.</li>
          <li>
            In a dead zone, use <Ui>Quick Entry</Ui> as usual: the entry is saved on the phone and sent when
            you are back online.
          </li>
        </Steps>
        <p>Everything except Quick Entry needs a connection.</p>
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
            and expenses by category, totals and net for one tax year, with the year&apos;s tax estimate and
            your state&apos;s tax, withholding and the payments made to it.
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
          description and tags. Keep your receipts as well: the export is a record of what you entered. On
          Pro, <Ui>Receipts (zip)</Ui> downloads a tax year&apos;s receipts, named by date, amount and shop.
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
