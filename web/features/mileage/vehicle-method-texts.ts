import type { VehicleMethod } from '../../../core/tax/vehicle-method';

// The car method panel's words, apart from its component so that the e2e specs assert the same text.

// What each choice deducts (IRS Publication 463, chapter 4).
export const vehicleMethodHints: Record<VehicleMethod, string> = {
  standard:
    'Business miles at the IRS rate, plus parking and tolls. Gas, Maintenance, Insurance and Transportation expenses are not deducted.',
  actual:
    "Gas, Maintenance, Insurance and Transportation expenses at the car's business-use share (business miles over all miles, once you give the other miles on the Schedule C page), plus parking and tolls. The mileage log is kept as your record but not deducted.",
};

export const vehicleMethodTexts = {
  title: (year: number) => `Car costs in ${year}`,
  legend: (year: number) => `How your car is deducted in ${year}`,
  deduction: 'Car deduction',
  totalTax: 'Federal tax',
  recommended: 'Lower tax',
  recommendation: (year: number, method: VehicleMethod, saving: string) =>
    method === 'standard'
      ? `The standard mileage rate gives ${saving} less federal tax for ${year} than actual car expenses.`
      : `Actual car expenses give ${saving} less federal tax for ${year} than the standard mileage rate.`,
  sameTax: (year: number) => `Both methods give the same federal tax for ${year}.`,
  notChosen:
    'Not chosen yet: your car costs count as you recorded them (actual costs) until you choose. Logging trips never changes the method; only your choice does.',
  keep: (year: number) => `Choose actual car expenses for ${year}`,
  firstYearRule:
    'IRS rule: to use the standard mileage rate for a car you own, you must choose it in the first year the car is used in your business; in later years you can choose either method. Choosing actual costs in that first year means the car cannot use the standard rate later (Publication 463, chapter 4).',
  firstBusinessYear: (year: number, placed: string) =>
    `Your car was placed in service for business on ${placed}, so ${year} is its first business year.`,
  laterBusinessYear: (year: number, placedYear: number) =>
    `Your car was placed in service for business in ${placedYear}: it can use the standard rate in ${year} only if it used the standard rate in ${placedYear}.`,
  saveFailed: 'Failed to save the car method. Please try again.',
} as const;
