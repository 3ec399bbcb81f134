import { FREE_ITEM_LIMIT } from '../../../core/plans';
import { HelpArticle, Points, ScreenLink, Ui, type ArticleSection } from './help-article';

// /docs/user-guide is a real page, not a dead link. One section per screen, in the order of the sidebar, and
// one per feature that spans screens (the planner, tips, the calendar feed, installing the app).
const sections: ArticleSection[] = [
  {
    id: 'getting-started',
    title: 'Getting started',
    body: (
      <>
        <p>
          Create an account on the sign-in screen with <Ui>Need an account? Sign up</Ui>: your name, your
          email address and a password of at least 8 characters, then <Ui>Create Account</Ui>. You are signed
          in at once, and the Dashboard greets you by the name you gave.
        </p>
        <p>
          First, one screen asks what your tax estimate needs, on every plan: your <Ui>Filing status</Ui>, the{' '}
          <Ui>State you live in</Ui> (and whether you live in New York City, for New York), and the W-2 wages
          and federal tax withheld from them if you or your spouse also have a job (your spouse&apos;s on
          Married filing jointly). <Ui>Save and continue</Ui> and the Dashboard&apos;s <Ui>Tax Due</Ui> uses
          them. <Ui>Skip for now</Ui> goes straight to the Dashboard and is not asked again: the same
          questions wait in <ScreenLink to="/settings">Settings</ScreenLink> under <Ui>Tax set-up</Ui>.
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
          choose the time the figures cover, and the dates are written under the greeting: <Ui>Month</Ui> is
          the calendar month so far (compared with the same days of the month before), <Ui>Week</Ui> the last
          7 days, <Ui>Quarter</Ui> the last 3 months, <Ui>All Time</Ui> everything. The reports use the same
          windows.
        </p>
        <Points>
          <li>
            <Ui>Total Income</Ui>, <Ui>Total Expenses</Ui> and <Ui>Net Income</Ui>, each compared with the
            previous period of the same length.
          </li>
          <li>
            <Ui>Tax Due</Ui> answers what you owe and by when: <Ui>Due by</Ui> the next due date, the federal
            amount still due plus your state&apos;s by its own date, each part shown beneath. An installment
            past its due date and not fully paid is marked <Ui>Overdue</Ui>, with an estimate of the IRS
            underpayment penalty so far and what paying today stops. The same headline is on Upcoming
            Deadlines, Tax Estimates&apos; <Ui>What You Owe</Ui>, the reminders and the weekly email.
          </li>
          <li>
            <Ui>Quick Entry</Ui> adds an income or expense in a few taps, dated today unless you change the
            date; <Ui>More</Ui> holds the choice of business or personal. <Ui>Add New</Ui> opens the full form
            with a description and tags.
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
    id: 'business-and-personal',
    title: 'Business and personal',
    body: (
      <>
        <p>
          Every item is <Ui>Business</Ui> (on Schedule C and in your tax estimate), <Ui>Personal</Ui> (your
          household's money: shown apart, never deducted) or <Ui>To review</Ui> (not decided yet: counted
          nowhere until you decide). A business item used partly for yourself has a <Ui>Business share</Ui>: a
          phone used 60 % for work deducts 60 %.
        </p>
        <p>
          What you type is business unless you say otherwise. What a statement file or your bank brings is
          filed by your rules, by how you filed the same description before, or by GigTally's list of
          merchants (groceries and streaming are personal); anything else waits in the{' '}
          <ScreenLink to="/review">review queue</ScreenLink>, one item at a time: <Ui>Business</Ui> or{' '}
          <Ui>Personal</Ui> in one tap, and <Ui>Always for</Ui> the merchant to save a rule, which also files
          the items from that merchant already waiting. On Transactions, choose several rows and mark them at
          once. A payment to the IRS or your state's tax agency becomes a payment in the Quarterly Planner,
          never an expense.
        </p>
      </>
    ),
  },
  {
    id: 'receipts',
    title: 'Receipts',
    body: (
      <>
        <p>
          On Pro, GigTally keeps the receipt of each expense with it: a photo (JPEG, PNG or WebP) or a PDF, up
          to 10 MB, several per expense if you like.
        </p>
        <Points>
          <li>
            In an expense&apos;s <Ui>Edit Transaction</Ui> dialog, <Ui>Receipts</Ui> shows its receipts.
            Choose one to open it in a new tab, the bin to remove it, <Ui>Take photo</Ui> to use the camera or{' '}
            <Ui>Choose file</Ui> to pick a file. In <Ui>Add New</Ui>, receipts you choose are kept once the
            expense is added; after <Ui>Quick Entry</Ui> adds an expense it offers <Ui>Add a receipt</Ui>.
          </li>
          <li>
            <Ui>Snap a receipt</Ui> (Dashboard and Transactions) reads the total, date and shop from a photo
            and proposes the expense for you to check and save (see{' '}
            <ScreenLink to="/tutorials#snap-receipt">Snap a receipt</ScreenLink>). Receipts not yet filed wait
            under <Ui>Receipts to file</Ui>; <Ui>Cancel</Ui> deletes one you just snapped. The same file
            uploaded again is recognised and not kept twice.
          </li>
          <li>
            One account keeps up to 5,000 receipts and 2,048 MB of them; Settings → <Ui>Receipt storage</Ui>{' '}
            shows how much you use. Only receipts kept with an expense go into the tax packet.
          </li>
          <li>
            Transactions shows each expense&apos;s receipts with a receipt icon and their count, and{' '}
            <Ui>Needs receipt</Ui> on an expense of $75 or more without one (IRS Publication 463); the{' '}
            <Ui>Needs a receipt</Ui> filter lists them, and the Dashboard says how many there are.
          </li>
          <li>
            <Ui>Export</Ui>, then <Ui>Receipts (zip)</Ui>, downloads a tax year&apos;s receipts named by date,
            amount and shop, with an index; Settings downloads all of them.
          </li>
        </Points>
        <p>
          Photos are turned the right way up, reduced to at most 2,000 pixels and stripped of their hidden
          details (such as the GPS position). Only you can open your receipts.
        </p>
      </>
    ),
  },
  {
    id: 'import',
    title: 'Import',
    body: (
      <>
        <p>
          <ScreenLink to="/import">Import</ScreenLink> adds the transactions of a bank, card or gig-platform
          statement in one go. Under <Ui>Choose a statement</Ui>, pick or drop a <Ui>Statement file</Ui>: CSV,
          OFX, QFX or QIF, up to 10 MB. Nothing is saved until you import.
        </p>
        <Points>
          <li>
            <Ui>Preview of</Ui> your file shows every row with its type and category; change any of them in
            the table. <Ui>Text encoding</Ui> reads the file again if accents or quotes look wrong, and{' '}
            <Ui>Choose another file</Ui> starts over.
          </li>
          <li>
            For a CSV file, <Ui>Columns</Ui> shows which column holds the <Ui>Date</Ui>, the{' '}
            <Ui>Description</Ui> and the <Ui>Amount</Ui> (or <Ui>Money in</Ui> and <Ui>Money out</Ui>); change
            a choice and the rows are read again.
          </li>
          <li>
            <Ui>Rows</Ui> counts what is new, what you already added (skipped) and what cannot be read.
            Pending rows are left out until they post.
          </li>
          <li>
            <Ui>Import</Ui> adds the new rows (Pro; previewing is free). <Ui>Import finished</Ui> then says
            what was added and skipped, with <Ui>View transactions</Ui>, <Ui>Import another file</Ui> and{' '}
            <Ui>Undo this import</Ui>.
          </li>
          <li>
            <Ui>Past imports</Ui> lists every file you imported; <Ui>Undo</Ui> removes all the items one
            import added.
          </li>
          <li>
            GigTally reads two of your files at a time (statements, receipts, 1099 PDFs); send the next once
            one is done. A file that takes more than its time to read (30 seconds for a statement, 15 for a
            1099 PDF) or unpacks to far more than such a file holds is refused with a message saying so.
          </li>
        </Points>
      </>
    ),
  },
  {
    id: 'rules',
    title: 'Rules',
    body: (
      <>
        <p>
          <ScreenLink to="/rules">Rules</ScreenLink> decide how imported rows are filed. Under{' '}
          <Ui>Add a rule</Ui>, type what the description contains (<Ui>Description contains</Ui>), choose the{' '}
          <Ui>Type</Ui> and the <Ui>Category</Ui>, and choose <Ui>Add rule</Ui>.
        </p>
        <Points>
          <li>
            <Ui>Your rules</Ui> apply first, top to bottom: move one with its up and down arrows, edit or
            delete it. Then comes how you filed the same description before, then{' '}
            <Ui>GigTally&apos;s built-in rules</Ui> (payouts from Uber, Lyft, DoorDash and others as income;
            fuel stations, phone bills, parking and tolls as expenses).
          </li>
          <li>
            When you change the category of an imported item, <Ui>Make this a rule?</Ui> offers to create the
            rule with <Ui>Create rule</Ui>.
          </li>
          <li>A rule changes future imports only; items already imported keep their category.</li>
        </Points>
      </>
    ),
  },
  {
    id: 'mileage',
    title: 'Mileage',
    body: (
      <>
        <p>
          <ScreenLink to="/mileage">Mileage</ScreenLink> is your trip log, on every plan (trips do not count
          toward the Free plan&apos;s limit). Under <Ui>Log a trip</Ui>, enter the <Ui>Date</Ui>, the{' '}
          <Ui>Distance</Ui> as <Ui>Miles</Ui> or as <Ui>Odometer</Ui> readings, the <Ui>Business purpose</Ui>{' '}
          and, if you like, the <Ui>Platform (optional)</Ui>, then choose <Ui>Log trip</Ui>.
        </p>
        <Points>
          <li>
            <Ui>Trips in</Ui> a year shows the <Ui>Business miles</Ui>, the <Ui>Mileage deduction</Ui> at the
            IRS standard rate of each trip&apos;s date and every trip, with <Ui>Download CSV</Ui> and{' '}
            <Ui>Printable log</Ui> for your records.
          </li>
          <li>
            <Ui>Car costs</Ui>: your car is deducted one way per tax year. The <Ui>Standard mileage rate</Ui>{' '}
            deducts your business miles (plus parking and tolls) and leaves out your Gas, Maintenance,
            Insurance and Transportation expenses; <Ui>Actual car expenses</Ui> deducts those expenses (at the
            car&apos;s business-use share) and not the miles. Both methods are shown side by side with what
            each deducts and the federal tax each gives, and the one with the lower tax is marked. Until you
            choose, the year uses actual car expenses, and logging trips never changes that. To use the
            standard rate for a car you own, the IRS asks you to choose it in the car&apos;s first business
            year (Publication 463, chapter 4); in later years you can choose either.
          </li>
        </Points>
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
          <ScreenLink to="/reports/taxes">Tax Estimates</ScreenLink> (Pro) estimates your federal tax (and
          your state&apos;s) for a year from your records. In <Ui>Tax Settings</Ui> choose the{' '}
          <Ui>Tax year</Ui> and your <Ui>Filing status</Ui>; the <Ui>Standard deduction</Ui> is filled in for
          them and you may change it.
        </p>
        <p>
          <Ui>Your household</Ui> brings in the rest of your return for the chosen year, then{' '}
          <Ui>Save household</Ui>. An empty box counts as none: with nothing entered the gig is figured alone.
        </p>
        <Points>
          <li>
            <Ui>Your W-2 wages</Ui> and <Ui>Tax withheld from your wages</Ui> from a day job (on{' '}
            <Ui>Married filing jointly</Ui>, your spouse&apos;s too): wages fill the lower brackets and the
            Social Security limit first, and what was withheld counts as paid.
          </li>
          <li>
            <Ui>Other income</Ui> (interest, dividends, unemployment); <Ui>Health insurance premiums</Ui> and{' '}
            <Ui>Retirement contributions</Ui> (SEP-IRA, solo 401(k)) you paid as a self-employed person,
            within their limits; <Ui>Home office (square feet)</Ui> at $5 a square foot up to 300.
          </li>
          <li>
            <Ui>Itemized deductions</Ui>: used instead of the standard deduction when larger, and the
            breakdown says which. <Ui>Children under 17</Ui> and <Ui>Other dependents</Ui> bring their
            credits.
          </li>
          <li>
            The earned income credit, for working people with low to moderate income, is paid even past your
            tax: <Ui>Children for the earned income credit</Ui> (left empty, your children under 17),{' '}
            <Ui>Investment income</Ui> (over the year&apos;s limit there is none) and{' '}
            <Ui>You or your spouse are 25 to 64</Ui> (needed without a qualifying child) decide it. When
            credits and withholding pass your tax, the screens show the refund you can expect.
          </li>
        </Points>
        <Points>
          <li>
            <Ui>Total Tax</Ui>, <Ui>Effective Rate</Ui> and <Ui>Quarterly Payment</Ui> sum it up.
          </li>
          <li>
            <Ui>How Your Tax Is Calculated</Ui> shows each step: net profit, self-employment tax, deductions,
            the brackets and the total.
          </li>
          <li>
            <Ui>Quarterly Payments</Ui> lists the four installments and their due dates: they pay what is{' '}
            <Ui>Still to pay</Ui> after withholding. When withholding covers enough, it says no estimated
            payments are needed.
          </li>
          <li>
            <Ui>Safe Harbor</Ui>: with last year&apos;s total tax and AGI from your return, the least you can
            pay each quarter to avoid an underpayment penalty.
          </li>
        </Points>
        <p>
          <Ui>Your State</Ui>: choose the <Ui>State you live in</Ui> and its income tax is figured beside the
          federal tax, with its own card and quarterly payments (ten states from their own forms; the nine
          without an income tax say so; for any other you may enter <Ui>Your state tax rate (%)</Ui>). In New
          York, turn on <Ui>I live in New York City</Ui> for the city&apos;s tax. A{' '}
          <Ui>Local income tax rate (%)</Ui> adds a city or locality tax, figured apart in its own{' '}
          <Ui>Local Income Tax</Ui> card with its own quarterly payments, and{' '}
          <Ui>Last year&apos;s state tax</Ui> gives the state&apos;s safe-harbor minimum. Put{' '}
          <Ui>State tax withheld</Ui> in Your household.
        </p>
        <p>
          See <ScreenLink to="/tutorials#tax-estimate">Reading your tax estimate</ScreenLink> for a
          walk-through.
        </p>
      </>
    ),
  },
  {
    id: 'quarterly-planner',
    title: 'Quarterly Planner',
    body: (
      <>
        <p>
          The <Ui>Quarterly Planner</Ui> on <ScreenLink to="/reports/taxes">Tax Estimates</ScreenLink> (Pro)
          keeps track of the estimated tax you have paid. Under <Ui>Record a payment</Ui> for the year, enter
          the <Ui>Payment date</Ui>, the <Ui>Amount paid</Ui> and a <Ui>Note (optional)</Ui>, then choose{' '}
          <Ui>Record Payment</Ui>. With a state chosen, <Ui>Paid to</Ui> says whether the payment went to the
          IRS or to your state, and the planner shows the federal and state installments side by side.
        </p>
        <Points>
          <li>
            For each quarter it shows the estimate, what you paid toward it and what is still due; payments
            count by their date, as the IRS applies them.
          </li>
          <li>
            <Ui>Due by</Ui> the next due date is everything due by then less what you paid. The
            Dashboard&apos;s <Ui>Tax Due</Ui> and <Ui>What You Owe</Ui> above add your state&apos;s to it, and
            tax reminder emails use it. <Ui>Total tax</Ui> there is the year&apos;s federal, state and local
            tax together, each part named.
          </li>
          <li>
            On <ScreenLink to="/transactions">Transactions</ScreenLink>, each income shows what is{' '}
            <Ui>Safe to spend</Ui> after setting aside its share of the year&apos;s estimated tax.
          </li>
        </Points>
      </>
    ),
  },
  {
    id: 'tips',
    title: 'Tips',
    body: (
      <>
        <p>
          Mark income as tips with <Ui>These are tips</Ui> in the add and edit forms; a Quick Entry in the{' '}
          <Ui>Tips</Ui> category is tips by itself. Tips carry a <Ui>Tips</Ui> badge in your lists.
        </p>
        <p>
          For tax years 2025 to 2028, Tax Estimates shows the <Ui>Qualified tips deduction</Ui>: at most
          $25,000, less for incomes over $150,000 ($300,000 married filing jointly), and it lowers income tax
          only, not self-employment tax. The Tax Summary Report lists the year&apos;s tips on their own line.
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
    id: 'calendar-feed',
    title: 'Tax dates in your calendar app',
    body: (
      <p>
        Under the month on the <ScreenLink to="/calendar">Calendar</ScreenLink>, choose{' '}
        <Ui>Add the tax due dates to your calendar (.ics)</Ui>. The file, gigtally-tax-due-dates.ics, holds
        the estimated-tax due dates of last year, this year and next year, each with a reminder 7 days and 1
        day before; open it and your calendar app adds them. It holds no figures of yours.
      </p>
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
          for. Changed your mind before then? <Ui>Resume subscription</Ui> turns the renewal back on.
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
          <Ui>Tax set-up</Ui>: <Ui>Answer the tax questions</Ui> opens the screen asked after sign-up, your
          filing status, state and wages, to answer or change them on any plan.
        </li>
        <li>
          <Ui>Password</Ui>: change your password with your current one; every other device is signed out.
        </li>
        <li>
          <Ui>Account Management</Ui>: download all your data (items, trips, rules and imports), or delete
          your account (you confirm with your password).
        </li>
        <li>
          <Ui>Subscription</Ui>: a link to your plan.
        </li>
      </Points>
    ),
  },
  {
    id: 'connected-accounts',
    title: 'Connected accounts',
    body: (
      <>
        <p>
          <ScreenLink to="/settings/connections">Connected accounts</ScreenLink> (in Settings, and{' '}
          <Ui>Connect your bank instead</Ui> on Import) brings your bank and card transactions in by
          themselves, so you no longer download statements. Connecting is part of Pro; on the Free plan the
          page says what it does, with <Ui>Upgrade to Pro</Ui>.
        </p>
        <Points>
          <li>
            Under <Ui>Connect a bank</Ui>: <Ui>SimpleFIN Bridge</Ui> (paste the setup token from your
            SimpleFIN account into <Ui>SimpleFIN setup token</Ui>, about $1.50 a month paid to SimpleFIN),{' '}
            <Ui>Plaid</Ui> when this GigTally offers it, and the <Ui>GigTally Test Bank</Ui> to try the whole
            thing without a bank.
          </li>
          <li>
            Connecting brings the last 90 days; GigTally then syncs every few hours. Each connection shows its
            status (<Ui>Active</Ui>, <Ui>Syncing</Ui>, <Ui>Needs reconnecting</Ui> or <Ui>Error</Ui> with what
            went wrong), when it last synced and what that sync found, such as “12 new, 3 already there”.
          </li>
          <li>
            Each account has a <Ui>Track</Ui> switch: turn it off for an account you do not want counted (a
            personal one); its transactions are then left out.
          </li>
          <li>
            <Ui>Sync now</Ui> fetches what is new at once. Pending transactions wait until they post, your
            rules file the rest, and a transaction is never added twice, even if you also import a statement
            of the same account.
          </li>
          <li>
            <Ui>Reconnect</Ui> appears when your bank needs you to sign in again; syncing stops until you do,
            and we email you once. <Ui>Sync now</Ui> says so too, rather than asking you to try again later.{' '}
            <Ui>Disconnect</Ui> asks whether to keep or delete the items the connection brought.
          </li>
          <li>
            If your bank sends a transaction GigTally cannot keep, such as one dated years ahead, it is left
            out and the connection says how many (“1 not brought in” after <Ui>Sync now</Ui>); the others
            still arrive. Odd characters in a bank’s text are cleaned up as they are in an imported statement.
          </li>
          <li>
            GigTally never sees your bank password; the access it receives is encrypted and deleted when you
            disconnect.
          </li>
        </Points>
      </>
    ),
  },
  {
    id: 'install',
    title: 'Install the app',
    body: (
      <>
        <p>
          GigTally can sit on your phone&apos;s home screen and open in its own window, on any plan. On
          Android (Chrome, Edge, Samsung Internet) choose <Ui>Install app</Ui> or <Ui>Add to Home screen</Ui>{' '}
          in the browser menu; on an iPhone or iPad, in Safari, tap <Ui>Share</Ui>, then{' '}
          <Ui>Add to Home Screen</Ui>. On a computer, Chrome and Edge show an <Ui>Install</Ui> button in the
          address bar.
        </p>
        <p>
          Offline, only <Ui>Quick Entry</Ui> works: entries are saved on this device, Quick Entry says how
          many are waiting, and they are sent when you are back online and signed in. Everything else needs a
          connection.
        </p>
      </>
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
      intro={
        <p>
          How each screen of GigTally works, in the order they appear in the sidebar, and the features that
          span several screens.
        </p>
      }
      sections={sections}
    />
  );
}

export const Component = UserGuidePage;
