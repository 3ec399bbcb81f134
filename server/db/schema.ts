import { sql } from 'drizzle-orm';
import { receiptStoredTypes } from '../../core/receipts/receipts';
import { filingStatuses } from '../../core/tax/tables';
import { form1099Kinds } from '../../core/tax/forms-1099';
import { taxJurisdictions } from '../../core/tax/planner-api';
import { itemSources, itemUses } from '../../core/item-use';
import { knownPlatformsOfItem } from './platform-recognition';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = timestamp('updated_at', { withTimezone: true })
  .notNull()
  .defaultNow()
  .$onUpdate(() => new Date());

// better-auth's tables; property names are the ones its drizzle adapter expects.
export const user = pgTable('user', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  createdAt,
  updatedAt,
});

export const session = pgTable(
  'session',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    createdAt,
    updatedAt,
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
  },
  (table) => [index('session_user_id_idx').on(table.userId)],
);

export const account = pgTable(
  'account',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt,
    updatedAt,
  },
  (table) => [index('account_user_id_idx').on(table.userId)],
);

export const verification = pgTable(
  'verification',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt,
    updatedAt,
  },
  (table) => [index('verification_identifier_idx').on(table.identifier)],
);

// better-auth's rate-limit store: in the database so that limits hold across restarts and instances.
export const rateLimit = pgTable('rate_limit', {
  id: text('id').primaryKey(),
  key: text('key').notNull().unique(),
  count: integer('count').notNull(),
  lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
});

// The plan: one row per user, created free/active on first read.
export const subscription = pgTable('subscription', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  tier: text('tier', { enum: ['free', 'pro'] })
    .notNull()
    .default('free'),
  status: text('status', { enum: ['active', 'canceled', 'past_due', 'unpaid', 'trial', 'inactive'] })
    .notNull()
    .default('active'),
  stripeCustomerId: text('stripe_customer_id'),
  stripeSubscriptionId: text('stripe_subscription_id'),
  currentPeriodStart: timestamp('current_period_start', { withTimezone: true }),
  currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
  cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
  // The time of the newest provider event applied, so an older event arriving late never moves it backwards.
  providerUpdatedAt: timestamp('provider_updated_at', { withTimezone: true }),
  createdAt,
  updatedAt,
});

// Each billing provider event, by the provider's event id, so that a webhook delivered again is applied once.
export const billingEvent = pgTable('billing_event', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

// The built-in test-mode provider's checkout sessions (docs/api.md, "Test-mode billing"), kept so that a
// restart between checkout and return loses nothing.
export const testCheckoutSession = pgTable('test_checkout_session', {
  id: text('id').primaryKey(),
  userId: text('user_id')
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' }),
  email: text('email').notNull(),
  status: text('status', { enum: ['open', 'complete'] })
    .notNull()
    .default('open'),
  customerId: text('customer_id').notNull(),
  subscriptionId: text('subscription_id').notNull(),
  successUrl: text('success_url').notNull(),
  cancelUrl: text('cancel_url').notNull(),
  createdAt,
  completedAt: timestamp('completed_at', { withTimezone: true }),
});

// One row per statement file imported, so that the import can be listed and undone as a whole.
export const statementImport = pgTable(
  'statement_import',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    format: text('format', { enum: ['csv', 'ofx', 'qif'] }).notNull(),
    added: integer('added').notNull(),
    // Rows recognised as payments of tax: recorded in the planner, not as items.
    paymentsAdded: integer('payments_added').notNull().default(0),
    skipped: integer('skipped').notNull(),
    failed: integer('failed').notNull(),
    createdAt,
    undoneAt: timestamp('undone_at', { withTimezone: true }),
  },
  (table) => [index('statement_import_user_idx').on(table.userId, table.createdAt)],
);

// A person's categorisation rules, `description contains X -> type, category`, applied by position.
export const categorisationRule = pgTable(
  'categorisation_rule',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    contains: text('contains').notNull(),
    type: text('type', { enum: ['income', 'expense'] }).notNull(),
    category: text('category').notNull(),
    // What the rule makes a matching item: business (at its share), personal, or left for the person to decide.
    use: text('use', { enum: itemUses }).notNull().default('business'),
    businessPercent: integer('business_percent').notNull().default(100),
    createdAt,
    updatedAt,
  },
  (table) => [
    index('categorisation_rule_user_idx').on(table.userId, table.position),
    check('categorisation_rule_use_check', sql`${table.use} in ('business', 'personal', 'review')`),
    check(
      'categorisation_rule_business_percent_check',
      sql`${table.businessPercent} between 1 and 100 and (${table.use} = 'business' or ${table.businessPercent} = 100)`,
    ),
  ],
);

// An income or expense, the money in integer cents and the date a calendar date with no time or zone
// (docs/architecture.md, "Money and dates").
export const budgetItem = pgTable(
  'budget_item',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    transactionId: text('transaction_id').notNull().unique(),
    type: text('type', { enum: ['income', 'expense'] }).notNull(),
    category: text('category').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    description: text('description').notNull().default(''),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    // Set when the item came from a statement file: the import it belongs to (undo removes its items), the file's
    // own transaction id, and the row's date|amount|description as it was in the file, by which a row already
    // imported is recognised and skipped when a file is imported again.
    importId: uuid('import_id').references(() => statementImport.id, { onDelete: 'set null' }),
    importExternalId: text('import_external_id'),
    importFingerprint: text('import_fingerprint'),
    // Income the person marked as tips (the deduction for qualified tips, tax years 2025 to 2028).
    isTips: boolean('is_tips').notNull().default(false),
    // The id an offline Quick Entry was made with, so that sending it again after a lost answer adds
    // nothing twice.
    clientRequestId: text('client_request_id'),
    // Only business items reach the tax figures; personal ones the budget; 'review' items wait for the person.
    use: text('use', { enum: itemUses }).notNull().default('business'),
    // A business item's share that is a business cost, in whole percent; always 100 for personal and review items.
    businessPercent: integer('business_percent').notNull().default(100),
    // The platforms GigTally knows that recognise the item's money as theirs, as bits: see knownPlatformsOfItem.
    knownPlatforms: integer('known_platforms').notNull().generatedAlwaysAs(knownPlatformsOfItem()),
    createdAt,
    updatedAt,
  },
  (table) => [
    check('budget_item_use_check', sql`${table.use} in ('business', 'personal', 'review')`),
    check(
      'budget_item_business_percent_check',
      sql`${table.businessPercent} between 1 and 100 and (${table.use} = 'business' or ${table.businessPercent} = 100)`,
    ),
    // The review queue and its count: only the items still to decide.
    index('budget_item_review_idx')
      .on(table.userId, table.date, table.id)
      .where(sql`${table.use} = 'review'`),
    index('budget_item_user_tips_idx')
      .on(table.userId, table.date)
      .where(sql`${table.isTips}`),
    uniqueIndex('budget_item_client_request_idx')
      .on(table.userId, table.clientRequestId)
      .where(sql`${table.clientRequestId} is not null`),
    check('budget_item_tips_check', sql`not ${table.isTips} or ${table.type} = 'income'`),
    index('budget_item_import_idx')
      .on(table.importId)
      .where(sql`${table.importId} is not null`),
    uniqueIndex('budget_item_import_external_id_idx')
      .on(table.userId, table.importExternalId)
      .where(sql`${table.importExternalId} is not null`),
    // Scanned backwards for the newest first: serves date-desc and date-asc lists and their cursors alike. It also
    // INCLUDEs type, category, amount and creation time (migration 0006): period totals come from the index alone.
    index('budget_item_user_date_idx').on(table.userId, table.date, table.id),
    // The money the earnings screen recognises as a platform's: business income and platform fees, with what
    // recognition reads INCLUDEd (migration 0023), so a year of them comes from the index alone.
    index('budget_item_platform_money_idx')
      .on(table.userId, table.date)
      .where(
        sql`${table.use} = 'business' and (${table.type} = 'income' or ${table.category} = 'Platform Fees')`,
      ),
    index('budget_item_user_amount_idx').on(table.userId, table.amountCents, table.id),
    check('budget_item_type_check', sql`${table.type} in ('income', 'expense')`),
    check('budget_item_amount_check', sql`${table.amountCents} > 0`),
    check('budget_item_category_check', sql`char_length(${table.category}) between 1 and 64`),
    check('budget_item_description_check', sql`char_length(${table.description}) <= 500`),
    check('budget_item_tags_check', sql`coalesce(array_length(${table.tags}, 1), 0) <= 20`),
  ],
);

// How many items each user has, kept by triggers on budget_item (migration 0004) in the same transaction as the
// change: the dashboard's usage, the unfiltered list's total and the free-tier check read one row, not 100,000.
export const itemCount = pgTable('item_count', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  items: integer('items').notNull().default(0),
});

// Each user's totals by calendar month, type and category, kept by triggers on budget_item (migration 0005) in the
// same transaction as the change: all-time and whole-month figures read a few hundred rows, not 100,000 items.
export const itemMonthTotal = pgTable(
  'item_month_total',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    month: date('month', { mode: 'string' }).notNull(),
    type: text('type', { enum: ['income', 'expense'] }).notNull(),
    category: text('category').notNull(),
    use: text('use', { enum: itemUses }).notNull().default('business'),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
    // The business items' deductible cents at their shares (each rounded half up); 0 for personal and review.
    businessCents: bigint('business_cents', { mode: 'number' }).notNull().default(0),
    // The part of business_cents from items with a share under 100 % (the rest is whole business items).
    sharedCents: bigint('shared_cents', { mode: 'number' }).notNull().default(0),
    // The whole amounts of the items marked as tips, so that a year's or all time's tips read a few rows too.
    tipsCents: bigint('tips_cents', { mode: 'number' }).notNull().default(0),
    items: integer('items').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.month, table.type, table.category, table.use] })],
);

// A month's budget: what the person plans to spend per personal category, and whether what is left (or overspent)
// carries into the next month. The month is its first day.
export const budgetPlan = pgTable(
  'budget_plan',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    month: date('month', { mode: 'string' }).notNull(),
    category: text('category').notNull(),
    plannedCents: bigint('planned_cents', { mode: 'number' }).notNull(),
    rollover: boolean('rollover').notNull().default(false),
    createdAt,
    updatedAt,
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.month, table.category] }),
    check('budget_plan_month_check', sql`extract(day from ${table.month}) = 1`),
    check('budget_plan_planned_check', sql`${table.plannedCents} >= 0`),
    check('budget_plan_category_check', sql`char_length(${table.category}) between 1 and 64`),
  ],
);

// Preferences and tax profile live on the server, so they follow the user from device to device.
export const preferences = pgTable('preferences', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  emailNotifications: boolean('email_notifications').notNull().default(true),
  taxReminders: boolean('tax_reminders').notNull().default(true),
  weeklyReports: boolean('weekly_reports').notNull().default(false),
  currency: text('currency', { enum: ['USD', 'EUR', 'GBP', 'CAD', 'AUD'] })
    .notNull()
    .default('USD'),
  dateFormat: text('date_format', { enum: ['MM/DD/YYYY', 'DD/MM/YYYY', 'YYYY-MM-DD'] })
    .notNull()
    .default('MM/DD/YYYY'),
  filingStatus: text('filing_status', { enum: filingStatuses }).notNull().default('single'),
  // The user's own standard deduction holds only for the year and filing status it was entered for: another
  // year or status takes that one's default deduction again.
  deductionOverrideCents: bigint('deduction_override_cents', { mode: 'number' }),
  deductionOverrideYear: integer('deduction_override_year'),
  deductionOverrideStatus: text('deduction_override_status', { enum: filingStatuses }),
  priorYearTotalTaxCents: bigint('prior_year_total_tax_cents', { mode: 'number' }),
  priorYearAgiCents: bigint('prior_year_agi_cents', { mode: 'number' }),
  // The state the person lives in (null until chosen) and the rates of their own, in parts per million.
  state: text('state'),
  nycResident: boolean('nyc_resident').notNull().default(false),
  ownStateTaxRatePpm: integer('own_state_tax_rate_ppm'),
  localIncomeTaxRatePpm: integer('local_income_tax_rate_ppm'),
  priorYearStateTaxCents: bigint('prior_year_state_tax_cents', { mode: 'number' }),
  // Set once for people whose items predate business and personal: their items in categories that are often the
  // household's (Rent, Utilities, Refund, Rental, Other Expense) stayed business, and they are asked once to check.
  useCheckPending: boolean('use_check_pending').notNull().default(false),
  // True from sign-up until the person answers or skips the set-up screen (filing status, state, wages): sign-up
  // leads there only while it holds, so someone who skipped is not asked again. Accounts older than the screen
  // are false.
  taxSetupPending: boolean('tax_setup_pending').notNull().default(false),
  // The net pay an hour the person aims for on the Earnings page; null until set.
  earningsTargetCents: integer('earnings_target_cents'),
  createdAt,
  updatedAt,
});

// The household's figures of one tax year (wages, withholding, other income, the self-employed's own
// deductions, children), money in cents. No row for a year means nothing entered: all zero.
export const taxHousehold = pgTable(
  'tax_household',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    w2WagesCents: bigint('w2_wages_cents', { mode: 'number' }).notNull().default(0),
    w2WithholdingCents: bigint('w2_withholding_cents', { mode: 'number' }).notNull().default(0),
    spouseW2WagesCents: bigint('spouse_w2_wages_cents', { mode: 'number' }).notNull().default(0),
    spouseW2WithholdingCents: bigint('spouse_w2_withholding_cents', { mode: 'number' }).notNull().default(0),
    otherIncomeCents: bigint('other_income_cents', { mode: 'number' }).notNull().default(0),
    seHealthInsuranceCents: bigint('se_health_insurance_cents', { mode: 'number' }).notNull().default(0),
    retirementContributionsCents: bigint('retirement_contributions_cents', { mode: 'number' })
      .notNull()
      .default(0),
    homeOfficeSqFt: integer('home_office_sq_ft').notNull().default(0),
    itemizedDeductionsCents: bigint('itemized_deductions_cents', { mode: 'number' }).notNull().default(0),
    childrenUnder17: integer('children_under_17').notNull().default(0),
    otherDependents: integer('other_dependents').notNull().default(0),
    eitcChildren: integer('eitc_children').notNull().default(0),
    investmentIncomeCents: bigint('investment_income_cents', { mode: 'number' }).notNull().default(0),
    eitcAgeEligible: boolean('eitc_age_eligible').notNull().default(true),
    // State income tax withheld from the household's wages.
    stateWithholdingCents: bigint('state_withholding_cents', { mode: 'number' }).notNull().default(0),
    updatedAt,
  },
  (table) => [primaryKey({ columns: [table.userId, table.year] })],
);

// A business trip of the mileage log. IRS Publication 463 asks a log for the date, the miles and the
// business purpose; odometer readings are kept when the person gave them. Miles are tenths, as odometers show them.
// A stretch of work for one platform, on the person's clock: start and end as wall-clock times (no zone), the zone
// they were typed in when the browser said, and the minutes they span (with the zone, what really passed), kept so
// that the earnings add minutes in SQL. Miles are tenths, as in the mileage log; null: its trips' miles count.
export const shift = pgTable(
  'shift',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    platform: text('platform').notNull(),
    startLocal: timestamp('start_local', { mode: 'string' }).notNull(),
    endLocal: timestamp('end_local', { mode: 'string' }).notNull(),
    timeZone: text('time_zone'),
    minutes: integer('minutes').notNull(),
    activeMinutes: integer('active_minutes'),
    tenthsOfMile: integer('tenths_of_mile'),
    createdAt,
    updatedAt,
  },
  (table) => [
    index('shift_user_start_idx').on(table.userId, table.startLocal),
    check('shift_minutes_check', sql`${table.minutes} between 1 and 1440`),
    check(
      'shift_active_minutes_check',
      sql`${table.activeMinutes} is null or ${table.activeMinutes} between 0 and ${table.minutes}`,
    ),
    check(
      'shift_miles_check',
      sql`${table.tenthsOfMile} is null or ${table.tenthsOfMile} between 0 and 20000`,
    ),
    check('shift_platform_check', sql`char_length(${table.platform}) between 1 and 64`),
  ],
);

export const trip = pgTable(
  'trip',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    tenthsOfMile: integer('tenths_of_mile').notNull(),
    startOdometerTenths: integer('start_odometer_tenths'),
    endOdometerTenths: integer('end_odometer_tenths'),
    purpose: text('purpose').notNull(),
    platform: text('platform').notNull().default(''),
    // The shift the trip was driven in, if the person said; its miles count for the shift when the shift has none.
    shiftId: uuid('shift_id').references(() => shift.id, { onDelete: 'set null' }),
    createdAt,
    updatedAt,
  },
  (table) => [
    index('trip_user_date_idx').on(table.userId, table.date, table.id),
    index('trip_shift_idx')
      .on(table.shiftId)
      .where(sql`${table.shiftId} is not null`),
    check('trip_miles_check', sql`${table.tenthsOfMile} between 1 and 100000`),
    check(
      'trip_odometer_check',
      sql`(${table.startOdometerTenths} is null and ${table.endOdometerTenths} is null) or (${table.startOdometerTenths} >= 0 and ${table.endOdometerTenths} - ${table.startOdometerTenths} = ${table.tenthsOfMile})`,
    ),
    check('trip_purpose_check', sql`char_length(${table.purpose}) between 1 and 200`),
    check('trip_platform_check', sql`char_length(${table.platform}) <= 64`),
  ],
);

// An estimated-tax payment the person made (IRS Direct Pay, EFTPS, a cheque), for the quarterly planner.
export const estimatedTaxPayment = pgTable(
  'estimated_tax_payment',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    taxYear: integer('tax_year').notNull(),
    quarter: integer('quarter').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    note: text('note').notNull().default(''),
    // Paid to the IRS or to the person's state.
    jurisdiction: text('jurisdiction', { enum: taxJurisdictions }).notNull().default('federal'),
    // The state paid (USPS code) when jurisdiction is 'state'; null when the person's state is meant or federal.
    state: text('state'),
    // Typed by hand, or recognised in a statement file or a bank connection's transaction (its text kept).
    source: text('source', { enum: itemSources }).notNull().default('hand'),
    importId: uuid('import_id').references(() => statementImport.id, { onDelete: 'set null' }),
    recognisedFrom: text('recognised_from'),
    createdAt,
  },
  (table) => [
    index('estimated_tax_payment_user_year_idx').on(table.userId, table.taxYear, table.date),
    check('estimated_tax_payment_quarter_check', sql`${table.quarter} between 1 and 4`),
    check('estimated_tax_payment_amount_check', sql`${table.amountCents} > 0`),
    check('estimated_tax_payment_note_check', sql`char_length(${table.note}) <= 200`),
    check('estimated_tax_payment_jurisdiction_check', sql`${table.jurisdiction} in ('federal', 'state')`),
    check('estimated_tax_payment_source_check', sql`${table.source} in ('import', 'bank', 'hand')`),
    index('estimated_tax_payment_import_idx')
      .on(table.importId)
      .where(sql`${table.importId} is not null`),
  ],
);

// Each reminder and weekly report, claimed by one instance before it is sent. The unique key is what makes
// the scheduled job send each email once however many instances run it, and the rows outlive a restart.
export const emailDelivery = pgTable(
  'email_delivery',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['tax-reminder', 'weekly-report', 'budget-alert'] }).notNull(),
    key: text('key').notNull(),
    status: text('status', { enum: ['sending', 'sent', 'failed'] }).notNull(),
    attempts: integer('attempts').notNull().default(1),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    error: text('error'),
  },
  (table) => [uniqueIndex('email_delivery_user_kind_key_idx').on(table.userId, table.kind, table.key)],
);

// The car-cost method of a tax year. The standard mileage rate replaces the car's actual costs, so a year
// deducts one or the other (IRS Publication 463, chapter 4); with no row the year takes the default (standard when
// it has trips, actual otherwise).
export const vehicleMethod = pgTable(
  'vehicle_method',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    taxYear: integer('tax_year').notNull(),
    method: text('method', { enum: ['standard', 'actual'] }).notNull(),
    updatedAt,
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.taxYear] }),
    check('vehicle_method_method_check', sql`${table.method} in ('standard', 'actual')`),
  ],
);

// A connection to a bank-data provider (the test bank, SimpleFIN, Plaid). The credentials are the
// provider's secret (SimpleFIN's access URL, Plaid's access token), encrypted with AES-256-GCM
// (server/bank/credentials-cipher.ts); never sent to a browser, deleted with the connection.
export const bankConnection = pgTable(
  'bank_connection',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['test', 'simplefin', 'plaid'] }).notNull(),
    institution: text('institution').notNull(),
    encryptedCredentials: text('encrypted_credentials').notNull(),
    // Where the last sync stopped: Plaid's cursor, or the newest posted date seen (SimpleFIN, test bank).
    syncCursor: text('sync_cursor'),
    lastPostedDate: date('last_posted_date', { mode: 'string' }),
    // What the last sync left; the page shows 'syncing' from sync_started_at (a crashed sync cannot leave it stuck).
    status: text('status', { enum: ['active', 'reconnect', 'error'] })
      .notNull()
      .default('active'),
    lastSyncAt: timestamp('last_sync_at', { withTimezone: true }),
    lastSyncAdded: integer('last_sync_added'),
    lastSyncSkipped: integer('last_sync_skipped'),
    lastError: text('last_error'),
    // When a sync began and has not finished yet: the page shows 'Syncing' for a while after it.
    syncStartedAt: timestamp('sync_started_at', { withTimezone: true }),
    // The background sync's claim: one instance syncs a connection until this time passes (server/jobs/bank-sync.ts).
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    // When the one 'Reconnect' email was sent; cleared when the connection works again.
    reconnectMailedAt: timestamp('reconnect_mailed_at', { withTimezone: true }),
    createdAt,
  },
  (table) => [
    index('bank_connection_user_idx').on(table.userId, table.createdAt),
    index('bank_connection_due_idx').on(table.status, table.lastSyncAt),
    check('bank_connection_provider_check', sql`${table.provider} in ('test', 'simplefin', 'plaid')`),
    check('bank_connection_status_check', sql`${table.status} in ('active', 'reconnect', 'error')`),
  ],
);

// An account a connection reaches; only tracked accounts' transactions become items.
export const bankAccount = pgTable(
  'bank_account',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    connectionId: uuid('connection_id')
      .notNull()
      .references(() => bankConnection.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    providerAccountId: text('provider_account_id').notNull(),
    name: text('name').notNull(),
    mask: text('mask'),
    kind: text('kind', { enum: ['checking', 'savings', 'credit', 'other'] }).notNull(),
    tracked: boolean('tracked').notNull().default(true),
    createdAt,
  },
  (table) => [
    uniqueIndex('bank_account_connection_provider_idx').on(table.connectionId, table.providerAccountId),
  ],
);

// Each provider transaction a connection has dealt with, so it becomes an item once, ever: the key is the
// provider and its transaction id, per user. `itemId` is the item it became (brought: the connection added it) or
// the item it matched by date, amount and description (brought false: a file import or a hand entry had it first);
// an item the person deletes later leaves the key, so the transaction does not come back.
export const bankTransaction = pgTable(
  'bank_transaction',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['test', 'simplefin', 'plaid'] }).notNull(),
    providerTransactionId: text('provider_transaction_id').notNull(),
    connectionId: uuid('connection_id')
      .notNull()
      .references(() => bankConnection.id, { onDelete: 'cascade' }),
    itemId: uuid('item_id').references(() => budgetItem.id, { onDelete: 'set null' }),
    // A debit to a tax agency becomes a tax payment, not an item.
    paymentId: uuid('payment_id').references(() => estimatedTaxPayment.id, { onDelete: 'set null' }),
    brought: boolean('brought').notNull(),
    createdAt,
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.provider, table.providerTransactionId] }),
    index('bank_transaction_connection_idx').on(table.connectionId),
    index('bank_transaction_item_idx')
      .on(table.itemId)
      .where(sql`${table.itemId} is not null`),
  ],
);

// A receipt photo or PDF, kept with an expense (item_id) or on its own until the person makes the expense
// it proposes. Its bytes are in the receipt store under keys made from user and receipt id (receipt-store.ts).
export const receipt = pgTable(
  'receipt',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    // Deleting the expense deletes its receipts; the trigger in migration 0013 queues their files for removal.
    itemId: uuid('item_id').references(() => budgetItem.id, { onDelete: 'cascade' }),
    contentType: text('content_type', { enum: receiptStoredTypes }).notNull(),
    fileName: text('file_name').notNull(),
    byteSize: integer('byte_size').notNull(),
    hasThumbnail: boolean('has_thumbnail').notNull(),
    ocrTotalCents: bigint('ocr_total_cents', { mode: 'number' }),
    ocrDate: date('ocr_date', { mode: 'string' }),
    ocrMerchant: text('ocr_merchant'),
    // What the person's rules, history or the merchant list filed the merchant under when it was read.
    ocrCategory: text('ocr_category'),
    // SHA-256 (hex) of the file as it was uploaded: the same file uploaded again is this receipt, not a second copy.
    // Null for receipts kept before it was recorded.
    contentHash: text('content_hash'),
    createdAt,
  },
  (table) => [
    index('receipt_user_item_idx').on(table.userId, table.itemId),
    uniqueIndex('receipt_user_content_hash_idx').on(table.userId, table.contentHash),
    index('receipt_item_idx')
      .on(table.itemId)
      .where(sql`${table.itemId} is not null`),
  ],
);

// Store keys whose receipt row is gone (deleted directly, with its expense or with the account), filled by
// a trigger on receipt so no way of deleting can leave a file behind; purgeReceiptFiles empties it.
export const receiptFileDeletion = pgTable('receipt_file_deletion', {
  key: text('key').primaryKey(),
  createdAt,
});

// A category's default business share for a person (a phone plan used 60 % for work): what a business item of the
// category gets when nothing else sets its share. No row: 100 %.
export const categoryShare = pgTable(
  'category_share',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['income', 'expense'] }).notNull(),
    category: text('category').notNull(),
    businessPercent: integer('business_percent').notNull(),
    updatedAt,
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.type, table.category] }),
    check('category_share_percent_check', sql`${table.businessPercent} between 1 and 99`),
  ],
);

// The Schedule C line of a person's own category (built-in categories have theirs in core).
export const categoryLine = pgTable(
  'category_line',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['income', 'expense'] }).notNull(),
    category: text('category').notNull(),
    line: text('line').notNull(),
    updatedAt,
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.type, table.category] }),
    check('category_line_type_check', sql`${table.type} in ('income', 'expense')`),
  ],
);

// Schedule C Part IV's questions, asked once a tax year; null is "not answered yet".
export const vehicleUse = pgTable(
  'vehicle_use',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    taxYear: integer('tax_year').notNull(),
    placedInService: date('placed_in_service', { mode: 'string' }),
    commutingTenthsOfMile: bigint('commuting_tenths_of_mile', { mode: 'number' }),
    otherTenthsOfMile: bigint('other_tenths_of_mile', { mode: 'number' }),
    availableOffDuty: boolean('available_off_duty'),
    anotherVehicle: boolean('another_vehicle'),
    hasEvidence: boolean('has_evidence'),
    evidenceWritten: boolean('evidence_written'),
    updatedAt,
  },
  (table) => [primaryKey({ columns: [table.userId, table.taxYear] })],
);

// A 1099-K / 1099-NEC / 1099-MISC form a platform sent, entered or read from its PDF.
export const form1099 = pgTable(
  'form_1099',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    taxYear: integer('tax_year').notNull(),
    platform: text('platform').notNull(),
    kind: text('kind', { enum: form1099Kinds }).notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    source: text('source', { enum: ['entered', 'pdf'] })
      .notNull()
      .default('entered'),
    createdAt,
  },
  (table) => [
    index('form_1099_user_year_idx').on(table.userId, table.taxYear),
    check('form_1099_kind_check', sql`${table.kind} in ('1099-K', '1099-NEC', '1099-MISC')`),
    check('form_1099_source_check', sql`${table.source} in ('entered', 'pdf')`),
    check('form_1099_amount_check', sql`${table.amountCents} >= 0`),
  ],
);

// Shared access: an owner invites someone (a tax preparer) by email to read their books. The link's token is kept only
// as its SHA-256, so the table cannot be read for working links; an invitation works once, for INVITATION_DAYS.
export const sharingInvitation = pgTable(
  'sharing_invitation',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt,
  },
  (table) => [
    uniqueIndex('sharing_invitation_token_idx').on(table.tokenHash),
    index('sharing_invitation_owner_idx').on(table.ownerId, table.createdAt),
  ],
);

// Who may read whose books: the owner's and the viewer's accounts. Revoking deletes the row, so the next request of
// the viewer finds nothing; the access log keeps who it was.
export const sharingGrant = pgTable(
  'sharing_grant',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    viewerId: text('viewer_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    createdAt,
  },
  (table) => [
    uniqueIndex('sharing_grant_owner_viewer_idx').on(table.ownerId, table.viewerId),
    index('sharing_grant_viewer_idx').on(table.viewerId),
  ],
);

// Each opening of the owner's books, kept ACCESS_LOG_YEARS for the owner to see; the viewer's email and name are
// copied, so that the entry outlives a revoked grant or a deleted account.
export const sharingAccess = pgTable(
  'sharing_access',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    viewerEmail: text('viewer_email').notNull(),
    viewerName: text('viewer_name').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sharing_access_owner_idx').on(table.ownerId, table.at)],
);

// A preparer's note on an owner's item or Schedule C line, and the owner's answer. The author's email and name are
// copied for the same reason as the log's.
export const sharingComment = pgTable(
  'sharing_comment',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    authorId: text('author_id').references(() => user.id, { onDelete: 'set null' }),
    authorEmail: text('author_email').notNull(),
    authorName: text('author_name').notNull(),
    itemId: uuid('item_id').references(() => budgetItem.id, { onDelete: 'set null' }),
    line: text('line'),
    text: text('text').notNull(),
    answer: text('answer'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt,
  },
  (table) => [
    index('sharing_comment_owner_idx').on(table.ownerId, table.createdAt),
    index('sharing_comment_item_idx')
      .on(table.itemId)
      .where(sql`${table.itemId} is not null`),
    check('sharing_comment_text_check', sql`char_length(${table.text}) between 1 and 2000`),
    check('sharing_comment_answer_check', sql`char_length(${table.answer}) between 1 and 2000`),
  ],
);

export const authSchema = { user, session, account, verification, rateLimit };
