import { FREE_ITEM_LIMIT, PRO_PRICE_CENTS } from '../../../core/plans';
import { NEWEST_TAX_YEAR, taxTableFor } from '../../../core/tax/tables';

const proPrice = `$${(PRO_PRICE_CENTS / 100).toFixed(2)}`;
const eicInvestmentLimit = `$${taxTableFor(NEWEST_TAX_YEAR).earnedIncomeCredit.investmentIncomeLimit.toLocaleString('en-US')} for ${NEWEST_TAX_YEAR}`;

/** A question of the Help page's FAQ. Answers are plain text, so that the search can read them. */
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
      'For something that happened today or last night, Quick Entry on the Dashboard is faster: pick the type, type the amount, choose a category (or Custom to type your own), change the date if need be, and add it. You can change or delete any item later on the Transactions page.',
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
      `Pro costs ${proPrice} per month and adds unlimited budget items, importing bank statements, connecting your bank, and the Pro reports: Income Analysis, Expense Breakdown and Tax Estimates with its Quarterly Planner. When you reach the free limit the add forms are disabled until you delete items or upgrade.`,
      'On every plan you can log mileage, make rules, preview a statement before importing it, add the tax due dates to your calendar and install the app on your phone.',
    ],
    links: [{ to: '/subscription', label: 'See your plan' }],
  },
  {
    id: 'import-statement',
    question: 'Can I import a bank statement instead of typing every item?',
    answer: [
      'Yes. Open Import in the sidebar and choose a statement file: CSV, OFX, QFX or QIF from your bank, card or gig platform, up to 10 MB. GigTally shows a preview of every row with its type and category, and for a CSV file which column holds the date, description and amount, so you can correct them before anything is saved.',
      'Rows you already have are skipped, and pending rows are left out until they post. Choose Import to add the rest; Undo this import (or Undo under Past imports) removes everything one import added. Previewing is free; importing is part of Pro.',
    ],
    links: [
      { to: '/import', label: 'Open Import' },
      { to: '/tutorials#import-statement', label: 'Step by step: importing a statement' },
    ],
  },
  {
    id: 'connect-bank',
    question: 'Can I connect my bank so transactions arrive by themselves?',
    answer: [
      'Yes, on Pro. Open Settings, then Manage connected accounts, and connect your bank or card: through SimpleFIN Bridge (you paste a setup token), through Plaid when this GigTally offers it, or the GigTally Test Bank to try it out. GigTally brings in the last 90 days at once, then syncs every few hours by itself; Sync now fetches what is new straight away and says what it found, such as "12 new, 3 already there".',
      'Your rules file each transaction as they file imports, pending transactions wait until they post, and a transaction is added once, ever: a statement file of the same account does not add it again. Turn off Track for an account you do not want counted (a personal account). Disconnect asks whether to keep or delete the items the connection brought. When your bank needs you to sign in again, the connection shows Needs reconnecting with a Reconnect button (Sync now says so too), and we email you once. A transaction your bank sends that GigTally cannot keep, such as one dated years ahead, is left out and the connection says how many; the others still arrive.',
    ],
    links: [
      { to: '/settings/connections', label: 'Open Connected accounts' },
      { to: '/tutorials#connect-bank', label: 'Step by step: connecting your bank' },
    ],
  },
  {
    id: 'simplefin',
    question: 'What is SimpleFIN Bridge, and how do I connect with it?',
    answer: [
      'SimpleFIN Bridge is a service that reads your bank and card accounts for apps you allow, such as GigTally and Actual Budget. You pay SimpleFIN about $1.50 a month and connect your banks on its site.',
      'In SimpleFIN Bridge, create a new app connection and copy the setup token it shows. In GigTally, open Settings, then Manage connected accounts, paste the token into SimpleFIN setup token and choose Connect with SimpleFIN. A token can be used once: if GigTally says it has already been used, or that SimpleFIN did not accept it, create a new one and copy it whole. To stop, choose Disconnect in GigTally, and remove the app connection in SimpleFIN Bridge too.',
    ],
    links: [{ to: '/settings/connections', label: 'Open Connected accounts' }],
  },
  {
    id: 'plaid',
    question: 'Can I connect my bank with Plaid?',
    answer: [
      "When this GigTally is set up with Plaid, Connected accounts shows Connect with Plaid. Plaid's window opens, you pick your bank and sign in to it there, and GigTally receives read-only access to your transactions. Servers run without Plaid unless their operator adds Plaid keys; SimpleFIN Bridge works everywhere.",
    ],
    links: [{ to: '/settings/connections', label: 'Open Connected accounts' }],
  },
  {
    id: 'bank-password',
    question: 'Is my bank password stored in GigTally?',
    answer: [
      "No. GigTally never sees your bank password: you sign in to your bank at SimpleFIN Bridge or in Plaid's window, never in GigTally. What GigTally keeps is the access they hand over, a read-only key, encrypted (AES-256-GCM) on the server. It is never sent to your browser or written to logs, and it is deleted when you disconnect or delete your account. Your data export lists your connections without it.",
    ],
    links: [{ to: '/settings/connections', label: 'Open Connected accounts' }],
  },
  {
    id: 'rules',
    question: 'How do I make imported rows land in the right category?',
    answer: [
      "With rules. On the Rules page, under Add a rule, type words the description contains (for example UBER), pick the Type and the Category, and choose Add rule. Your rules are applied first, in the order listed under Your rules (move them with the up and down arrows), then how you filed the same description before, then GigTally's built-in rules.",
      'When you change the category of an imported item, GigTally asks "Make this a rule?" and offers to create the rule for you. A rule changes future imports only; items already imported keep their category.',
    ],
    links: [
      { to: '/rules', label: 'Open Rules' },
      { to: '/tutorials#rules', label: 'Step by step: filing imports with rules' },
    ],
  },
  {
    id: 'review-queue',
    question: 'What is the review queue?',
    answer: [
      'The items GigTally could not place as business or personal, such as an imported row from a shop it does not know, wait in the review queue. Until you mark them they count nowhere: not in your tax figures, not in your budget. The Dashboard says how many wait and their total, and the tax screens say what they leave out.',
      'Open Review in the sidebar to go through them one at a time: choose Business or Personal (on a keyboard, B or P; the arrow keys move between items). You can change the category first, and for Business the share used for work, such as 60 % of a phone. Tick "Always for" to save a rule, so that the next items from the same merchant are filed the same way.',
    ],
    links: [
      { to: '/review', label: 'Open the review queue' },
      { to: '/rules', label: 'Open Rules' },
    ],
  },
  {
    id: 'mileage',
    question: 'How do I log my mileage, and should I use the standard mileage rate or actual expenses?',
    answer: [
      "Open Mileage and, under Log a trip, enter the date, the miles (or the start and end odometer readings), the business purpose and, if you like, the platform, then choose Log trip. Each trip is deducted at the IRS standard mileage rate of its date. Download CSV and Printable log give you the year's log for your records. Trips are not budget items, so they do not count toward the Free plan's limit.",
      'Your car is deducted one way per tax year: choose under Car costs between the Standard mileage rate (business miles at the IRS rate, plus parking and tolls) and Actual car expenses (your Gas, Maintenance, Insurance and Transportation expenses). You cannot deduct both. Car costs on the Mileage and Tax Estimates pages shows both side by side, with what each deducts and the federal tax each gives, and marks the one with the lower tax. Until you choose, the year uses Actual car expenses; logging trips never changes the method. To use the standard rate for a car you own, the IRS asks you to choose it in the first year you use the car for business; in later years you can choose either (IRS Publication 463, chapter 4).',
    ],
    links: [
      { to: '/mileage', label: 'Open Mileage' },
      { to: '/tutorials#mileage', label: 'Step by step: logging your miles' },
    ],
  },
  {
    id: 'earnings',
    question: 'Which platform pays best per hour once the car and the tax are paid?',
    answer: [
      'Open Earnings. When you go online, choose the platform and Start shift; when you are done, End shift (with the miles, if you like). The start is kept on your phone, so it works without a connection. A shift you forgot can be typed afterwards under Log a past shift, with the time on trips (active minutes) and the miles.',
      "Each shift counts the payouts and tips of its platform that you recorded on the shift's day, less that platform's fees (the Platform Fees category), less what the miles cost your car (the IRS standard mileage rate, or your actual car costs per mile in a year you use actual costs), less the tax that money adds at your marginal rate (federal income tax, self-employment tax and state tax on your next dollars of profit, from your tax estimate). Compare platforms shows gross and net per hour and net per mile for a week, the last 4 weeks, this month or dates you choose, against a target you set; When to drive shows your net per hour by day and hour over the last 90 days.",
      "A weekly payout or bonus recorded on a day you had no shift of that platform is not counted, and the page says how much was left out: record a shift's pay on the shift's day to count it.",
    ],
    links: [{ to: '/earnings', label: 'Open Earnings' }],
  },
  {
    id: 'shared-access',
    question: 'How do I let my tax preparer see my books?',
    answer: [
      'Open Shared access (Pro) and enter your preparer’s email. They get a link that works once, for 7 days; they sign in with that email address, or create a free GigTally account with it, and accept. From then on they open your books from Books shared with you, read only: transactions, reports, Schedule C, the tax estimate, the planner, 1099s, receipts, mileage and the tax packet. They cannot change anything, and never see your settings, bank connections or account export.',
      'Your preparer can leave a note on a transaction or a Schedule C line ("is this personal?"); you read and answer it under Shared access, Notes from your preparer. There you also see who can see your books, since when, and each time they opened them (kept for 2 years). Revoke stops their access on their next click.',
      'If you are the preparer: open the link in the email, then Accept and open their books. A banner says whose books you are viewing; Back to my books returns to your own.',
    ],
    links: [{ to: '/sharing', label: 'Open Shared access' }],
  },
  {
    id: 'quarterly-planner',
    question: 'How do I keep track of the estimated tax payments I have made?',
    answer: [
      'The Quarterly Planner on Tax Estimates (Pro) keeps track of your estimated payments. Under Record a payment for the year, enter the Payment date, the Amount paid and a note if you like, then choose Record Payment. For each quarter the planner shows the estimate, what you have paid toward it and what is still due, and "Due by" shows everything due by the next due date less what you have paid.',
      "Payments count by their date, as the IRS applies them: first toward an earlier installment still short, then the one due next. With last year's total tax and AGI entered under Safe Harbor, it also shows the safe-harbor minimum.",
    ],
    links: [
      { to: '/reports/taxes', label: 'Open Tax Estimates' },
      { to: '/tutorials#quarterly-payments', label: 'Step by step: planning your quarterly payments' },
    ],
  },
  {
    id: 'tips',
    question: 'How do I record tips, and do they lower my tax?',
    answer: [
      'When you add or edit an income, tick These are tips; a Quick Entry in the Tips category counts as tips by itself. Tips show a Tips badge in your lists, and the Tax Summary Report lists them on their own line.',
      'For tax years 2025 to 2028, Tax Estimates takes the qualified tips deduction off your taxable income: at most $25,000, reduced when your income is over $150,000 ($300,000 married filing jointly). It lowers income tax only, not self-employment tax. Marking tips is your statement that your work is one where tips are customary.',
    ],
    links: [{ to: '/tutorials#tips', label: 'Step by step: marking tips' }],
  },
  {
    id: 'calendar-feed',
    question: 'Can I get the tax due dates in my own calendar app?',
    answer: [
      'Yes. On the Calendar page choose Add the tax due dates to your calendar (.ics). Your browser downloads gigtally-tax-due-dates.ics; open it and your calendar app (Apple Calendar, Outlook, or Google Calendar through its Import setting) adds the estimated-tax due dates of last year, this year and next year, each with a reminder 7 days and 1 day before.',
      'The file holds only the due dates, which are the same for everyone: none of your figures are in it. Once you have chosen your state on Tax Estimates, the link adds your state’s due dates too (only the state’s two-letter code is in the link).',
    ],
    links: [
      { to: '/calendar', label: 'Open the calendar' },
      { to: '/tutorials#calendar-feed', label: 'Step by step: adding the due dates' },
    ],
  },
  {
    id: 'install-app',
    question: 'Can I install GigTally on my phone and use it offline?',
    answer: [
      'Yes, on any plan. On Android open GigTally in Chrome, Edge or Samsung Internet and choose Install app or Add to Home screen in the browser menu; on an iPhone or iPad open it in Safari, tap Share, then Add to Home Screen. On a computer, Chrome and Edge show an Install button in the address bar. GigTally then opens in its own window at the Dashboard.',
      'Without a connection only Quick Entry works: an entry you make offline is saved on this device and sent when you are back online, and Quick Entry says how many entries are waiting. Everything else needs a connection.',
    ],
    links: [{ to: '/tutorials#install-app', label: 'Step by step: installing the app' }],
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
      "With Your household filled in, the whole return is figured: your wages, a spouse's on a joint return and other income count too, and the child credits come off. The quarterly payment is a quarter of what is still to pay after withholding. The Tax Estimates screen shows every step with the figures used. It is an estimate for planning only, not tax advice, and it leaves out credits other than the earned income credit and those for children and dependents.",
      'Choose your state under Your State and its income tax is figured beside the federal tax (see the question on state income tax).',
    ],
    links: [
      { to: '/reports/taxes', label: 'Open Tax Estimates' },
      { to: '/disclaimer', label: 'Read the Financial Disclaimer' },
    ],
  },
  {
    id: 'state-tax',
    question: 'Does GigTally figure my state income tax?',
    answer: [
      'Yes. On Tax Estimates (Pro), choose the state you live in under Your State. California, New York (with New York City tax when you say you live there), Pennsylvania, New Jersey, Illinois, Ohio, Michigan, Georgia, North Carolina and Virginia are figured from their own forms for 2025 and 2026: the state card shows each step, the tax, and the state quarterly payments on the state’s own dates and shares (California asks for 30 %, 40 %, 0 % and 30 %; Virginia’s first payment is due May 1).',
      'Alaska, Florida, Nevada, New Hampshire, South Dakota, Tennessee, Texas, Washington and Wyoming have no state income tax, and the screen says so. Other states are not figured yet: GigTally says so plainly and never makes up a figure, and you may enter a flat rate of your own, applied to your federal AGI. A local income tax, such as an Ohio city’s or a Pennsylvania locality’s, can be added as a rate on your wages and business profit: it is figured apart from the state, with its own quarterly payments for the part on business profit, which nobody withholds.',
      "Put the state tax withheld from your wages in Your household, and last year's state tax under Your State for the state's safe-harbor minimum. In the Quarterly Planner, record each payment as paid to the IRS or to your state: the federal and state sides are worked out separately. The reminders, the calendar feed and the dashboard show your state's dates beside the federal ones.",
    ],
    links: [{ to: '/reports/taxes', label: 'Open Tax Estimates' }],
  },
  {
    id: 'schedule-c',
    question: 'Where do I see my year the way Schedule C asks for it?',
    answer: [
      'Open Tax Estimates (Pro) and choose the Schedule C tab. Pick the tax year: Part I (income) and Part II (expenses) list each line with its number, the IRS name and the amount, and opening a line shows the categories and items behind it. Meals count at 50 % on line 24b (restaurant meals in 2021 and 2022 at 100 %), your mileage log is line 9 at the standard mileage rate (or your car costs, if you chose actual car expenses), and lines 28 to 31 give the total expenses and the net profit. Part V lists what lands on line 27a, Other expenses, and Not deducted shows what was spent but is on no line.',
      'Part IV asks about your vehicle once a year: when it was placed in service, your commuting and other miles and the yes/no questions; the business miles come from your mileage log. The built-in categories come mapped to their lines; give each category of your own a line in Settings, under Schedule C lines (until you do, an expense goes on line 27a). Schedule C on GigTally is a worksheet for preparing your return, not a filed form.',
    ],
    links: [
      { to: '/reports/taxes/schedule-c', label: 'Open Schedule C' },
      { to: '/settings', label: 'Open Settings' },
    ],
  },
  {
    id: 'reconcile-1099',
    question: 'How do I check my income against the 1099-K and 1099-NEC forms the platforms sent?',
    answer: [
      'Open Tax Estimates (Pro) and choose the 1099 forms tab. Under Add a 1099, enter each form you received: the platform, the form (1099-K, 1099-NEC or 1099-MISC, with the box its amount comes from), the amount and the tax year, then choose Save 1099. Or choose Read a PDF of the form with the PDF the platform gives you to download: GigTally fills in the boxes for you to check before you save, and says which boxes it could not read, for you to type from the form.',
      'For each platform the reconciliation compares the forms with the income you recorded from it, for example "Uber 1099-K: $23,450.00; recorded: $22,980.00; missing $470.00", and explains the usual reasons: a 1099-K counts the gross, with the fees and tips the platform kept, and refunds. Two buttons settle a gap once you know its cause: add the missing amount as income, or, when the gap is the fees the platform kept, record it as the platform\'s fees: the gross is added as income and the fees as an expense on line 10 (Commissions and fees), so line 1 matches the form and your profit stays the same. Each asks you to confirm first. A gap is the first thing an IRS letter asks about.',
    ],
    links: [{ to: '/reports/taxes/1099s', label: 'Open 1099 forms' }],
  },
  {
    id: 'tax-packet',
    question: 'What is in the tax packet, and can I give it to my tax preparer?',
    answer: [
      "On Schedule C (Pro), choose Download tax packet for the tax year. You get one zip: a PDF with the Schedule C worksheet, Part IV, a Schedule SE summary, the year's federal estimate and the estimated payments you made with their dates and whom each paid (the IRS or a state), a page for your state's tax with its installments and the payments to it, the 1099 reconciliation, the mileage log and an index of your receipts; the same figures as CSV files; and the receipts themselves.",
      'Give it to your preparer or use it to fill in your own return. Every page says so: it is a worksheet for preparing a return, not a filed form, and GigTally does not file anything with the IRS.',
    ],
    links: [{ to: '/reports/taxes/schedule-c', label: 'Open Schedule C' }],
  },
  {
    id: 'tax-setup',
    question: 'Where do I give my filing status, state and wages on the Free plan?',
    answer: [
      'Right after sign-up, the screen Set up your tax estimate asks for them on every plan: your filing status, the state you live in (and New York City residence for New York), and the W-2 wages and federal tax withheld from them, your spouse’s too on Married filing jointly. The dashboard’s Tax Due and quarterly estimate use what you save.',
      'Skipped it? It is not asked again: open Settings and choose Answer the tax questions under Tax set-up. With Pro, Tax Estimates has the same fields and the rest of your household.',
    ],
    links: [{ to: '/setup', label: 'Set up your tax estimate' }],
  },
  {
    id: 'household',
    question: 'I also have a day job (or a spouse who works). How do I include that in my tax estimate?',
    answer: [
      'On Tax Estimates (Pro), fill in Your household for the tax year and choose Save household. Each box says in one line what goes in it; an empty box counts as none, so with nothing entered the estimate counts the gig alone.',
      "Enter your W-2 wages and the tax withheld from them (boxes 1 and 2 of your W-2s); on Married filing jointly, your spouse's too. Other income is interest, dividends, unemployment and the like. Health insurance premiums and SEP-IRA or solo 401(k) retirement contributions are your own deductions as a self-employed person (a contribution over the year's limit is refused with the limit). Home office is the square feet used only for the business, at $5 a foot up to 300. Itemized deductions are used when they are more than the standard deduction, and the breakdown says which. Children under 17 and other dependents bring their credits.",
      'Wages fill the lower tax brackets first and count toward the Social Security limit before your gig does. What was withheld already counts as paid, so the quarterly payments cover only what is still to pay; when withholding covers enough, the screen says no estimated payments are needed.',
    ],
    links: [{ to: '/reports/taxes', label: 'Open Tax Estimates' }],
  },
  {
    id: 'earned-income-credit',
    question: 'Does GigTally count the earned income credit? Could I get money back?',
    answer: [
      'Yes. The earned income credit (EITC or EIC) is for working people with low to moderate income, and it is paid to you even when it is more than your tax. GigTally figures it as the IRS table does, from your wages and your gig profit (less half of self-employment tax), with the children who qualify for it.',
      `In Your household, Children for the earned income credit counts the children who lived with you more than half the year: under 19, under 24 if a student, or any age if disabled (left empty, your children under 17). Investment income over the year's limit (${eicInvestmentLimit}) means no credit. Without a qualifying child, you or your spouse must be 25 to 64; untick that box if not. On Married filing separately it needs a qualifying child.`,
      'When your credits and withholding are more than your tax, Tax Estimates, the quarterly planner and the dashboard all show the refund you can expect and that no estimated payments are needed.',
    ],
    links: [{ to: '/reports/taxes', label: 'Open Tax Estimates' }],
  },
  {
    id: 'receipts',
    question: 'How do I keep a receipt with an expense?',
    answer: [
      'On Pro, open the expense on Transactions (Edit) and, under Receipts, choose Take photo to use your phone’s camera or Choose file to pick a photo (JPEG, PNG or WebP) or a PDF, up to 10 MB. An expense can have several receipts. A new expense in Add New, and one added with Quick Entry, can take its receipt too.',
      'Or snap first and fill in later: choose Snap a receipt on the Dashboard or Transactions. GigTally reads the total, the date and the shop’s name from the photo and proposes the expense; check it, correct anything it misread, and choose Save expense. Receipts you snapped but did not file wait under Receipts to file; Cancel deletes the one you just snapped. The same file uploaded again is recognised and not kept twice.',
      'One account keeps up to 5,000 receipts and 2,048 MB of them, filed or waiting; Settings shows how much you use under Receipt storage. Only receipts kept with an expense go into the tax packet.',
      'GigTally keeps each photo at most 2,000 pixels on its longest side, as JPEG or WebP, with a small thumbnail. Choose Export, then Receipts (zip), to download a tax year’s receipts named by date, amount and shop, with an index.',
    ],
    links: [
      { to: '/tutorials#snap-receipt', label: 'Step by step: snapping a receipt' },
      { to: '/transactions', label: 'Open Transactions' },
    ],
  },
  {
    id: 'receipt-needed',
    question: 'Which expenses need a receipt?',
    answer: [
      'IRS Publication 463 asks for documentary evidence, such as a receipt, for any lodging expense and for any other expense of $75 or more. GigTally marks each expense of $75 or more without a receipt with Needs receipt on Transactions; the Needs a receipt filter lists them, and the Dashboard says how many the period has.',
      'A receipt is good practice below $75 too: it shows what you bought, when, where and for how much.',
    ],
    links: [{ to: '/transactions?needsReceipt=true', label: 'Expenses that need a receipt' }],
  },
  {
    id: 'receipt-location',
    question: 'Does a receipt photo show where I live?',
    answer: [
      'A phone photo usually carries hidden details, often the GPS position where it was taken (your home, if you snap receipts there), the phone’s model and the time. GigTally removes all of them before keeping the photo, turns it the right way up and keeps only the picture.',
    ],
  },
  {
    id: 'receipt-pdf',
    question: 'Can I keep a PDF receipt or an emailed invoice?',
    answer: [
      'Yes. Choose Choose file and pick the PDF (up to 10 MB). GigTally checks that the file really is a PDF and keeps it exactly as it came. Type the amount, date and shop of a PDF yourself if they are not filled in for you.',
    ],
  },
  {
    id: 'receipt-privacy',
    question: 'Who can see my receipts?',
    answer: [
      'Only you. Receipts are served only to your signed-in account, never from a public or guessable address, and your browser is told not to keep copies. Deleting an expense deletes its receipts; deleting your account deletes them all. Settings can download every receipt as one zip beside the export of your account.',
    ],
    links: [{ to: '/settings', label: 'Open Settings' }],
  },
  {
    id: 'export',
    question: 'How do I export my records for my accountant?',
    answer: [
      "Choose Export on the Dashboard. In the Export Data dialog pick CSV, JSON, TSV (Excel) or the Tax Summary Report for one tax year, then choose Export; the file downloads straight away. The Tax Summary Report also gives the year's tax estimate and your state's tax: what was withheld, the payments made to your state and what is left to pay.",
      'Settings also has an export of everything in your account as one JSON file, and on Pro a zip of all your receipts.',
    ],
    links: [{ to: '/tutorials#exporting', label: 'Step by step: exporting for tax time' }],
  },
  {
    id: 'delete-account',
    question: 'How do I delete my account?',
    answer: [
      'Open Settings and, under Account Management, choose Delete account and confirm with your password. Your account, records, settings and subscription are deleted; an active Pro subscription is cancelled first so nothing renews.',
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
      'Open the Subscription page and choose Cancel Subscription. You keep Pro until the end of the period you have paid for and are not charged again; then your account moves to the Free plan. Until then, Resume subscription turns the renewal back on.',
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
