import { describe, expect, it } from 'vitest';
import { archiveEntryName, receiptFileName } from './receipt-file-name';

describe('receiptFileName', () => {
  it('keeps the uploaded name with the extension of what is stored', () => {
    expect(receiptFileName('IMG_2041.HEIC.png', 'image/jpeg')).toBe('IMG_2041.HEIC.jpg');
    expect(receiptFileName('Shell receipt.pdf', 'application/pdf')).toBe('Shell receipt.pdf');
  });

  it('drops what is not safe in a header, a zip or a CSV cell', () => {
    expect(receiptFileName('../../etc/"pass"\r\nwd.jpg', 'image/jpeg')).toBe('etc pass wd.jpg');
    expect(receiptFileName('café №5.webp', 'image/webp')).toBe('cafe No5.webp');
  });

  it('names a file with nothing left after tidying "receipt"', () => {
    expect(receiptFileName('ルート.png', 'image/jpeg')).toBe('receipt.jpg');
    expect(receiptFileName('', 'application/pdf')).toBe('receipt.pdf');
  });

  it('cuts a long name to 100 characters before the extension', () => {
    expect(receiptFileName(`${'a'.repeat(300)}.jpg`, 'image/jpeg')).toBe(`${'a'.repeat(100)}.jpg`);
  });
});

describe('archiveEntryName', () => {
  it('names by date, amount and merchant, and numbers repeats', () => {
    const taken = new Set<string>();
    const shell = {
      date: '2026-03-14',
      amountCents: 8420,
      merchant: 'Shell Oil 5741',
      contentType: 'image/jpeg',
    } as const;
    expect(archiveEntryName(shell, taken)).toBe('2026-03-14 84.20 Shell Oil 5741.jpg');
    expect(archiveEntryName(shell, taken)).toBe('2026-03-14 84.20 Shell Oil 5741 (2).jpg');
    expect(archiveEntryName(shell, taken)).toBe('2026-03-14 84.20 Shell Oil 5741 (3).jpg');
  });

  it('leaves out an amount or merchant it does not have', () => {
    const taken = new Set<string>();
    expect(
      archiveEntryName(
        { date: '2026-01-02', amountCents: null, merchant: '', contentType: 'application/pdf' },
        taken,
      ),
    ).toBe('2026-01-02.pdf');
  });
});
