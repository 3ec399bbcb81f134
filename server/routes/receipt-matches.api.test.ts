import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, localDate } from '../../core/dates';
import type { Item, ItemPage } from '../../core/items';
import type { Receipt, ReceiptMatches, UploadedReceipt } from '../../core/receipts/receipts';
import { addItems, okJson, signedInUser, type UserRequest } from '../testing/api-helpers';
import { anotherCopy, receiptPdf, receiptPhoto } from '../testing/receipt-files';
import { createTestApp, type TestApp } from '../testing/test-app';

// No double entry, from a receipt: a receipt whose total matches one of the person's expenses dated within 3 days
// of it (its own date, else the upload day) is offered that expense first, one with no receipt yet before one with.

const SHELL_LINES = [
  'SHELL OIL 57442',
  'AUSTIN TX 78741',
  '03/14/2026 08:12',
  'TOTAL $38.77',
  'VISA ****4417',
];

let t: TestApp;
let shellPhoto: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  shellPhoto = await receiptPhoto({ lines: SHELL_LINES });
});
afterAll(async () => {
  await t?.close();
});

function fileForm(bytes: Uint8Array, type: string, name: string, itemId?: string): FormData {
  const form = new FormData();
  form.set('file', new File([new Uint8Array(bytes)], name, { type }));
  if (itemId) form.set('itemId', itemId);
  return form;
}

const upload = async (request: UserRequest, form: FormData) =>
  okJson<UploadedReceipt>(await request('/api/receipts', { method: 'POST', body: form }), 201);

const expense = async (request: UserRequest, amount: number, date: string, description: string) =>
  (await addItems(request, [{ type: 'expense', category: 'Gas', amount, date, description }]))[0]!;

const matchesOf = async (request: UserRequest, receiptId: string) =>
  (await okJson<ReceiptMatches>(await request(`/api/receipts/${receiptId}/matches`))).items;

describe('a receipt whose total matches an expense', () => {
  let person: Awaited<ReturnType<typeof signedInUser>>;
  let threeDaysBefore: Item;
  let alreadyReceipted: Item;
  let uploaded: UploadedReceipt;

  beforeAll(async () => {
    person = await signedInUser(t, { pro: true, label: 'matches' });
    threeDaysBefore = await expense(person.request, 38.77, '2026-03-11', 'three days before');
    alreadyReceipted = await expense(person.request, 38.77, '2026-03-14', 'has its receipt');
    await upload(
      person.request,
      fileForm(await receiptPdf(), 'application/pdf', 'kept.pdf', alreadyReceipted.id),
    );
    await expense(person.request, 38.77, '2026-03-18', 'four days after');
    await expense(person.request, 38.77, '2026-03-10', 'four days before');
    await expense(person.request, 38.78, '2026-03-14', 'a cent more');
    await addItems(person.request, [
      { type: 'income', category: 'Tips', amount: 38.77, date: '2026-03-14', description: 'income' },
    ]);
    // Another person's expense of the same day and amount.
    const other = await signedInUser(t, { pro: true, label: 'matches-other' });
    await expense(other.request, 38.77, '2026-03-14', 'another person’s');
    uploaded = await upload(person.request, fileForm(shellPhoto, 'image/jpeg', 'shell.jpg'));
  });

  it('carries the expenses within 3 days with that total, one with no receipt first', () => {
    expect(uploaded.ocr).toMatchObject({ total: 38.77, date: '2026-03-14' });
    expect(uploaded.itemId).toBeNull();
    expect(uploaded.matches).toEqual([
      { ...threeDaysBefore, receiptCount: 0 },
      { ...alreadyReceipted, receiptCount: 1 },
    ]);
  });

  it('offers the same to file later, and nothing once it is kept with the expense', async () => {
    expect(await matchesOf(person.request, uploaded.id)).toEqual(uploaded.matches);
    const filed = await person.request(`/api/receipts/${uploaded.id}`, {
      method: 'PATCH',
      json: { itemId: threeDaysBefore.id },
    });
    expect(filed.status).toBe(200);
    expect(await matchesOf(person.request, uploaded.id)).toEqual([]);
    // One expense with its receipt; the receipt no longer waits to be filed.
    const items = (await okJson<ItemPage>(await person.request('/api/items?limit=500'))).items;
    expect(items.filter((item) => item.description === 'three days before')).toMatchObject([
      { id: threeDaysBefore.id, receiptCount: 1 },
    ]);
    // Six items as before: attaching added no expense.
    expect(items).toHaveLength(6);
    const toFile = await okJson<{ receipts: Receipt[] }>(await person.request('/api/receipts'));
    expect(toFile.receipts).toEqual([]);
  });

  it('is never offered another person’s expense', async () => {
    const other = await signedInUser(t, { pro: true, label: 'matches-stranger' });
    const theirs = await upload(other.request, fileForm(shellPhoto, 'image/jpeg', 'shell.jpg'));
    expect(theirs.ocr.total).toBe(38.77);
    expect(theirs.matches).toEqual([]);
    // Nor can another person ask for this person's receipt's matches.
    expect((await other.request(`/api/receipts/${uploaded.id}/matches`)).status).toBe(404);
  });

  it('carries no matches when kept with an expense', async () => {
    // Another copy of the photo: the same bytes would be the receipt uploaded above, recognised.
    const kept = await upload(
      person.request,
      fileForm(anotherCopy(shellPhoto, 1), 'image/jpeg', 'shell.jpg', alreadyReceipted.id),
    );
    expect(kept.matches).toEqual([]);
  });
});

describe('a receipt with no date read', () => {
  it('is matched around the day it was uploaded', async () => {
    const person = await signedInUser(t, { pro: true, label: 'matches-today' });
    const today = localDate();
    const inside = await expense(person.request, 12.34, addDays(today, -3), 'three days ago');
    await expense(person.request, 12.34, addDays(today, -4), 'four days ago');
    const photo = await receiptPhoto({ lines: ['CORNER DELI', 'TOTAL $12.34'] });
    const uploaded = await upload(person.request, fileForm(photo, 'image/jpeg', 'deli.jpg'));
    expect(uploaded.ocr).toMatchObject({ total: 12.34, date: null });
    expect(uploaded.matches.map((item) => item.id)).toEqual([inside.id]);
  });

  it('with no total read, offers nothing', async () => {
    const person = await signedInUser(t, { pro: true, label: 'matches-none' });
    await expense(person.request, 12.34, localDate(), 'today');
    const uploaded = await upload(person.request, fileForm(await receiptPdf(), 'application/pdf', 'r.pdf'));
    expect(uploaded.ocr.total).toBeNull();
    expect(uploaded.matches).toEqual([]);
  });
});
