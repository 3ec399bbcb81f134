import { Worker } from 'node:worker_threads';
import { closeReceiptReader } from '../read-receipt-image';
import { readTestReceipt } from './read-test-receipts';
import { testReceipts } from './test-receipts';

// Run by read-receipt-image.api.test.ts with no-network.cjs preloaded. Reads one test receipt, then has a
// worker thread try the CDN tesseract.js would download its model from, to show the guard reaches worker threads.
const receipt = testReceipts[0]!;
const result = await readTestReceipt(receipt);
await closeReceiptReader();
await new Promise((resolve) => {
  const probe = new Worker("fetch('https://cdn.jsdelivr.net/npm/@tesseract.js-data/eng').catch(() => {})", {
    eval: true,
  });
  probe.on('exit', resolve);
});
console.log(JSON.stringify({ read: result.read, expected: receipt.expected }));
