import { phonePhoto } from '../server/testing/receipt-files';
import { SCHEDULE_C_P95_BUDGET_MS, TAX_PACKET_BUDGET_MS } from './budgets';
import { getOk, latencyOf, timeCalls, type Latency } from './measure';
import { uploadReceipt } from './receipts';

// The parts a person opens at tax time, each with its own budget, for the heavy user (100,000 items over
// five years, ~20,000 in this year, with this year's trips, 1099 forms and a few receipts): Schedule C of this year
// (GET /api/tax/schedule-c, p95 under 300 ms) and the tax packet (GET /api/tax/packet, the whole zip under 10 s).

const SCHEDULE_C_SAMPLES = 30;
const PACKET_DOWNLOADS = 3;
const RECEIPTS = 3;

export interface TaxSeasonRun {
  year: number;
  trips: number;
  forms1099: number;
  receipts: number;
  scheduleC: Latency;
  packet: { downloads: number; bytes: number; p50Ms: number; slowestMs: number };
}

/** Small receipt photos uploaded as a person snaps them (each read by OCR), so the packet has files to gather. */
async function uploadReceipts(baseUrl: string, cookie: string): Promise<number> {
  for (let index = 0; index < RECEIPTS; index++)
    await uploadReceipt(baseUrl, cookie, await phonePhoto(640 + index * 16, 480), `receipt-${index}.jpg`);
  return RECEIPTS;
}

/** One whole download of the packet: milliseconds and bytes. */
async function downloadPacket(url: string, cookie: string): Promise<{ ms: number; bytes: number }> {
  const start = performance.now();
  const response = await fetch(url, { headers: { Cookie: cookie } });
  const body = await response.arrayBuffer();
  const ms = performance.now() - start;
  if (response.status !== 200) throw new Error(`GET ${url} answered ${response.status}`);
  return { ms, bytes: body.byteLength };
}

export async function measureTaxSeason(
  baseUrl: string,
  cookie: string,
  seeded: { year: number; trips: number; forms1099: number },
): Promise<TaxSeasonRun> {
  const receipts = await uploadReceipts(baseUrl, cookie);
  const scheduleC = await timeCalls(
    () => getOk(`${baseUrl}/api/tax/schedule-c?year=${seeded.year}`, cookie),
    SCHEDULE_C_SAMPLES,
    3,
  );
  const downloads: { ms: number; bytes: number }[] = [];
  for (let index = 0; index < PACKET_DOWNLOADS; index++) {
    downloads.push(await downloadPacket(`${baseUrl}/api/tax/packet?year=${seeded.year}`, cookie));
  }
  const times = latencyOf(downloads.map((download) => download.ms));
  return {
    ...seeded,
    receipts,
    scheduleC,
    packet: {
      downloads: downloads.length,
      bytes: downloads[0]!.bytes,
      p50Ms: times.p50,
      slowestMs: Math.max(...downloads.map((download) => download.ms)),
    },
  };
}

export function taxSeasonLines(run: TaxSeasonRun): string[] {
  const ms = (value: number) => `${value.toFixed(0)} ms`;
  return [
    `Tax time: the heavy user's ${run.year}, with ${run.trips} trips, ${run.forms1099} 1099 forms and ${run.receipts} receipts;`,
    `Schedule C asked for ${run.scheduleC.samples} times (budget p95 ${SCHEDULE_C_P95_BUDGET_MS} ms), the packet downloaded whole`,
    `${run.packet.downloads} times (budget ${TAX_PACKET_BUDGET_MS.toLocaleString('en-US')} ms each):`,
    '',
    '| Schedule C p50 | Schedule C p95 | Packet p50 | Slowest packet | Packet size |',
    '| --- | --- | --- | --- | --- |',
    `| ${ms(run.scheduleC.p50)} | **${ms(run.scheduleC.p95)}** | ${ms(run.packet.p50Ms)} | **${ms(run.packet.slowestMs)}** | ${(run.packet.bytes / 1024).toFixed(1)} KB |`,
    '',
  ];
}
