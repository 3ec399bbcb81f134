import type { StateCode } from '../../../core/tax/states/state-codes';
import type { FilingStatus } from '../../../core/tax/tables';
import type { TaxProfile } from '../../../core/tax/tax-api';
import { parseHousehold, householdTextsOf } from './household-texts';
import { withState } from './state-texts';
import { taxSetupTexts } from './tax-setup-texts';

// How the set-up screen's answers become its one PUT /api/tax/profile.

/** The household boxes the screen asks for; the spouse's only on a joint return. */
export const setupBoxes = ['w2Wages', 'w2Withholding', 'spouseW2Wages', 'spouseW2Withholding'] as const;
export type SetupBox = (typeof setupBoxes)[number];

export interface SetupAnswers {
  filingStatus: FilingStatus | '';
  state: StateCode | null;
  nycResident: boolean;
  boxes: Record<SetupBox, string>;
}

/** Where the screen starts: the saved profile's answers (a new account's status is left to be chosen). */
export function setupAnswersOf(profile: TaxProfile, askStatus: boolean): SetupAnswers {
  const texts = householdTextsOf(profile);
  return {
    filingStatus: askStatus ? '' : profile.filingStatus,
    state: profile.state,
    nycResident: profile.nycResident,
    boxes: {
      w2Wages: texts.w2Wages,
      w2Withholding: texts.w2Withholding,
      spouseW2Wages: texts.spouseW2Wages,
      spouseW2Withholding: texts.spouseW2Withholding,
    },
  };
}

export type SetupField = 'filingStatus' | 'state' | 'nycResident' | SetupBox;
export type SetupErrors = Partial<Record<SetupField, string>>;

/** The PUT /api/tax/profile body the screen sends, with the boxes checked as the Tax page checks them. */
export type SetupProfile = Omit<TaxProfile, 'eitcChildren'> & { eitcChildren?: number | undefined };

/**
 * The answers over the saved profile: the rest of the profile (the household's other figures, last year's, the
 * state's rates) is sent as saved, as a PUT replaces the whole profile. The rules between fields (withholding
 * within wages, a spouse on a joint return only) are the API's, shown under the field it names.
 */
export function setupProfileOf(
  profile: TaxProfile,
  answers: SetupAnswers,
): { profile: SetupProfile; errors?: undefined } | { profile?: undefined; errors: SetupErrors } {
  const errors: SetupErrors = {};
  if (answers.filingStatus === '') errors.filingStatus = taxSetupTexts.statusMissing;
  const parsed = parseHousehold({ ...householdTextsOf(profile), ...answers.boxes }, profile.eitcAgeEligible);
  if (parsed.errors)
    for (const box of setupBoxes) if (parsed.errors[box] !== undefined) errors[box] = parsed.errors[box];
  if (parsed.errors || answers.filingStatus === '') return { errors };
  const status = answers.filingStatus;
  return {
    profile: {
      ...withState({ ...profile, nycResident: answers.nycResident }, answers.state),
      ...parsed.household,
      // Left empty, the EIC's children follow the children under 17: sent as nothing, never as the saved count.
      eitcChildren: parsed.household.eitcChildren,
      filingStatus: status,
      // The person's own deduction holds for the status it was entered for: a new status takes its default.
      standardDeduction: status === profile.filingStatus ? profile.standardDeduction : null,
    },
  };
}

/** A refusal's field messages that belong to the screen's fields; null when none does (then a general error). */
export function setupErrorsOf(fields: Record<string, string> | undefined): SetupErrors | null {
  const known: SetupField[] = ['filingStatus', 'state', 'nycResident', ...setupBoxes];
  const errors = Object.fromEntries(
    Object.entries(fields ?? {}).filter(([name]) => known.includes(name as SetupField)),
  ) as SetupErrors;
  return Object.keys(errors).length > 0 ? errors : null;
}
