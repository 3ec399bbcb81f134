/**
 * GET /api/tax/setup and POST /api/tax/setup/skip: whether the person has still to answer the set-up screen asked
 * after sign-up (filing status, state, wages). Saving the tax profile or skipping the screen ends it.
 */
export interface TaxSetup {
  pending: boolean;
}
