import { addDays, type CalendarDate } from '../core/dates';
import { quickEntryShortcuts } from '../core/categories';
import { FREE_ITEM_LIMIT } from '../core/plans';
import { newItemSchema, type NewItem } from '../core/item-input';
import { newForm1099Schema } from '../core/tax/forms-1099';
import { newTripSchema } from '../core/trips';
import { newShiftSchema, type ShiftFields } from '../core/earnings/shifts';
import { createShift } from '../server/services/earnings/manage-shifts';
import type { Auth } from '../server/auth/auth';
import { TestModeBillingProvider } from '../server/billing/test-mode-provider';
import type { Database } from '../server/db/client';
import { createItems } from '../server/services/items/create-item';
import { addForm1099 } from '../server/services/tax/forms-1099';
import { createTrip } from '../server/services/trips/manage-trips';
import { completeTestCheckout } from '../server/services/subscription/test-checkout';
import { seededRandom } from '../server/testing/seeded-random';

export const BENCH_PASSWORD = 'bench password 2026';
const FIVE_YEARS_DAYS = 5 * 365;
// A transaction per 5,000 items keeps memory flat while the whole 100k goes in through the one service.
const ITEMS_PER_CALL = 5_000;

export interface BenchAccount {
  id: string;
  email: string;
  items: number;
}

/** `count` items as a gig worker records them, spread over the five years ending `today`, validated by the API's schema. */
export function benchItems(count: number, today: CalendarDate, seed: number): NewItem[] {
  const random = seededRandom(seed);
  const pick = <T>(values: readonly T[]) => values[Math.floor(random() * values.length)]!;
  return Array.from({ length: count }, (_, index) => {
    const type = random() < 0.6 ? 'income' : 'expense';
    return newItemSchema.parse({
      type,
      category: pick(quickEntryShortcuts[type]),
      amount: Math.round((2 + random() * 298) * 100) / 100,
      date: addDays(today, -Math.floor(random() * FIVE_YEARS_DAYS)),
      // Income names its platform as a payout does, so that the earnings screen recognises it.
      description: `${type === 'income' ? `${BENCH_PLATFORMS[index % BENCH_PLATFORMS.length]} trip` : 'Receipt'} ${index + 1}`,
      tags: index % 7 === 0 ? ['bench'] : [],
    });
  });
}

/** The platforms of the bench's driver: payouts name them, and a shift a day rotates through them. */
export const BENCH_PLATFORMS = ['Uber', 'DoorDash', 'Instacart'] as const;

/** The days of the earnings screen's bench request: a year ending today. */
export const benchEarningsPeriod = (today: CalendarDate) => ({ from: addDays(today, -364), to: today });

/** A shift a day for the year ending `today`, 4 to 6 hours from 9:00, with miles, the platforms in turn. */
export function benchShifts(today: CalendarDate): ShiftFields[] {
  const { from } = benchEarningsPeriod(today);
  return Array.from({ length: 365 }, (_, index) => {
    const date = addDays(from, index);
    return newShiftSchema.parse({
      platform: BENCH_PLATFORMS[index % BENCH_PLATFORMS.length],
      start: `${date}T09:00`,
      end: `${date}T${String(13 + (index % 3)).padStart(2, '0')}:00`,
      activeMinutes: 150,
      miles: 40 + (index % 30),
    });
  });
}

/** A user made by better-auth's real sign-up endpoint, as a person signing up would be. */
async function signUp(auth: Auth, email: string, name: string): Promise<string> {
  const result = await auth.api.signUpEmail({ body: { email, name, password: BENCH_PASSWORD } });
  return result.user.id;
}

/** Subscribes through the test-mode checkout: create the session, then pay it, as the checkout page does. */
async function subscribeToPro(db: Database, userId: string, email: string): Promise<void> {
  const provider = new TestModeBillingProvider(db);
  const { url } = await provider.createCheckout({
    userId,
    email,
    successUrl: 'http://bench.local/subscription?session_id={CHECKOUT_SESSION_ID}',
    cancelUrl: 'http://bench.local/subscription',
  });
  const sessionId = new URL(url, 'http://bench.local').searchParams.get('session_id')!;
  await completeTestCheckout(db, userId, sessionId);
}

async function addItemsInCalls(db: Database, userId: string, items: NewItem[]): Promise<void> {
  for (let start = 0; start < items.length; start += ITEMS_PER_CALL) {
    await createItems(db, userId, items.slice(start, start + ITEMS_PER_CALL));
  }
}

/** A Pro user with `count` items over five years. */
export async function seedProUser(
  db: Database,
  auth: Auth,
  options: { email: string; count: number; today: CalendarDate; seed: number },
): Promise<BenchAccount> {
  const id = await signUp(auth, options.email, 'Bench Driver');
  await subscribeToPro(db, id, options.email);
  await addItemsInCalls(db, id, benchItems(options.count, options.today, options.seed));
  for (const shift of benchShifts(options.today)) await createShift(db, id, shift);
  return { id, email: options.email, items: options.count };
}

/**
 * `count` free users with a full free tier each. They are created by better-auth's own adapter calls (the ones its
 * sign-up makes) with one password hash computed once: scrypt costs ~70 ms a user, and sign-up is not measured.
 */
export async function seedFreeUsers(
  db: Database,
  auth: Auth,
  count: number,
  today: CalendarDate,
): Promise<void> {
  const context = await auth.$context;
  const hash = await context.password.hash(BENCH_PASSWORD);
  for (let index = 0; index < count; index++) {
    const user = await context.internalAdapter.createUser(
      {
        email: `bench-user-${index}@bench.gigtally.local`,
        name: `Bench User ${index}`,
        emailVerified: false,
      },
      { method: 'email-password' },
    );
    await context.internalAdapter.linkAccount({
      userId: user.id,
      providerId: 'credential',
      accountId: user.id,
      password: hash,
    });
    await createItems(db, user.id, benchItems(FREE_ITEM_LIMIT, today, 1_000 + index));
  }
}

/** A trip every third day of this year up to `today` (the mileage log of the tax packet), in the trip schema. */
export function benchTrips(today: CalendarDate) {
  const trips = [];
  for (let date = `${today.slice(0, 4)}-01-01`; date <= today; date = addDays(date, 3)) {
    trips.push(
      newTripSchema.parse({
        date,
        miles: 20 + (trips.length % 90),
        purpose: 'Deliveries',
        platform: 'DoorDash',
      }),
    );
  }
  return trips;
}

/** This year's 1099 forms of a driver on three platforms, as entered on the 1099 screen. */
export const benchForms1099 = (today: CalendarDate) =>
  [
    { platform: 'Uber', kind: '1099-K', amount: 41_250 },
    { platform: 'DoorDash', kind: '1099-NEC', amount: 18_900.5 },
    { platform: 'Lyft', kind: '1099-K', amount: 9_120 },
  ].map((form) => newForm1099Schema.parse({ ...form, year: Number(today.slice(0, 4)) }));

/**
 * What the tax packet gathers besides items, a little of each: this year's trips and 1099 forms, through
 * the services their routes call. Receipts go in through the running server (bench/tax-season.ts).
 */
export async function seedTaxSeason(db: Database, userId: string, today: CalendarDate): Promise<number> {
  const trips = benchTrips(today);
  for (const trip of trips) await createTrip(db, userId, trip);
  for (const form of benchForms1099(today)) await addForm1099(db, userId, form);
  return trips.length;
}
