// The states a person may live in (the 50 states and the District of Columbia, by USPS code) and how far
// GigTally figures each one's income tax: not at all where the state has no broad income tax, in full for the
// ten figuredStates, and "not figured yet" elsewhere, where the person may enter a flat rate of their own.

export const stateNames = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
} as const;

export type StateCode = keyof typeof stateNames;

export const stateCodes = Object.keys(stateNames) as StateCode[];

/**
 * No broad income tax on wages or self-employment income (New Hampshire's tax on interest and dividends ended after
 * 2024; Washington's capital gains tax does not reach self-employment income).
 */
export const statesWithoutIncomeTax: readonly StateCode[] = [
  'AK',
  'FL',
  'NV',
  'NH',
  'SD',
  'TN',
  'TX',
  'WA',
  'WY',
];

/** The states whose income tax and estimated payments GigTally figures in full. */
export const figuredStates: readonly StateCode[] = [
  'CA',
  'NY',
  'PA',
  'IL',
  'OH',
  'GA',
  'NC',
  'MI',
  'NJ',
  'VA',
];

export type StateTaxCoverage = 'no-income-tax' | 'figured' | 'not-figured';

export function isStateCode(value: string): value is StateCode {
  return Object.hasOwn(stateNames, value);
}

/** How far GigTally figures a state's income tax. */
export function stateTaxCoverage(state: StateCode): StateTaxCoverage {
  if (statesWithoutIncomeTax.includes(state)) return 'no-income-tax';
  return figuredStates.includes(state) ? 'figured' : 'not-figured';
}
