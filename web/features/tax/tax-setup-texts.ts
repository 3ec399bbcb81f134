// The words of the set-up screen asked once after sign-up, in one place so the tests can assert them exactly. No
// imports: Settings shows its link without the screen's code.

export const taxSetupTexts = {
  title: 'Set up your tax estimate',
  intro:
    'A few answers make the estimate on your dashboard fit you: without your filing status it is a guess. Leave a box empty for none.',
  statusHeading: 'Your filing status',
  statusLabel: 'Filing status',
  statusPlaceholder: 'Choose your filing status',
  statusMissing: 'Choose your filing status.',
  wagesHeading: 'Wages from a job',
  wagesIntro: (year: number) =>
    `From your W-2s for ${year}, if you or your spouse also have a job. Other income and deductions are on Tax Estimates.`,
  save: 'Save and continue',
  saving: 'Saving...',
  skip: 'Skip for now',
  whereLater: 'Skipped? Answer these any time in Settings, under Tax set-up.',
  saved: 'Your tax set-up is saved: your estimate uses it.',
  skipped: 'Skipped for now. Answer these any time in Settings, under Tax set-up.',
  saveFailed: 'Your answers could not be saved. Please try again.',
  loading: 'Loading your tax set-up...',
  settingsTitle: 'Tax set-up',
  settingsIntro:
    'Your filing status, state and wages: the dashboard’s tax estimate uses them, on every plan.',
  settingsLink: 'Answer the tax questions',
} as const;
