import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SyncSummary } from '../../../core/bank';
import type { ItemPage } from '../../../core/items';
import type { BankProvider, ProviderChanges, ProviderTransaction } from '../../bank/bank-provider';
import { bankConnection } from '../../db/schema';
import { addItems, signedInUser, type UserRequest } from '../../testing/api-helpers';
import { receiptPdf } from '../../testing/receipt-files';
import { createTestApp, type TestApp } from '../../testing/test-app';

// How a sync finds what it already has, through POST /api/bank/connections/:id/sync: the provider's ids
// are looked up one by one among the person's own (never another person's), a re-send adds nothing, and a
// withdrawn transaction takes away only the item its connection brought.

const TODAY = '2026-03-15';

/** A provider that answers what the test tells it to, for every connection. */
class ScriptedBank implements BankProvider {
  readonly name = 'test' as const;
  changes: ProviderChanges = emptyChanges();
  connect(): never {
    throw new Error('not used');
  }
  fetchChanges: BankProvider['fetchChanges'] = () => Promise.resolve(this.changes);
  disconnect = () => Promise.resolve();
}

function emptyChanges(): ProviderChanges {
  return {
    accounts: [{ providerAccountId: 'checking', name: 'Checking', kind: 'checking', mask: '0001' }],
    transactions: [],
    removedTransactionIds: [],
    next: { cursor: null, lastPostedDate: '2026-03-14' },
  };
}

const posted = (id: string, date: string, amountCents: number, description: string): ProviderTransaction => ({
  providerTransactionId: id,
  providerAccountId: 'checking',
  date,
  amountCents,
  description,
  pending: false,
});

const uber = posted('tx-uber', '2026-03-10', 4_125, 'UBER *TRIP PAYOUT');
const shell = posted('tx-shell', '2026-03-11', -4_567, 'SHELL OIL 57442');
const deli = posted('tx-deli', '2026-03-12', -1_245, 'CORNER DELI');

const bank = new ScriptedBank();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ bank: { providers: { test: bank }, today: () => TODAY } });
});
afterAll(async () => {
  await t?.close();
});

async function connectionOf(userId: string) {
  const [row] = await t.db
    .insert(bankConnection)
    .values({
      userId,
      provider: 'test',
      institution: 'Scripted Bank',
      encryptedCredentials: t.bank.cipher.encrypt('scripted'),
    })
    .returning();
  return row!.id;
}
async function sync(request: UserRequest, id: string, changes: Partial<ProviderChanges>) {
  bank.changes = { ...emptyChanges(), ...changes };
  const res = await request(`/api/bank/connections/${id}/sync`, { method: 'POST' });
  return { status: res.status, body: (await res.json()) as SyncSummary };
}
async function descriptionsOf(request: UserRequest) {
  const page = (await (await request('/api/items?limit=500&sort=date&order=asc')).json()) as ItemPage;
  return page.items.map((item) => `${item.date} ${item.amount} ${item.description}`);
}

describe('a bank sync finding what it already has', () => {
  it('adds each transaction once: a re-send of all of them adds only the new one', async () => {
    const pro = await signedInUser(t, { pro: true, label: 'sync-keys' });
    const id = await connectionOf(pro.id);

    expect(await sync(pro.request, id, { transactions: [uber, shell] })).toEqual({
      status: 200,
      body: { added: 2, skipped: 0 },
    });
    expect(await sync(pro.request, id, { transactions: [uber, shell, deli] })).toEqual({
      status: 200,
      body: { added: 1, skipped: 0 },
    });
    expect(await sync(pro.request, id, { transactions: [deli, shell, uber] })).toEqual({
      status: 200,
      body: { added: 0, skipped: 0 },
    });
    expect(await descriptionsOf(pro.request)).toEqual([
      '2026-03-10 41.25 UBER *TRIP PAYOUT',
      '2026-03-11 45.67 SHELL OIL 57442',
      '2026-03-12 12.45 CORNER DELI',
    ]);
  });

  it("brings another person's transactions with the same provider ids as theirs", async () => {
    const first = await signedInUser(t, { pro: true, label: 'sync-keys-first' });
    const second = await signedInUser(t, { pro: true, label: 'sync-keys-second' });
    await sync(first.request, await connectionOf(first.id), { transactions: [uber, shell] });

    expect(
      await sync(second.request, await connectionOf(second.id), { transactions: [uber, shell] }),
    ).toEqual({
      status: 200,
      body: { added: 2, skipped: 0 },
    });
    expect(await descriptionsOf(second.request)).toEqual([
      '2026-03-10 41.25 UBER *TRIP PAYOUT',
      '2026-03-11 45.67 SHELL OIL 57442',
    ]);
  });

  it('takes away the item a withdrawn transaction brought, not one the person had, nor another person’s', async () => {
    const pro = await signedInUser(t, { pro: true, label: 'sync-removed' });
    const other = await signedInUser(t, { pro: true, label: 'sync-removed-other' });
    // The fuel purchase entered by hand before connecting: the sync matches it instead of adding it.
    await addItems(pro.request, [
      {
        type: 'expense',
        category: 'Gas',
        amount: 45.67,
        date: '2026-03-11',
        description: 'Shell Oil 57442',
      },
    ]);
    const id = await connectionOf(pro.id);
    expect(await sync(pro.request, id, { transactions: [uber, shell] })).toEqual({
      status: 200,
      body: { added: 1, skipped: 1 },
    });
    await sync(other.request, await connectionOf(other.id), { transactions: [uber, shell] });

    expect(
      await sync(pro.request, id, {
        removedTransactionIds: [uber.providerTransactionId, shell.providerTransactionId],
      }),
    ).toEqual({ status: 200, body: { added: 0, skipped: 0 } });
    expect(await descriptionsOf(pro.request)).toEqual(['2026-03-11 45.67 Shell Oil 57442']);
    expect(await descriptionsOf(other.request)).toEqual([
      '2026-03-10 41.25 UBER *TRIP PAYOUT',
      '2026-03-11 45.67 SHELL OIL 57442',
    ]);
  });

  it('keeps an item a withdrawn transaction brought when the person kept a receipt with it', async () => {
    const pro = await signedInUser(t, { pro: true, label: 'sync-removed-receipt' });
    const id = await connectionOf(pro.id);
    await sync(pro.request, id, { transactions: [shell, deli] });
    const page = (await (await pro.request('/api/items')).json()) as ItemPage;
    const fuel = page.items.find((item) => item.description === shell.description)!;
    const form = new FormData();
    form.set(
      'file',
      new File([new Uint8Array(await receiptPdf())], 'shell.pdf', { type: 'application/pdf' }),
    );
    form.set('itemId', fuel.id);
    expect((await pro.request('/api/receipts', { method: 'POST', body: form })).status).toBe(201);

    await sync(pro.request, id, {
      removedTransactionIds: [shell.providerTransactionId, deli.providerTransactionId],
    });
    // The deli purchase goes; the fuel purchase stays, with its receipt, for the person to decide.
    expect(await descriptionsOf(pro.request)).toEqual(['2026-03-11 45.67 SHELL OIL 57442']);
    const kept = (await (await pro.request(`/api/receipts?itemId=${fuel.id}`)).json()) as {
      receipts: unknown[];
    };
    expect(kept.receipts).toHaveLength(1);
  });
});
