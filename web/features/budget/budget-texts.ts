import { FREE_BUDGET_CATEGORY_LIMIT } from '../../../core/plans';

// Every word the Budget screen and the dashboard's budget figures show, in one place for their tests.
export const budgetTexts = {
  title: 'Budget',
  intro:
    'Give every dollar you bring home a job, in the months when it comes and the months when it does not.',
  loading: (month: string) => `Loading the budget for ${month}...`,

  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  thisMonth: 'This month',

  readyToAssign: (amount: string) => `Ready to assign: ${amount}`,
  overAssigned: (amount: string) =>
    `Over-assigned by ${amount}: the plan gives out more than has come in. Lower a category, or wait for the next payout.`,
  partsLabel: 'Where it comes from',
  received: 'Received',
  taxSetAside: 'Tax set aside',
  businessCosts: 'Business costs',
  carriedIn: 'Carried in from earlier months',
  plannedThisMonth: 'Planned this month',

  figuresTitle: 'This month at a glance',
  week: (amount: string) => `This week: ${amount} left to spend`,
  weekDates: (from: string, to: string) => `${from} to ${to}`,
  leftToSpend: (amount: string) => `Left to spend this month: ${amount}`,
  leanMonths: (lowest: string, median: string) =>
    `Lowest month in the last 12: ${lowest} · Median: ${median}`,
  noEarlierMonth:
    'There is no earlier month to compare with yet: the lowest and median months appear once a month has passed.',
  aboveLowestMonth: (planned: string, lowest: string) =>
    `This month plans ${planned}, more than your leanest month brought home (${lowest})`,
  buffer: (months: number) =>
    `Savings cover ${months} ${months === 1 ? 'month' : 'months'} of planned spending`,

  alertsLabel: 'Budget alerts',
  nearLimit: (category: string, percent: number) => `${category}: ${percent}% of its budget spent`,
  overBudget: (category: string, amount: string) => `${category} is over budget by ${amount}`,
  usedUp: (category: string) => `${category}: its budget is spent`,

  categoriesTitle: 'Categories',
  planned: 'Planned',
  spent: 'Spent',
  available: 'Available',
  carriedInCategory: (amount: string) => `Includes ${amount} carried in from last month`,
  rollover: 'Roll over to next month',
  save: 'Save',
  saveLabel: (category: string) => `Save ${category}`,
  remove: 'Remove',
  removeLabel: (category: string) => `Remove ${category}`,

  addTitle: 'Add category',
  chooseCategory: 'Category',
  chooseCategoryPlaceholder: 'Choose a category',
  ownCategory: 'Or type your own',
  ownCategoryHint: 'Your own name is used instead of the list when you type one.',
  addPlanned: 'Planned amount',
  add: 'Add category',
  categoryMissing: 'Choose a category or type your own',

  planTitle: 'Start the plan',
  copyLastMonth: "Copy last month's plan",
  fromAverage: 'Start from 3-month average',
  assignInOrder: 'Assign in order',
  planHint:
    'Assign in order fills bills first (housing, utilities, debt, childcare, health, groceries), each up to what last month planned, from what is ready to assign.',

  emptyTitle: 'No plan for this month yet',
  empty:
    'A budget gives the money your payouts leave, after their tax and business costs, a job in personal categories such as rent and groceries. Plan each category below, or start from last month or your recent spending, and see what is left to spend as the month goes on.',

  upgrade: 'Upgrade to Pro',
  freeLimitNote: `The Free plan budgets up to ${FREE_BUDGET_CATEGORY_LIMIT} categories a month; Pro has no limit.`,
  failed: 'The budget could not be saved. Please try again.',

  dashboardLeftTitle: 'Left to Spend',
  dashboardLeft: (amount: string) => `Left to spend this month: ${amount}`,
  dashboardOpen: 'Open your budget',
  dashboardTaxTitle: 'Tax Set Aside',
  dashboardTax: (setAside: string, estimate: string) =>
    `Tax set aside this year: ${setAside} of the ${estimate} estimate`,
  dashboardUnavailable: 'Not available right now: see Budget',
} as const;
