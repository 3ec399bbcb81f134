import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { user } from '../../db/schema';
import { listConnections } from '../bank/list-connections';
import { listBudgetPlans } from '../budget/budget';
import { exportChunks } from '../export/export-items';
import { listImports } from '../imports/list-imports';
import { allReceipts } from '../receipts/manage-receipts';
import { listRules } from '../rules/manage-rules';
import { getSubscription } from '../subscription/get-subscription';
import { listSavedCategoryLines } from '../tax/category-lines';
import { listForms1099 } from '../tax/forms-1099';
import { listPayments } from '../tax/planner';
import { listHouseholds } from '../tax/tax-household';
import { currentTaxYear, getTaxProfile } from '../tax/tax-profile';
import { getTaxSetup } from '../tax/tax-setup';
import { listVehicleUses } from '../tax/vehicle-use';
import { allTrips } from '../trips/manage-trips';
import { allShifts } from '../earnings/manage-shifts';
import { earningsTargetOf } from '../earnings/earnings';
import { listVehicleMethods } from '../trips/vehicle-method';
import { getPreferences } from './preferences';
import { commentsOf } from '../sharing/comments';
import { accessLog, sharedClients, sharingOverview } from '../sharing/grants';

/**
 * GET /api/account/export: everything GigTally keeps about the user, as one JSON document, the items streamed
 * in batches so a large account never sits in memory at once.
 */
export async function* accountExportChunks(db: Database, userId: string): AsyncGenerator<string> {
  const [account] = await db
    .select({ name: user.name, email: user.email, createdAt: user.createdAt })
    .from(user)
    .where(eq(user.id, userId));
  const head = {
    exportedAt: new Date().toISOString(),
    account: { name: account!.name, email: account!.email, createdAt: account!.createdAt.toISOString() },
    subscription: await getSubscription(db, userId),
    preferences: await getPreferences(db, userId),
    taxProfile: await getTaxProfile(db, userId, currentTaxYear()),
    // Whether sign-up still leads to the set-up screen (false once answered or skipped).
    taxSetup: await getTaxSetup(db, userId),
    // The household figures of every tax year saved.
    taxHouseholds: await listHouseholds(db, userId),
    categorisationRules: await listRules(db, userId),
    imports: await listImports(db, userId, { all: true }),
    estimatedTaxPayments: await listPayments(db, userId, null),
    // The mileage log, oldest trip first, each with its rate and deduction.
    trips: await allTrips(db, userId),
    // The shifts logged, oldest first, and the net pay an hour the person aims for (null: none set).
    shifts: await allShifts(db, userId),
    earningsTarget: await earningsTargetOf(db, userId),
    // The car method chosen per tax year (years without a row take the default).
    vehicleMethods: await listVehicleMethods(db, userId),
    // The connected banks, their accounts and status; never their credentials.
    bankConnections: await listConnections(db, userId),
    // The receipts kept, what OCR read of each and the expense it is with; their files are in the
    // receipts zip downloaded beside this file (GET /api/receipts/archive).
    receipts: await allReceipts(db, userId),
    // The Schedule C lines chosen for one's own categories, and Part IV's answers per tax year.
    scheduleCCategoryLines: await listSavedCategoryLines(db, userId),
    vehicleUse: await listVehicleUses(db, userId),
    // The 1099 forms kept, every tax year, oldest year first.
    forms1099: await listForms1099(db, userId, null),
    // The monthly budget: each month's planned amount per category and whether it rolls over, oldest month first.
    budgetPlans: await listBudgetPlans(db, userId),
    // Shared access: who can see these books, invitations still waiting, each opening of them (two years) and the
    // notes left on them with their answers; and the books others share with this account.
    sharing: {
      ...(await sharingOverview(db, userId)),
      accessLog: await accessLog(db, userId),
      comments: await commentsOf(db, userId),
      sharedWithMe: await sharedClients(db, userId),
    },
  };
  // The head object's JSON without its closing brace, then "items": [...] and the brace.
  yield `${JSON.stringify(head, null, 2).slice(0, -2)},\n  "items": `;
  for await (const chunk of exportChunks(db, userId, 'json', { withTips: true })) yield chunk;
  yield '}\n';
}
