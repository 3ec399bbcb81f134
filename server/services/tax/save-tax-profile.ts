import { formatUsd } from '../../../core/format';
import { toDollars } from '../../../core/money';
import type { z } from 'zod';
import { householdMessages, type TaxProfile, type taxProfileSchema } from '../../../core/tax/tax-api';
import { taxTableFor } from '../../../core/tax/tables';
import type { Database } from '../../db/client';
import { validationFailed } from '../../http/api-error';
import { estimateCentsForUser } from './estimate-for-user';
import { householdFromFields, saveHouseholdOfYear } from './tax-household';
import { currentTaxYear, getTaxProfile, savePersonTaxProfile } from './tax-profile';

type ValidTaxProfile = z.output<typeof taxProfileSchema>;

/** A whole-dollar limit as the message shows it: 72000 → '$72,000'. */
const wholeDollars = (dollars: number) => `$${dollars.toLocaleString('en-US')}`;

/**
 * PUT /api/tax/profile: the person's status, deduction and last year's figures, and the household of `year` (the
 * current year when absent). Retirement contributions over the year's limit (which follows from the year's business
 * profit, figured as the estimate does with this household) are refused and nothing is saved.
 */
export async function saveTaxProfile(
  db: Database,
  userId: string,
  profile: ValidTaxProfile,
): Promise<TaxProfile> {
  const year = profile.year ?? currentTaxYear();
  const household = householdFromFields(profile);
  return db.transaction(async (tx) => {
    if (household.retirementContributionsCents > 0) {
      const estimate = await estimateCentsForUser(
        tx,
        userId,
        { year, filingStatus: profile.filingStatus },
        household,
      );
      if (household.retirementContributionsCents > estimate.retirementLimitCents) {
        const message = householdMessages.retirementOverLimit(
          formatUsd(toDollars(estimate.retirementLimitCents)),
          year,
          wholeDollars(taxTableFor(year).annualAdditionsLimit),
        );
        throw validationFailed({ issues: [{ path: ['retirementContributions'], message }] });
      }
    }
    await savePersonTaxProfile(tx, userId, profile);
    await saveHouseholdOfYear(tx, userId, year, household);
    return getTaxProfile(tx, userId, year);
  });
}
