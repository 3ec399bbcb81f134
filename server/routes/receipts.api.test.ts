import { createHash } from 'node:crypto';
import { unzipSync, strFromU8 } from 'fflate';
import sharp from 'sharp';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../core/api-errors';
import { proRequiredMessage } from '../../core/billing';
import type { ItemPage } from '../../core/items';
import { RECEIPT_QUOTA, receiptQuotaMessages, type ReceiptUsage } from '../../core/receipts/receipt-quota';
import {
  RECEIPT_MAX_BYTES,
  receiptMessages,
  type Receipt,
  type ReceiptsNeeded,
  type UploadedReceipt,
} from '../../core/receipts/receipts';
import { receipt, receiptFileDeletion } from '../db/schema';
import { receiptFileKey } from '../receipts/receipt-store';
import { S3ReceiptStore } from '../receipts/s3-receipt-store';
import { S3_STAND_IN_CREDENTIALS, startS3StandIn } from '../testing/s3-stand-in';
import { addItems, signedInUser, TEST_PASSWORD, type UserRequest } from '../testing/api-helpers';
import {
  anotherCopy,
  pdfWithOpenActionScript,
  pngBomb,
  receiptPdf,
  receiptPhoto,
} from '../testing/receipt-files';
import { createTestApp, type TestApp } from '../testing/test-app';

// Receipts over the API: kept with an expense or on their own (read by OCR to propose the expense),
// served to their owner only, normalised (upright, no metadata, at most 2,000 px), refused when too large or not what
// they say, removed with their expense and the account, and downloaded a year at a time as a zip.

const SHELL_LINES = [
  'SHELL OIL 57442',
  '1200 E RIVERSIDE DR',
  'AUSTIN TX 78741',
  '03/14/2026 08:12',
  'UNLEADED 12.512 GAL',
  'PRICE/GAL $3.099',
  'TOTAL $38.77',
  'VISA ****4417',
];

let t: TestApp;
let pro: Awaited<ReturnType<typeof signedInUser>>;
let shellPhoto: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  pro = await signedInUser(t, { pro: true, label: 'receipts' });
  shellPhoto = await receiptPhoto({ lines: SHELL_LINES, width: 4032, height: 3024 });
});
afterAll(async () => {
  await t?.close();
});

function uploadForm(bytes: Uint8Array, type: string, name: string, itemId?: string): FormData {
  const form = new FormData();
  form.set('file', new File([new Uint8Array(bytes)], name, { type }));
  if (itemId) form.set('itemId', itemId);
  return form;
}

async function upload(request: UserRequest, form: FormData) {
  const res = await request('/api/receipts', { method: 'POST', body: form });
  return {
    res,
    body: (await res.json()) as Receipt & { error?: { code: string; message: string; fields?: object } },
  };
}

async function anExpense(request: UserRequest, amount = 84.2, date = '2026-03-14') {
  const [item] = await addItems(request, [
    { type: 'expense', category: 'Gas', amount, date, description: 'Shell' },
  ]);
  return item!;
}

// The same file uploaded again is the receipt kept before (see 'the same file twice'): a test that means a new
// receipt of the same photo uploads a copy of it in other bytes.
let copies = 0;
const shellCopy = () => anotherCopy(shellPhoto, ++copies);

const storedBytes = (userId: string, id: string, part: 'file' | 'thumbnail' = 'file') =>
  t.receipts.store.get(receiptFileKey(userId, id, part));

describe('a receipt kept on its own', () => {
  it('is read by OCR and proposes the expense: total, date and merchant', async () => {
    const { res, body } = await upload(pro.request, uploadForm(shellPhoto, 'image/jpeg', 'IMG_4410.JPG'));
    expect(res.status).toBe(201);
    expect(body).toMatchObject({
      itemId: null,
      contentType: 'image/jpeg',
      fileName: 'IMG_4410.jpg',
      hasThumbnail: true,
      ocr: { total: 38.77, date: '2026-03-14' },
    });
    expect(body.ocr.merchant).toMatch(/^shell oil/i);
    // The built-in merchant list files Shell under Gas.
    expect(body.ocr.category).toBe('Gas');
  });

  it('is kept upright, at most 2,000 px, with no metadata (no GPS position), with a 320 px thumbnail', async () => {
    const original = await sharp(shellPhoto).metadata();
    expect(original.orientation).toBe(6);
    // The phone's metadata (make, model and the GPS position) is in the upload...
    expect(original.exif?.includes(Buffer.from('iPhone 15'))).toBe(true);
    const { body } = await upload(pro.request, uploadForm(shellCopy(), 'image/jpeg', 'shell.jpg'));
    const kept = await sharp((await storedBytes(pro.id, body.id))!).metadata();
    expect({ width: kept.width, height: kept.height, format: kept.format }).toEqual({
      width: 1500,
      height: 2000,
      format: 'jpeg',
    });
    // ...and none of it in what is kept.
    expect(kept.exif).toBeUndefined();
    expect(kept.icc).toBeUndefined();
    expect(kept.xmp).toBeUndefined();
    expect(kept.orientation).toBeUndefined();
    const thumbnail = await sharp((await storedBytes(pro.id, body.id, 'thumbnail'))!).metadata();
    expect([thumbnail.width, thumbnail.height]).toEqual([240, 320]);
  });

  it('is listed among the receipts to file, newest first, until it is filed with an expense', async () => {
    const person = await signedInUser(t, { pro: true });
    const first = (await upload(person.request, uploadForm(shellPhoto, 'image/jpeg', 'a.jpg'))).body;
    const second = (await upload(person.request, uploadForm(await receiptPdf(), 'application/pdf', 'b.pdf')))
      .body;
    const toFile = async () =>
      ((await (await person.request('/api/receipts')).json()) as { receipts: Receipt[] }).receipts.map(
        (r) => r.id,
      );
    expect(await toFile()).toEqual([second.id, first.id]);

    const expense = await anExpense(person.request);
    const filed = await person.request(`/api/receipts/${first.id}`, {
      method: 'PATCH',
      json: { itemId: expense.id },
    });
    expect(filed.status).toBe(200);
    expect(((await filed.json()) as Receipt).itemId).toBe(expense.id);
    expect(await toFile()).toEqual([second.id]);
    const ofExpense = (await (await person.request(`/api/receipts?itemId=${expense.id}`)).json()) as {
      receipts: Receipt[];
    };
    expect(ofExpense.receipts.map((r) => r.id)).toEqual([first.id]);
    // And back on its own.
    await person.request(`/api/receipts/${first.id}`, { method: 'PATCH', json: { itemId: null } });
    expect(await toFile()).toEqual([second.id, first.id]);
  });
});

describe('a receipt kept with an expense', () => {
  it('counts on the expense in Transactions and takes it off the needs-a-receipt list and count', async () => {
    const person = await signedInUser(t, { pro: true });
    const [big, small] = await addItems(person.request, [
      { type: 'expense', category: 'Supplies', amount: 75, date: '2026-03-02', description: 'Phone mount' },
      { type: 'expense', category: 'Supplies', amount: 74.99, date: '2026-03-03', description: 'Cable' },
      { type: 'income', category: 'Rideshare', amount: 500, date: '2026-03-04', description: 'Uber' },
    ]);
    const needing = async () => {
      const page = (await (await person.request('/api/items?needsReceipt=true')).json()) as ItemPage;
      const needed = (await (
        await person.request('/api/receipts/needed?from=2026-03-01&to=2026-03-31')
      ).json()) as ReceiptsNeeded;
      const allTime = (await (await person.request('/api/receipts/needed')).json()) as ReceiptsNeeded;
      return {
        ids: page.items.map((item) => item.id),
        total: page.total,
        count: needed.count,
        allTime: allTime.count,
      };
    };
    // $75.00 needs a receipt (Publication 463: $75 or more); $74.99 and income do not.
    expect(await needing()).toEqual({ ids: [big!.id], total: 1, count: 1, allTime: 1 });

    const { res, body } = await upload(
      person.request,
      uploadForm(shellPhoto, 'image/jpeg', 'mount.jpg', big!.id),
    );
    expect(res.status).toBe(201);
    expect(body.itemId).toBe(big!.id);
    // Kept with an expense, it is not read: the expense is already there.
    expect(body.ocr).toEqual({ total: null, date: null, merchant: null, category: null });
    await upload(person.request, uploadForm(await receiptPdf(), 'application/pdf', 'invoice.pdf', big!.id));
    expect(await needing()).toEqual({ ids: [], total: 0, count: 0, allTime: 0 });

    const list = (await (await person.request('/api/items')).json()) as ItemPage;
    expect(Object.fromEntries(list.items.map((item) => [item.description, item.receiptCount]))).toEqual({
      'Phone mount': 2,
      Cable: 0,
      Uber: 0,
    });
    expect(small).toBeDefined();
  });

  it('refuses an expense that is not the person’s, or income', async () => {
    const other = await signedInUser(t, { pro: true });
    const theirs = await anExpense(other.request);
    const [income] = await addItems(pro.request, [
      { type: 'income', category: 'Rideshare', amount: 80, date: '2026-03-04', description: 'Lyft' },
    ]);
    for (const [itemId, message] of [
      [theirs.id, receiptMessages.itemNotFound],
      [income!.id, receiptMessages.itemNotExpense],
    ] as const) {
      const { res, body } = await upload(pro.request, uploadForm(shellPhoto, 'image/jpeg', 'x.jpg', itemId));
      expect(res.status).toBe(400);
      expect(body.error).toEqual({ code: 'validation-failed', message, fields: { itemId: message } });
      const patch = await pro.request(
        `/api/receipts/${(await upload(pro.request, uploadForm(await receiptPdf(), 'application/pdf', 'x.pdf'))).body.id}`,
        {
          method: 'PATCH',
          json: { itemId },
        },
      );
      expect(patch.status).toBe(400);
    }
  });
});

describe('the same file twice', () => {
  const receiptRows = (userId: string) => t.db.select().from(receipt).where(eq(receipt.userId, userId));

  it('answers the receipt kept before (200, alreadyKept) and keeps no second copy', async () => {
    const person = await signedInUser(t, { pro: true });
    const first = await upload(person.request, uploadForm(shellPhoto, 'image/jpeg', 'IMG_4410.JPG'));
    expect(first.res.status).toBe(201);
    expect(first.body).toMatchObject({ alreadyKept: false, itemId: null });
    const again = await upload(person.request, uploadForm(shellPhoto, 'image/jpeg', 'IMG_4410 copy.JPG'));
    expect(again.res.status).toBe(200);
    expect(again.body).toEqual({ ...first.body, alreadyKept: true });
    expect(await receiptRows(person.id)).toHaveLength(1);
    const toFile = (await (await person.request('/api/receipts')).json()) as { receipts: Receipt[] };
    expect(toFile.receipts.map((r) => r.id)).toEqual([first.body.id]);
    // The same picture in other bytes is another file: kept as a receipt of its own.
    const copy = await upload(person.request, uploadForm(shellCopy(), 'image/jpeg', 'IMG_4411.JPG'));
    expect(copy.res.status).toBe(201);
    expect(await receiptRows(person.id)).toHaveLength(2);
  });

  it('waiting in Receipts to file, it is kept with the expense it comes again with, and stays with it', async () => {
    const person = await signedInUser(t, { pro: true });
    const pdf = anotherCopy(await receiptPdf(), ++copies);
    const snapped = (await upload(person.request, uploadForm(pdf, 'application/pdf', 'order.pdf'))).body;
    const [expense, other] = [await anExpense(person.request), await anExpense(person.request, 12)];
    const filed = await upload(person.request, uploadForm(pdf, 'application/pdf', 'order.pdf', expense.id));
    expect(filed.res.status).toBe(200);
    expect(filed.body).toMatchObject({ id: snapped.id, itemId: expense.id, alreadyKept: true, matches: [] });
    expect(await (await person.request('/api/receipts')).json()).toEqual({ receipts: [] });
    // Kept with an expense, the same file with another expense (or with none) leaves it where it is.
    for (const itemId of [other.id, undefined]) {
      const again = await upload(person.request, uploadForm(pdf, 'application/pdf', 'order.pdf', itemId));
      expect(again.res.status).toBe(200);
      expect(again.body).toMatchObject({ id: snapped.id, itemId: expense.id, alreadyKept: true });
    }
    expect(await receiptRows(person.id)).toHaveLength(1);
  });

  it('uploaded twice at once, is kept once', async () => {
    const person = await signedInUser(t, { pro: true });
    const pdf = anotherCopy(await receiptPdf(), ++copies);
    const answers = await Promise.all(
      [1, 2].map(() => upload(person.request, uploadForm(pdf, 'application/pdf', 'twice.pdf'))),
    );
    expect(answers.map((answer) => answer.res.status).sort()).toEqual([200, 201]);
    expect(new Set(answers.map((answer) => answer.body.id)).size).toBe(1);
    expect(await receiptRows(person.id)).toHaveLength(1);
  });
});

describe('the receipt quota', () => {
  const usage = async (request: UserRequest) =>
    (await (await request('/api/receipts/usage')).json()) as ReceiptUsage;
  // Receipts kept before, as rows: what counts against the quota is the rows (their files are not read).
  const keepRows = (userId: string, count: number, byteSize: number) =>
    t.db.execute(sql`insert into receipt (user_id, content_type, file_name, byte_size, has_thumbnail)
      select ${userId}, 'application/pdf', 'kept-' || n || '.pdf', ${byteSize}, false
      from generate_series(1, ${count}) as n`);

  it('GET /api/receipts/usage counts every receipt, filed or waiting, and their bytes', async () => {
    const person = await signedInUser(t, { pro: true });
    expect(await usage(person.request)).toEqual({
      count: 0,
      bytes: 0,
      maxCount: 5_000,
      maxBytes: 2_048 * 1024 * 1024,
    });
    const pdf = anotherCopy(await receiptPdf(), ++copies);
    await upload(person.request, uploadForm(pdf, 'application/pdf', 'a.pdf'));
    await upload(
      person.request,
      uploadForm(await receiptPdf(), 'application/pdf', 'b.pdf', (await anExpense(person.request)).id),
    );
    const rows = await t.db.select().from(receipt).where(eq(receipt.userId, person.id));
    expect(await usage(person.request)).toMatchObject({
      count: 2,
      bytes: rows.reduce((sum, row) => sum + row.byteSize, 0),
    });
  });

  it('refuses a receipt past 5,000: 409 receipt-storage-full with the message, and keeps nothing', async () => {
    const person = await signedInUser(t, { pro: true });
    await keepRows(person.id, RECEIPT_QUOTA.count - 1, 1000);
    const lastPhoto = shellCopy();
    const last = await upload(person.request, uploadForm(lastPhoto, 'image/jpeg', 'last.jpg'));
    expect(last.res.status).toBe(201);
    const refused = await upload(person.request, uploadForm(shellCopy(), 'image/jpeg', 'one-more.jpg'));
    expect(refused.res.status).toBe(409);
    expect(refused.body).toEqual({
      error: {
        code: 'receipt-storage-full',
        message:
          'You keep 5,000 receipts, as many as GigTally keeps for one account. Delete receipts you no longer need to keep new ones.',
      },
    });
    expect(receiptQuotaMessages.countReached).toBe(refused.body.error?.message);
    expect(await usage(person.request)).toMatchObject({ count: 5_000 });
    // The same file again takes no room: it is the receipt kept before.
    const again = await upload(person.request, uploadForm(lastPhoto, 'image/jpeg', 'last.jpg'));
    expect(again.res.status).toBe(200);
    expect(again.body).toMatchObject({ id: last.body.id, alreadyKept: true });
  });

  it('refuses a receipt past 2,048 MB: 409 with the message; deleting one makes room', async () => {
    const person = await signedInUser(t, { pro: true });
    await keepRows(person.id, 1, RECEIPT_QUOTA.bytes - 1000);
    const refused = await upload(person.request, uploadForm(shellCopy(), 'image/jpeg', 'big.jpg'));
    expect(refused.res.status).toBe(409);
    expect(refused.body).toEqual({
      error: {
        code: 'receipt-storage-full',
        message:
          'This receipt would take your receipt storage past 2,048 MB, as much as GigTally keeps for one account. Delete receipts you no longer need to keep new ones.',
      },
    });
    expect(receiptQuotaMessages.bytesReached).toBe(refused.body.error?.message);
    expect(await usage(person.request)).toMatchObject({ count: 1, bytes: RECEIPT_QUOTA.bytes - 1000 });
    const [kept] = await t.db.select().from(receipt).where(eq(receipt.userId, person.id));
    expect((await person.request(`/api/receipts/${kept!.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await upload(person.request, uploadForm(shellCopy(), 'image/jpeg', 'big.jpg'))).res.status).toBe(
      201,
    );
  });

  it('holds under uploads at once: one place left, two uploads, one kept', async () => {
    const person = await signedInUser(t, { pro: true });
    await keepRows(person.id, RECEIPT_QUOTA.count - 1, 1000);
    const answers = await Promise.all(
      [shellCopy(), shellCopy()].map((photo) =>
        upload(person.request, uploadForm(photo, 'image/jpeg', 'race.jpg')),
      ),
    );
    expect(answers.map((answer) => answer.res.status).sort()).toEqual([201, 409]);
    expect(await usage(person.request)).toMatchObject({ count: RECEIPT_QUOTA.count });
  });
});

describe('files that are refused', () => {
  const refused = async (form: FormData) => {
    const res = await pro.request('/api/receipts', { method: 'POST', body: form });
    return { status: res.status, body: (await res.json()) as ApiErrorBody };
  };
  const fileError = (message: string) => ({
    code: 'validation-failed',
    message,
    fields: { file: message },
  });

  it('a file over 10 MB: 413 with the message, before anything is read', async () => {
    const big = new Uint8Array(RECEIPT_MAX_BYTES + 1);
    big.set(shellPhoto.subarray(0, 1000));
    expect(await refused(uploadForm(big, 'image/jpeg', 'huge.jpg'))).toEqual({
      status: 413,
      body: { error: { code: 'payload-too-large', message: receiptMessages.tooLarge } },
    });
  });

  it('no file, another type, content that is not its type, a damaged image', async () => {
    const form = new FormData();
    form.set('itemId', '');
    expect((await refused(form)).body.error.fields).toMatchObject({ file: receiptMessages.fileRequired });
    expect(await refused(uploadForm(Buffer.from('date,amount\n'), 'text/csv', 'x.csv'))).toEqual({
      status: 400,
      body: { error: fileError(receiptMessages.wrongType) },
    });
    const html = Buffer.from('<!doctype html><html><script>alert(1)</script></html>');
    expect(await refused(uploadForm(html, 'image/jpeg', 'photo.jpg'))).toEqual({
      status: 400,
      body: { error: fileError(receiptMessages.notWhatItSays) },
    });
    expect(await refused(uploadForm(shellPhoto.subarray(0, 2000), 'image/jpeg', 'cut.jpg'))).toEqual({
      status: 400,
      body: { error: fileError(receiptMessages.damaged) },
    });
  });

  it('a decompression bomb: a small PNG of 400 megapixels', async () => {
    const bomb = pngBomb(20_000, 20_000);
    expect(bomb.length).toBeLessThan(RECEIPT_MAX_BYTES);
    expect(await refused(uploadForm(bomb, 'image/png', 'bomb.png'))).toEqual({
      status: 400,
      body: { error: fileError(receiptMessages.tooManyPixels) },
    });
  });

  it('a free user: 403 pro-required, and nothing kept', async () => {
    const free = await signedInUser(t);
    const res = await free.request('/api/receipts', {
      method: 'POST',
      body: uploadForm(shellPhoto, 'image/jpeg', 'a.jpg'),
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: { code: 'pro-required', message: proRequiredMessage } });
    expect(await (await free.request('/api/receipts')).json()).toEqual({ receipts: [] });
  });
});

describe('serving a receipt', () => {
  it('only to its owner, privately, never sniffed', async () => {
    const { body } = await upload(pro.request, uploadForm(shellCopy(), 'image/jpeg', 'shell.jpg'));
    const res = await pro.request(`/api/receipts/${body.id}/file`);
    expect(res.status).toBe(200);
    expect(
      Object.fromEntries(
        ['content-type', 'content-disposition', 'cache-control', 'x-content-type-options'].map((h) => [
          h,
          res.headers.get(h),
        ]),
      ),
    ).toEqual({
      'content-type': 'image/jpeg',
      'content-disposition': 'inline; filename="shell.jpg"',
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    });
    expect(
      Buffer.from(await res.arrayBuffer()).equals(Buffer.from((await storedBytes(pro.id, body.id))!)),
    ).toBe(true);
    const thumbnail = await pro.request(`/api/receipts/${body.id}/thumbnail`);
    expect(thumbnail.headers.get('content-type')).toBe('image/jpeg');
    expect(thumbnail.headers.get('cache-control')).toBe('private, no-store');

    const other = await signedInUser(t, { pro: true });
    const notFound = { error: { code: 'not-found', message: receiptMessages.notFound } };
    for (const [path, method] of [
      [`/api/receipts/${body.id}/file`, 'GET'],
      [`/api/receipts/${body.id}/thumbnail`, 'GET'],
      [`/api/receipts/${body.id}`, 'DELETE'],
    ] as const) {
      const theirs = await other.request(path, { method });
      expect(theirs.status).toBe(404);
      expect(await theirs.json()).toEqual(notFound);
    }
    const patch = await other.request(`/api/receipts/${body.id}`, {
      method: 'PATCH',
      json: { itemId: null },
    });
    expect(patch.status).toBe(404);
    const signedOut = await t.request(`/api/receipts/${body.id}/file`);
    expect(signedOut.status).toBe(401);
  });

  it('a PDF as it came, with no thumbnail', async () => {
    const pdf = anotherCopy(await receiptPdf(), ++copies);
    const { res, body } = await upload(pro.request, uploadForm(pdf, 'application/pdf', 'Order 1123.pdf'));
    expect(res.status).toBe(201);
    expect(body).toMatchObject({
      contentType: 'application/pdf',
      hasThumbnail: false,
      fileName: 'Order 1123.pdf',
    });
    const file = await pro.request(`/api/receipts/${body.id}/file`);
    expect(Buffer.from(await file.arrayBuffer()).equals(pdf)).toBe(true);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect((await pro.request(`/api/receipts/${body.id}/thumbnail`)).status).toBe(404);
  });

  it('under its own policy, not the app’s: a PDF that runs a script as it opens runs nothing, sandboxed', async () => {
    const scripted = pdfWithOpenActionScript();
    const { res, body } = await upload(pro.request, uploadForm(scripted, 'application/pdf', 'invoice.pdf'));
    expect(res.status).toBe(201);
    const file = await pro.request(`/api/receipts/${body.id}/file`);
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).equals(scripted)).toBe(true);
    const receiptPolicy = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox";
    expect(file.headers.get('content-security-policy')).toBe(receiptPolicy);
    const photo = (await upload(pro.request, uploadForm(shellCopy(), 'image/jpeg', 'p.jpg'))).body;
    for (const part of ['file', 'thumbnail']) {
      const served = await pro.request(`/api/receipts/${photo.id}/${part}`);
      expect(served.headers.get('content-security-policy')).toBe(receiptPolicy);
    }
    // The app's other headers still come with it, and its pages keep the app's policy.
    expect(file.headers.get('x-frame-options')).toBe('DENY');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    const api = await pro.request('/api/receipts');
    expect(api.headers.get('content-security-policy')).toMatch(/^default-src 'self'; script-src 'self'/);
  });
});

describe('deleting', () => {
  it('a receipt removes its files', async () => {
    const { body } = await upload(pro.request, uploadForm(shellCopy(), 'image/jpeg', 'x.jpg'));
    expect((await pro.request(`/api/receipts/${body.id}`, { method: 'DELETE' })).status).toBe(204);
    await t.receipts.purged();
    expect(await storedBytes(pro.id, body.id)).toBeNull();
    expect(await storedBytes(pro.id, body.id, 'thumbnail')).toBeNull();
    expect((await pro.request(`/api/receipts/${body.id}/file`)).status).toBe(404);
  });

  it('an expense removes its receipts and their files', async () => {
    const expense = await anExpense(pro.request);
    const { body } = await upload(pro.request, uploadForm(shellCopy(), 'image/jpeg', 'x.jpg', expense.id));
    expect((await pro.request(`/api/items/${expense.id}`, { method: 'DELETE' })).status).toBe(204);
    await t.receipts.purged();
    expect(await t.db.select().from(receipt).where(eq(receipt.id, body.id))).toEqual([]);
    expect(await storedBytes(pro.id, body.id)).toBeNull();
  });

  it('the account removes every receipt file', async () => {
    const leaving = await signedInUser(t, { pro: true });
    const kept = [
      (await upload(leaving.request, uploadForm(shellPhoto, 'image/jpeg', 'a.jpg'))).body,
      (
        await upload(
          leaving.request,
          uploadForm(await receiptPdf(), 'application/pdf', 'b.pdf', (await anExpense(leaving.request)).id),
        )
      ).body,
    ];
    const res = await leaving.request('/api/account', {
      method: 'DELETE',
      json: { password: TEST_PASSWORD },
    });
    expect(res.status).toBe(204);
    await t.receipts.purged();
    for (const { id } of kept) expect(await storedBytes(leaving.id, id)).toBeNull();
    expect(await t.db.select().from(receiptFileDeletion)).toEqual([]);
  });
});

describe('the archive of a year', () => {
  it('holds that year’s receipts named by date, amount and merchant, with an index', async () => {
    const person = await signedInUser(t, { pro: true });
    const [march, lastYear] = await addItems(person.request, [
      {
        type: 'expense',
        category: 'Gas',
        amount: 84.2,
        date: '2026-03-14',
        description: 'Shell',
      },
      { type: 'expense', category: 'Supplies', amount: 19.99, date: '2025-12-30', description: 'Staples' },
    ]);
    const photo = (await upload(person.request, uploadForm(shellPhoto, 'image/jpeg', 'IMG_1.jpg', march!.id)))
      .body;
    const pdf = await receiptPdf();
    await upload(person.request, uploadForm(pdf, 'application/pdf', 'staples.pdf', lastYear!.id));
    const unfiled = (await upload(person.request, uploadForm(shellCopy(), 'image/jpeg', 'IMG_2.jpg'))).body;

    const res = await person.request('/api/receipts/archive?year=2026');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="gigtally-receipts-2026.zip"');
    const zip = unzipSync(new Uint8Array(await res.arrayBuffer()));
    const merchant = unfiled.ocr.merchant!;
    expect(Object.keys(zip).sort()).toEqual(
      ['2026-03-14 84.20 Shell.jpg', `2026-03-14 38.77 ${merchant}.jpg`, 'index.csv'].sort(),
    );
    expect(
      Buffer.from(zip['2026-03-14 84.20 Shell.jpg']!).equals(
        Buffer.from((await storedBytes(person.id, photo.id))!),
      ),
    ).toBe(true);
    expect(strFromU8(zip['index.csv']!)).toBe(
      [
        '"File","Date","Amount","Category","Description","Transaction ID","Filed with expense"',
        `"2026-03-14 84.20 Shell.jpg","2026-03-14",84.20,"Gas","Shell","${march!.transactionId}","Yes"`,
        `"2026-03-14 38.77 ${merchant}.jpg","2026-03-14",38.77,"","${merchant}","","No"`,
        '',
      ].join('\r\n'),
    );

    const all = unzipSync(
      new Uint8Array(await (await person.request('/api/receipts/archive')).arrayBuffer()),
    );
    expect(Buffer.from(all['2025-12-30 19.99 Staples.pdf']!).equals(pdf)).toBe(true);
    expect(Object.keys(all)).toHaveLength(4);

    const badYear = await person.request('/api/receipts/archive?year=abc');
    expect(badYear.status).toBe(400);
    expect(((await badYear.json()) as { error: { fields: object } }).error.fields).toEqual({
      year: receiptMessages.yearInvalid,
    });
  });

  it('is in the account export as a list beside the JSON', async () => {
    const person = await signedInUser(t, { pro: true });
    const { body } = await upload(person.request, uploadForm(shellPhoto, 'image/jpeg', 'a.jpg'));
    const exported = (await (await person.request('/api/account/export')).json()) as { receipts: Receipt[] };
    // The upload's answer also offers the expenses the receipt may belong to and says whether it was kept before;
    // the export keeps the receipt itself, with the SHA-256 of the file as it was uploaded.
    const kept: Record<string, unknown> = { ...(body as UploadedReceipt) };
    delete kept.matches;
    delete kept.alreadyKept;
    expect(exported.receipts).toEqual([
      { ...kept, contentHash: createHash('sha256').update(shellPhoto).digest('hex') },
    ]);
  });
});

describe('on an S3-compatible store (several instances)', () => {
  it('keeps, serves, archives and deletes receipts in the bucket', async () => {
    const s3 = await startS3StandIn();
    const onS3 = await createTestApp({
      receiptStore: new S3ReceiptStore({
        bucket: 'gigtally-receipts',
        endpoint: s3.endpoint,
        region: 'us-east-1',
        credentials: S3_STAND_IN_CREDENTIALS,
        forcePathStyle: true,
      }),
    });
    try {
      const person = await signedInUser(onS3, { pro: true });
      const { res, body } = await upload(person.request, uploadForm(shellPhoto, 'image/jpeg', 'shell.jpg'));
      expect(res.status).toBe(201);
      expect(body.ocr).toMatchObject({ total: 38.77, date: '2026-03-14' });
      const keys = () =>
        s3.requests
          .filter((request) => request.method === 'PUT')
          .map((request) => request.url.replace(/\?.*/, ''));
      expect(keys()).toEqual([
        `/gigtally-receipts/${person.id}/${body.id}`,
        `/gigtally-receipts/${person.id}/${body.id}.thumb`,
      ]);
      const file = await person.request(`/api/receipts/${body.id}/file`);
      expect((await sharp(Buffer.from(await file.arrayBuffer())).metadata()).height).toBe(2000);
      const zip = unzipSync(
        new Uint8Array(await (await person.request('/api/receipts/archive')).arrayBuffer()),
      );
      expect(Object.keys(zip)).toHaveLength(2);

      expect((await person.request(`/api/receipts/${body.id}`, { method: 'DELETE' })).status).toBe(204);
      await onS3.receipts.purged();
      expect(await onS3.receipts.store.get(receiptFileKey(person.id, body.id, 'file'))).toBeNull();
      expect(await onS3.receipts.store.get(receiptFileKey(person.id, body.id, 'thumbnail'))).toBeNull();
    } finally {
      await onS3.close();
      await s3.stop();
    }
  });
});
