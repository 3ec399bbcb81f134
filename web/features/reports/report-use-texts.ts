// The reports' figures are business (core/reports: only business items, each at its share); the period's personal
// money is shown apart, under its own title, so nobody reads it as part of them.
export const reportUseTexts = {
  totalIncome: 'Business Income',
  incomeByCategory: 'Business Income by Category',
  incomeFrom: (period: string) => `Business income from ${period}`,
  totalExpenses: 'Business Expenses',
  expensesByCategory: 'Business Expenses by Category',
  expensesFrom: (period: string) => `Business expenses from ${period}`,
  personalTitle: 'Personal (not in business figures)',
  personalIncomeLead: 'Wages, refunds, transfers and other money of the household in this period.',
  personalExpensesLead: "The household's spending in this period.",
  personalTotal: 'Total',
  personalNone: 'Nothing personal in this period.',
} as const;
