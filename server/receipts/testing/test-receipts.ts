import { MONTH_NAMES as ENGLISH_MONTHS, type CalendarDate } from '../../../core/dates';
import type { Photo, PrintedLine, ReceiptFont, TestReceipt } from './render-receipt';

// The receipts the OCR accuracy test and bench read: 34 receipts from 12 kinds of shop, 7 fonts, 9 ways of
// writing a date, totals labelled 7 ways, photographed 5 ways (turned up to 3°, grain, blur, uneven light, grey paper, JPEG). Each expected figure is computed from the data the
// receipt is printed from (items, tax, tip), never read back from OCR.

/** The day the tests read the receipts on: every receipt is dated within the three years before it. */
export const TEST_RECEIPTS_TODAY: CalendarDate = '2026-11-22';

type Item = { name: string; cents: number; quantity?: number };

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const MONTH_NAMES = ENGLISH_MONTHS.map((name) => name[0]!.toUpperCase() + name.slice(1));

type DateStyle =
  | 'MM/DD/YYYY'
  | 'MM/DD/YY'
  | 'M/D/YY'
  | 'YYYY-MM-DD'
  | 'Mon D, YYYY'
  | 'DD MON YYYY'
  | 'MON DD YY'
  | 'Month D, YYYY'
  | 'MM-DD-YYYY';

/** A date as a shop's printer writes it. */
export function printedDate(date: CalendarDate, style: DateStyle): string {
  const [year, month, day] = date.split('-') as [string, string, string];
  const monthIndex = Number(month) - 1;
  const shortMonth = MONTHS[monthIndex]!;
  switch (style) {
    case 'MM/DD/YYYY':
      return `${month}/${day}/${year}`;
    case 'MM/DD/YY':
      return `${month}/${day}/${year.slice(2)}`;
    case 'M/D/YY':
      return `${Number(month)}/${Number(day)}/${year.slice(2)}`;
    case 'YYYY-MM-DD':
      return date;
    case 'Mon D, YYYY':
      return `${shortMonth[0]}${shortMonth.slice(1).toLowerCase()} ${Number(day)}, ${year}`;
    case 'DD MON YYYY':
      return `${day} ${shortMonth} ${year}`;
    case 'MON DD YY':
      return `${shortMonth} ${day} ${year.slice(2)}`;
    case 'Month D, YYYY':
      return `${MONTH_NAMES[monthIndex]} ${Number(day)}, ${year}`;
    case 'MM-DD-YYYY':
      return `${month}-${day}-${year}`;
  }
}

const money = (cents: number) =>
  (cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const dollars = (cents: number) => `$${money(cents)}`;
const sum = (items: Item[]) => items.reduce((total, item) => total + item.cents * (item.quantity ?? 1), 0);
const taxOf = (cents: number, rate: number) => Math.round(cents * rate);

/** What every template is printed from. */
type ShopData = {
  merchant: string;
  address: string;
  city: string;
  phone: string;
  date: CalendarDate;
  dateStyle: DateStyle;
  time: string;
  items: Item[];
  taxRate: number;
  card: string;
};

type Printed = { lines: PrintedLine[]; totalCents: number };

const blank: PrintedLine = {};
const itemLines = (items: Item[], withQuantity: boolean): PrintedLine[] =>
  items.flatMap((item) => {
    const quantity = item.quantity ?? 1;
    const line = { left: item.name, right: money(item.cents * quantity) };
    if (!withQuantity || quantity === 1) return [line];
    return [{ left: item.name }, { left: `  ${quantity} @ ${money(item.cents)}`, right: line.right }];
  });

// The templates: each prints a kind of receipt and says what its total is.

function gasStation(data: ShopData): Printed {
  const fuel = data.items[0]!;
  const gallons = (fuel.quantity ?? 1000) / 1000;
  const totalCents = Math.round(gallons * fuel.cents);
  return {
    totalCents,
    lines: [
      { centre: data.merchant, scale: 1.4, bold: true },
      { centre: data.address },
      { centre: data.city },
      { centre: data.phone },
      blank,
      { left: printedDate(data.date, data.dateStyle), right: data.time },
      { left: 'PUMP # 06', right: 'INVOICE 0083412' },
      blank,
      { left: fuel.name },
      { left: 'GALLONS', right: gallons.toFixed(3) },
      { left: 'PRICE/GAL', right: `$${(fuel.cents / 100).toFixed(3)}` },
      blank,
      { left: 'FUEL SALE', right: dollars(totalCents) },
      { left: 'TOTAL', right: dollars(totalCents), bold: true },
      blank,
      { left: data.card, right: dollars(totalCents) },
      { left: 'APPROVED  AUTH # 042917' },
      blank,
      { centre: 'THANK YOU - COME AGAIN' },
    ],
  };
}

function grocery(data: ShopData): Printed {
  const subtotal = sum(data.items);
  const tax = taxOf(subtotal, data.taxRate);
  const totalCents = subtotal + tax;
  const savings = 125;
  return {
    totalCents,
    lines: [
      { centre: data.merchant, scale: 1.5, bold: true },
      { centre: data.address },
      { centre: data.city },
      { centre: `Store ${data.phone}` },
      blank,
      ...itemLines(data.items, true),
      blank,
      { left: 'SUBTOTAL', right: money(subtotal), scale: 1.15, bold: true },
      { left: 'SALES TAX', right: money(tax) },
      { left: '**** BALANCE', right: money(totalCents), scale: 1.15, bold: true },
      blank,
      { left: 'DEBIT TEND', right: money(totalCents) },
      { left: 'CHANGE DUE', right: '0.00' },
      blank,
      { left: 'YOUR SAVINGS TODAY', right: money(savings) },
      { left: `NUMBER OF ITEMS SOLD = ${data.items.length}` },
      { left: `${printedDate(data.date, data.dateStyle)} ${data.time}`, right: 'TR 4411' },
    ],
  };
}

function restaurant(data: ShopData, tipRate: number): Printed {
  const subtotal = sum(data.items);
  const tax = taxOf(subtotal, data.taxRate);
  const amount = subtotal + tax;
  const tip = Math.round(amount * tipRate);
  const totalCents = amount + tip;
  return {
    totalCents,
    lines: [
      { centre: data.merchant, scale: 1.3, bold: true },
      { centre: data.address },
      { centre: data.city },
      blank,
      { left: 'Server: Maria', right: 'Table 12' },
      { left: printedDate(data.date, data.dateStyle), right: data.time },
      blank,
      ...itemLines(data.items, false),
      blank,
      { left: 'Subtotal', right: money(subtotal) },
      { left: 'Tax', right: money(tax) },
      { left: 'Amount', right: money(amount) },
      blank,
      { left: 'Suggested tip:' },
      {
        left: `18% = ${money(Math.round(amount * 0.18))}`,
        right: `20% = ${money(Math.round(amount * 0.2))}`,
      },
      blank,
      { left: 'Tip', right: money(tip), scale: 1.2 },
      { left: 'Total', right: money(totalCents), scale: 1.2, bold: true },
      blank,
      { left: data.card },
      { centre: 'Customer copy' },
    ],
  };
}

function hardware(data: ShopData): Printed {
  const subtotal = sum(data.items);
  const tax = taxOf(subtotal, data.taxRate);
  const totalCents = subtotal + tax;
  return {
    totalCents,
    lines: [
      { centre: data.merchant, scale: 1.6, bold: true },
      { centre: `${data.address}  ${data.city}` },
      { centre: data.phone },
      blank,
      { left: 'STORE 0612', right: 'REG 03' },
      blank,
      ...data.items.flatMap((item, index) => [
        {
          left: `${'0000'}${81234 + index * 7}  ${item.name}`,
          right: money(item.cents * (item.quantity ?? 1)),
        },
        ...(item.quantity && item.quantity > 1
          ? [{ left: `   ${item.quantity} @ ${money(item.cents)}` }]
          : []),
      ]),
      blank,
      { left: 'SUBTOTAL', right: money(subtotal) },
      { left: 'SALES TAX', right: money(tax) },
      { left: 'TOTAL', right: dollars(totalCents), scale: 1.3, bold: true },
      blank,
      { left: `${data.card}  USD$ ${money(totalCents)}` },
      { left: 'AUTH CODE 019283/5562123' },
      blank,
      { left: printedDate(data.date, data.dateStyle), right: data.time },
      { centre: 'RETURN POLICY DEFINITIONS' },
      { centre: `POLICY ID  DAYS  POLICY EXPIRES ON` },
      { centre: `A  1   90   ${printedDate(nextQuarter(data.date), data.dateStyle)}` },
    ],
  };
}

/** 90 days after a date (the return-policy date on a hardware receipt: later than the purchase). */
function nextQuarter(date: CalendarDate): CalendarDate {
  const utc = new Date(`${date}T00:00:00Z`);
  utc.setUTCDate(utc.getUTCDate() + 90);
  return utc.toISOString().slice(0, 10);
}

function coffee(data: ShopData): Printed {
  const subtotal = sum(data.items);
  const tax = taxOf(subtotal, data.taxRate);
  const totalCents = subtotal + tax;
  return {
    totalCents,
    lines: [
      { centre: data.merchant, scale: 1.4, bold: true },
      { centre: data.address },
      blank,
      { left: `${printedDate(data.date, data.dateStyle)} ${data.time}` },
      { left: 'Order #417  Cashier: Jen' },
      blank,
      ...itemLines(data.items, true),
      blank,
      { left: 'Subtotal', right: dollars(subtotal) },
      { left: 'Tax', right: dollars(tax) },
      { left: 'Total', right: dollars(totalCents), bold: true, scale: 1.2 },
      blank,
      { left: data.card, right: dollars(totalCents) },
      blank,
      { centre: 'Thank you!' },
      { centre: 'www.example-coffee.com' },
    ],
  };
}

function parking(data: ShopData): Printed {
  const totalCents = data.items[0]!.cents;
  const date = printedDate(data.date, data.dateStyle);
  return {
    totalCents,
    lines: [
      { centre: data.merchant, scale: 1.3, bold: true },
      { centre: data.address },
      { centre: data.city },
      blank,
      { centre: 'PARKING RECEIPT', bold: true },
      blank,
      { left: 'TICKET', right: '000483112' },
      { left: 'ENTRY', right: `${date} 07:42` },
      { left: 'EXIT', right: `${date} ${data.time}` },
      { left: 'DURATION', right: '3 HR 51 MIN' },
      blank,
      { left: 'RATE', right: data.items[0]!.name },
      { left: 'AMOUNT DUE', right: dollars(totalCents), scale: 1.3, bold: true },
      { left: data.card, right: dollars(totalCents) },
      blank,
      { centre: 'NO REFUNDS' },
    ],
  };
}

function hotelFolio(data: ShopData, nights: number): Printed {
  const rate = data.items[0]!.cents;
  const tax = taxOf(rate, data.taxRate);
  const totalCents = (rate + tax) * nights;
  const arrival = new Date(`${data.date}T00:00:00Z`);
  arrival.setUTCDate(arrival.getUTCDate() - nights);
  const arrivalDate = arrival.toISOString().slice(0, 10);
  const nightLines: PrintedLine[] = [];
  for (let night = 0; night < nights; night++) {
    const day = new Date(arrival);
    day.setUTCDate(day.getUTCDate() + night);
    const dayText = printedDate(day.toISOString().slice(0, 10), data.dateStyle);
    nightLines.push({ left: `${dayText}  Room Charge`, right: money(rate) });
    nightLines.push({ left: `${dayText}  Occupancy Tax`, right: money(tax) });
  }
  return {
    totalCents,
    lines: [
      { centre: data.merchant, scale: 1.4, bold: true },
      { centre: data.address },
      { centre: `${data.city}  ${data.phone}` },
      blank,
      { left: 'Guest: Alex Rivera', right: 'Room 314' },
      { left: `Arrival: ${printedDate(arrivalDate, data.dateStyle)}` },
      { left: `Departure: ${printedDate(data.date, data.dateStyle)}` },
      blank,
      { left: 'Date  Description', right: 'Amount' },
      ...nightLines,
      { left: `${printedDate(data.date, data.dateStyle)}  ${data.card}`, right: `-${money(totalCents)}` },
      blank,
      { left: 'Total Charges', right: money(totalCents), bold: true },
      { left: 'Total Payments', right: `-${money(totalCents)}` },
      { left: 'Balance Due', right: '0.00', bold: true },
    ],
  };
}

function officeSupply(data: ShopData): Printed {
  const subtotal = sum(data.items);
  const tax = taxOf(subtotal, data.taxRate);
  const totalCents = subtotal + tax;
  return {
    totalCents,
    lines: [
      { centre: data.merchant, scale: 1.5, bold: true },
      { centre: data.address },
      { centre: data.city },
      { centre: data.phone },
      blank,
      { left: `SALE  ${printedDate(data.date, data.dateStyle)}`, right: data.time },
      blank,
      ...itemLines(data.items, true),
      blank,
      { left: 'Subtotal', right: money(subtotal) },
      { left: 'Standard Tax', right: money(tax) },
      { left: 'Total', right: money(totalCents), scale: 1.3, bold: true },
      blank,
      { left: data.card, right: money(totalCents) },
      { left: 'Rewards earned this visit', right: '4.00' },
      { centre: 'Questions? Visit example-office.com/help' },
    ],
  };
}

function phoneStore(data: ShopData): Printed {
  const subtotal = sum(data.items);
  const tax = taxOf(subtotal, data.taxRate);
  const totalCents = subtotal + tax;
  return {
    totalCents,
    lines: [
      { centre: data.merchant, scale: 1.3, bold: true },
      { centre: data.address },
      { centre: `${data.city}  ${data.phone}` },
      blank,
      { left: `Date: ${printedDate(data.date, data.dateStyle)}`, right: data.time },
      { left: 'Account: ***-***-4410' },
      blank,
      ...itemLines(data.items, false),
      blank,
      { left: 'Taxes & Fees', right: dollars(tax) },
      { left: 'AMOUNT DUE', right: dollars(totalCents), scale: 1.3, bold: true },
      { left: `Paid ${data.card}`, right: dollars(totalCents) },
      { left: 'Balance Remaining', right: '$0.00' },
      blank,
      { centre: 'Keep this receipt for your records' },
    ],
  };
}

function carWash(data: ShopData): Printed {
  const subtotal = sum(data.items);
  const tax = taxOf(subtotal, data.taxRate);
  const totalCents = subtotal + tax;
  return {
    totalCents,
    lines: [
      { centre: '* * * * * * * * * * * *' },
      { centre: data.merchant, scale: 1.5, bold: true },
      { centre: '* * * * * * * * * * * *' },
      { centre: data.address },
      { centre: data.phone },
      blank,
      { left: printedDate(data.date, data.dateStyle), right: data.time },
      blank,
      ...itemLines(data.items, true),
      { left: 'TAX', right: money(tax) },
      { left: 'GRAND TOTAL', right: money(totalCents), scale: 1.3, bold: true },
      blank,
      { left: 'CASH TENDERED', right: money(Math.ceil(totalCents / 2000) * 2000) },
      { left: 'CHANGE', right: money(Math.ceil(totalCents / 2000) * 2000 - totalCents) },
    ],
  };
}

function rideReceipt(data: ShopData): Printed {
  const totalCents = sum(data.items);
  return {
    totalCents,
    lines: [
      { left: data.merchant, scale: 1.8, bold: true },
      blank,
      { left: printedDate(data.date, data.dateStyle) },
      { left: 'Thanks for riding, Alex', scale: 1.3 },
      { left: 'We hope you enjoyed your ride this morning.' },
      blank,
      { left: 'Total', right: dollars(totalCents), scale: 1.6, bold: true },
      blank,
      ...data.items.map((item) => ({ left: item.name, right: dollars(item.cents) })),
      blank,
      { left: 'Payments', bold: true },
      { left: data.card, right: dollars(totalCents) },
      { left: `${printedDate(data.date, data.dateStyle)} ${data.time}` },
      blank,
      { left: 'You rode with Sam   4.9 rating' },
      { left: `Pickup ${data.time}  ${data.address}` },
      { left: `Dropoff  ${data.city}` },
    ],
  };
}

function deliveryOrder(data: ShopData): Printed {
  const subtotal = sum(data.items);
  const tax = taxOf(subtotal, data.taxRate);
  const fee = 299;
  const totalCents = subtotal + tax + fee;
  return {
    totalCents,
    lines: [
      { centre: data.merchant, scale: 1.4, bold: true },
      { centre: 'Order receipt' },
      blank,
      { left: `Placed ${printedDate(data.date, data.dateStyle)} at ${data.time}` },
      blank,
      ...itemLines(data.items, true),
      blank,
      { left: 'Subtotal', right: dollars(subtotal) },
      { left: 'Service fee', right: dollars(fee) },
      { left: 'Estimated tax', right: dollars(tax) },
      { left: 'Charged', right: dollars(totalCents), scale: 1.3, bold: true },
      { left: data.card },
      blank,
      { left: 'Need help? support@example-delivery.com' },
    ],
  };
}

// How a receipt is photographed.
const scan: Photo = {
  rotate: 0,
  grain: 0,
  blur: 0,
  paper: '#ffffff',
  table: '#e8e8e8',
  height: 1600,
  format: 'png',
};
const phone = (rotate: number): Photo => ({
  rotate,
  grain: 8,
  blur: 1.2,
  paper: '#f7f4ec',
  table: '#5a4a3a',
  shade: 0.35,
  height: 3024,
  format: 'jpeg',
  quality: 82,
});
const desk = (rotate: number): Photo => ({
  rotate,
  grain: 10,
  blur: 0.7,
  paper: '#ebe8e0',
  table: '#8a8f96',
  height: 2000,
  format: 'jpeg',
  quality: 70,
});
const greyPaper = (rotate: number): Photo => ({
  rotate,
  grain: 12,
  blur: 0.9,
  paper: '#d6d4cf',
  table: '#2b2b2b',
  shade: 0.2,
  height: 2400,
  format: 'jpeg',
  quality: 65,
});
const small = (rotate: number): Photo => ({
  rotate,
  grain: 6,
  blur: 0.5,
  paper: '#fbfbf7',
  table: '#c9c3b8',
  height: 1400,
  format: 'jpeg',
  quality: 75,
});

function receipt(
  name: string,
  printed: Printed,
  data: ShopData,
  font: ReceiptFont,
  photo: Photo,
  options: { fontSize?: number; merchant?: string } = {},
): TestReceipt {
  return {
    name,
    font,
    fontSize: options.fontSize ?? 22,
    lines: printed.lines,
    photo,
    expected: {
      totalCents: printed.totalCents,
      date: data.date,
      merchant: options.merchant ?? data.merchant,
    },
  };
}

const shop = (data: Partial<ShopData> & Pick<ShopData, 'merchant' | 'date' | 'items'>): ShopData => ({
  address: '1450 W Main St',
  city: 'Springfield, IL 62704',
  phone: '(217) 555-0142',
  dateStyle: 'MM/DD/YYYY',
  time: '10:24 AM',
  taxRate: 0.0825,
  card: 'VISA ************4417',
  ...data,
});

function catalogue(): TestReceipt[] {
  const receipts: TestReceipt[] = [];
  const add = (
    name: string,
    template: (data: ShopData) => Printed,
    data: ShopData,
    font: ReceiptFont,
    photo: Photo,
    options?: { fontSize?: number; merchant?: string },
  ) => receipts.push(receipt(name, template(data), data, font, photo, options));

  // Gas stations: total and card lines, fuel price with three decimals.
  add(
    'gas station, mono, MM/DD/YYYY, scan',
    gasStation,
    shop({
      merchant: 'SUNRISE FUEL #2281',
      date: '2026-11-03',
      items: [{ name: 'UNLEADED REG', cents: 329.9, quantity: 12_412 }],
    }),
    'DejaVu Sans Mono',
    scan,
  );
  add(
    'gas station, Liberation Mono, MM/DD/YY, phone',
    gasStation,
    shop({
      merchant: 'PRAIRIE GAS & GO',
      date: '2026-10-17',
      dateStyle: 'MM/DD/YY',
      time: '18:02:11',
      card: 'MASTERCARD XXXX9910',
      items: [{ name: 'DIESEL #2', cents: 389.9, quantity: 18_006 }],
    }),
    'Liberation Mono',
    phone(-2),
  );
  add(
    'gas station, sans bold, M/D/YY, grey paper',
    gasStation,
    shop({
      merchant: 'QUICKSTOP 114',
      date: '2026-02-05',
      dateStyle: 'M/D/YY',
      card: 'DEBIT ****0082',
      items: [{ name: 'PREMIUM 93', cents: 419.9, quantity: 9_530 }],
    }),
    'DejaVu Sans',
    greyPaper(1.5),
  );

  // Groceries: SUBTOTAL in a bigger font, '**** BALANCE', CHANGE DUE and SAVINGS lines, quantities.
  const groceries: Item[] = [
    { name: 'BANANAS', cents: 59, quantity: 6 },
    { name: 'WHOLE MILK 1GAL', cents: 389 },
    { name: 'EGGS LG 12CT', cents: 429 },
    { name: 'BREAD WHEAT', cents: 299, quantity: 2 },
    { name: 'CHICKEN BREAST', cents: 1147 },
    { name: 'COFFEE 12OZ', cents: 899 },
  ];
  add(
    'grocery, mono, MM/DD/YY, desk',
    grocery,
    shop({ merchant: 'GREEN VALLEY MARKET', date: '2026-09-28', dateStyle: 'MM/DD/YY', items: groceries }),
    'DejaVu Sans Mono',
    desk(-1),
  );
  add(
    'grocery, Liberation Mono, MM/DD/YYYY, phone',
    grocery,
    shop({
      merchant: 'FRESHWAY FOODS',
      date: '2025-12-20',
      time: '7:45 PM',
      taxRate: 0.02,
      items: [
        ...groceries,
        { name: 'PAPER TOWELS 6PK', cents: 1099 },
        { name: 'APPLES GALA', cents: 187, quantity: 4 },
      ],
    }),
    'Liberation Mono',
    phone(2.5),
  );
  add(
    'grocery, sans, YYYY-MM-DD, small',
    grocery,
    shop({
      merchant: 'CORNER GROCER',
      date: '2026-06-14',
      dateStyle: 'YYYY-MM-DD',
      items: groceries.slice(0, 3),
    }),
    'Liberation Sans',
    small(-0.8),
  );

  // Restaurants: an 'Amount' before the tip, suggested tips, then Tip and the Total after it.
  const dinner: Item[] = [
    { name: 'Caesar Salad', cents: 1150 },
    { name: 'Grilled Salmon', cents: 2695 },
    { name: 'Iced Tea', cents: 350 },
    { name: 'Key Lime Pie', cents: 895 },
  ];
  add(
    'restaurant with tip, serif, Mon D YYYY, scan',
    (data) => restaurant(data, 0.2),
    shop({ merchant: 'The Copper Kettle', date: '2026-11-08', dateStyle: 'Mon D, YYYY', items: dinner }),
    'DejaVu Serif',
    scan,
  );
  add(
    'restaurant with tip, sans, MM/DD/YYYY, phone',
    (data) => restaurant(data, 0.18),
    shop({
      merchant: 'Luigi Trattoria',
      date: '2026-07-04',
      time: '8:31 PM',
      card: 'AMEX XXXXXXXXXXX1005',
      items: dinner.slice(1),
    }),
    'DejaVu Sans',
    phone(-1.5),
  );
  add(
    'restaurant with tip, Liberation Serif, M/D/YY, grey paper',
    (data) => restaurant(data, 0.15),
    shop({
      merchant: 'Harbor Diner',
      date: '2025-03-09',
      dateStyle: 'M/D/YY',
      items: [
        { name: 'Pancake Stack', cents: 975 },
        { name: 'Coffee', cents: 275 },
      ],
    }),
    'Liberation Serif',
    greyPaper(-2.5),
  );

  // Hardware stores: SKU numbers on item lines, a return-policy date after the purchase date.
  const tools: Item[] = [
    { name: 'DRILL BIT SET', cents: 2497 },
    { name: 'WOOD SCREWS 1LB', cents: 898, quantity: 2 },
    { name: 'SHOP TOWELS', cents: 1298 },
  ];
  add(
    'hardware, mono, MM/DD/YY, desk',
    hardware,
    shop({ merchant: 'BUILDRIGHT HOME CENTER', date: '2026-08-11', dateStyle: 'MM/DD/YY', items: tools }),
    'Liberation Mono',
    desk(1),
  );
  add(
    'hardware, sans narrow, MM/DD/YYYY, phone',
    hardware,
    shop({
      merchant: 'TRUE NORTH HARDWARE',
      date: '2024-12-30',
      card: 'MASTERCARD ****2231',
      items: [...tools, { name: 'EXTENSION CORD', cents: 1999 }],
    }),
    'Liberation Sans Narrow',
    phone(3),
    { fontSize: 24 },
  );
  add(
    'hardware, mono bold-ish big, M/D/YY, small',
    hardware,
    shop({ merchant: 'ACME LUMBER', date: '2026-04-02', dateStyle: 'M/D/YY', items: tools.slice(0, 1) }),
    'DejaVu Sans Mono',
    small(2),
  );

  // Coffee shops: 'Total' with a $ sign, the card line repeats it, a URL at the bottom.
  const latte: Item[] = [
    { name: 'Latte 16oz', cents: 525 },
    { name: 'Blueberry Muffin', cents: 345 },
  ];
  add(
    'coffee, sans, Mon D YYYY, phone',
    coffee,
    shop({ merchant: 'Bean There Cafe', date: '2026-11-20', dateStyle: 'Mon D, YYYY', items: latte }),
    'Liberation Sans',
    phone(-0.5),
  );
  add(
    'coffee, serif, Month D YYYY, desk',
    coffee,
    shop({
      merchant: 'Morning Ritual Coffee',
      date: '2026-01-15',
      dateStyle: 'Month D, YYYY',
      items: [...latte, { name: 'Cold Brew', cents: 450, quantity: 2 }],
    }),
    'DejaVu Serif',
    desk(-2),
  );
  add(
    'coffee, mono, DD MON YYYY, scan',
    coffee,
    shop({ merchant: 'DAILY GRIND', date: '2026-03-03', dateStyle: 'DD MON YYYY', items: latte.slice(0, 1) }),
    'DejaVu Sans Mono',
    scan,
  );

  // Parking: two dates on the ticket (entry and exit) and 'AMOUNT DUE'.
  add(
    'parking, mono, MM/DD/YYYY, greyPaper',
    parking,
    shop({
      merchant: 'CITY CENTER PARKING',
      date: '2026-10-30',
      time: '11:33',
      items: [{ name: 'DAILY MAX', cents: 1800 }],
    }),
    'Liberation Mono',
    greyPaper(1),
  );
  add(
    'parking, sans, YYYY-MM-DD, phone',
    parking,
    shop({
      merchant: 'AIRPORT GARAGE B',
      date: '2026-05-22',
      dateStyle: 'YYYY-MM-DD',
      time: '16:05',
      items: [{ name: '$6.00/HR', cents: 2400 }],
    }),
    'DejaVu Sans',
    phone(-3),
  );

  // Hotel folios: a date per night, payments as negative amounts, 'Balance Due 0.00'; the charge is the total.
  add(
    'hotel folio, serif, MM/DD/YYYY, scan',
    (data) => hotelFolio(data, 2),
    shop({
      merchant: 'Lakeside Inn & Suites',
      date: '2026-09-12',
      taxRate: 0.12,
      items: [{ name: 'Room', cents: 13900 }],
    }),
    'Liberation Serif',
    scan,
  );
  add(
    'hotel folio, sans, MM/DD/YY, desk',
    (data) => hotelFolio(data, 3),
    shop({
      merchant: 'Roadway Lodge',
      date: '2025-08-07',
      dateStyle: 'MM/DD/YY',
      taxRate: 0.1,
      card: 'VISA 4417',
      items: [{ name: 'Room', cents: 8900 }],
    }),
    'Liberation Sans',
    desk(0.7),
  );

  // Office supplies: items with quantities, a 'Rewards' amount, a URL.
  const supplies: Item[] = [
    { name: 'Copy Paper 500ct', cents: 899, quantity: 3 },
    { name: 'Black Ink Cartridge', cents: 3499 },
    { name: 'Gel Pens 12pk', cents: 1249 },
  ];
  add(
    'office supply, sans, DD MON YYYY, phone',
    officeSupply,
    shop({ merchant: 'OFFICEPOINT', date: '2026-11-03', dateStyle: 'DD MON YYYY', items: supplies }),
    'DejaVu Sans',
    phone(1),
  );
  add(
    'office supply, mono, MM-DD-YYYY, small',
    officeSupply,
    shop({
      merchant: 'PAPER & PIXEL SUPPLY',
      date: '2026-02-27',
      dateStyle: 'MM-DD-YYYY',
      items: supplies.slice(1),
    }),
    'Liberation Mono',
    small(-1.5),
  );

  // Phone stores: 'AMOUNT DUE', then a payment and 'Balance Remaining $0.00'.
  const phonePlan: Item[] = [
    { name: 'Unlimited Plan - Nov', cents: 6500 },
    { name: 'Device Payment 14/24', cents: 3125 },
    { name: 'Screen Protector', cents: 2999 },
  ];
  add(
    'phone store, sans, YYYY-MM-DD, desk',
    phoneStore,
    shop({ merchant: 'WAVELINK WIRELESS', date: '2026-11-01', dateStyle: 'YYYY-MM-DD', items: phonePlan }),
    'DejaVu Sans',
    desk(2),
  );
  add(
    'phone store, Liberation Sans, MM/DD/YYYY, greyPaper',
    phoneStore,
    shop({
      merchant: 'Cellular Depot',
      date: '2025-10-10',
      card: 'DEBIT XXXX6621',
      items: phonePlan.slice(0, 2),
    }),
    'Liberation Sans',
    greyPaper(-1),
  );

  // Car washes: a row of stars, GRAND TOTAL, CASH TENDERED and CHANGE (a bigger figure than the total).
  const wash: Item[] = [
    { name: 'ULTIMATE WASH', cents: 1800 },
    { name: 'TIRE SHINE', cents: 400 },
  ];
  add(
    'car wash, mono, MON DD YY, phone',
    carWash,
    shop({ merchant: 'SPARKLE AUTO SPA', date: '2026-11-03', dateStyle: 'MON DD YY', items: wash }),
    'DejaVu Sans Mono',
    phone(-2),
  );
  add(
    'car wash, sans, MM/DD/YYYY, small',
    carWash,
    shop({ merchant: 'SPLASH N GO', date: '2026-06-30', items: wash.slice(0, 1), taxRate: 0.06 }),
    'DejaVu Sans',
    small(1.2),
  );

  // Ride e-receipts: a big 'Total' at the top, fare lines, the card line, the date twice.
  add(
    'ride e-receipt, sans, Month D YYYY, scan',
    rideReceipt,
    shop({
      merchant: 'Ryde',
      date: '2026-11-12',
      dateStyle: 'Month D, YYYY',
      time: '8:14 AM',
      address: '200 N Oak Ave',
      city: 'O’Hare Airport Terminal 1',
      items: [
        { name: 'Trip fare', cents: 3412 },
        { name: 'Booking fee', cents: 295 },
        { name: 'Airport surcharge', cents: 500 },
      ],
    }),
    'DejaVu Sans',
    scan,
  );
  add(
    'ride e-receipt, Liberation Sans, Mon D YYYY, phone',
    rideReceipt,
    shop({
      merchant: 'Lyfter',
      date: '2026-08-29',
      dateStyle: 'Mon D, YYYY',
      time: '5:52 PM',
      card: 'Mastercard ••••9910',
      items: [
        { name: 'Trip fare', cents: 1877 },
        { name: 'Service fee', cents: 250 },
      ],
    }),
    'Liberation Sans',
    phone(1.8),
  );

  // Delivery orders: 'Charged' as the total.
  add(
    'delivery order, sans, MM/DD/YYYY, desk',
    deliveryOrder,
    shop({
      merchant: 'Dash Eats',
      date: '2026-10-05',
      time: '12:41 PM',
      items: [
        { name: 'Burrito Bowl', cents: 1195, quantity: 2 },
        { name: 'Chips & Guac', cents: 495 },
      ],
    }),
    'Liberation Sans',
    desk(-0.5),
  );
  add(
    'delivery order, serif, YYYY-MM-DD, grey paper',
    deliveryOrder,
    shop({
      merchant: 'Supper Courier',
      date: '2024-11-30',
      dateStyle: 'YYYY-MM-DD',
      items: [{ name: 'Pad Thai', cents: 1450 }],
    }),
    'DejaVu Serif',
    greyPaper(2),
  );

  // A few more shops on the same templates, with other fonts and photos.
  add(
    'auto parts (hardware template), serif, MM/DD/YYYY, greyPaper',
    hardware,
    shop({
      merchant: 'PARTS PLUS AUTO',
      date: '2026-07-19',
      items: [
        { name: 'MOTOR OIL 5W30 5QT', cents: 2899 },
        { name: 'OIL FILTER', cents: 899 },
      ],
    }),
    'Liberation Serif',
    greyPaper(0.5),
  );
  add(
    'pharmacy (grocery template), sans narrow, M/D/YY, desk',
    grocery,
    shop({
      merchant: 'WELLCARE PHARMACY',
      date: '2026-10-02',
      dateStyle: 'M/D/YY',
      items: [
        { name: 'BANDAGES 30CT', cents: 549 },
        { name: 'IBUPROFEN 100CT', cents: 899 },
        { name: 'SUNSCREEN SPF50', cents: 1099 },
      ],
    }),
    'Liberation Sans Narrow',
    desk(-2.8),
    { fontSize: 24 },
  );
  add(
    'truck stop (gas template), serif, YYYY-MM-DD, small',
    gasStation,
    shop({
      merchant: 'INTERSTATE TRAVEL PLAZA',
      date: '2025-05-16',
      dateStyle: 'YYYY-MM-DD',
      card: 'VISA XXXX4417',
      items: [{ name: 'REGULAR UNL', cents: 309.9, quantity: 15_250 }],
    }),
    'DejaVu Serif',
    small(0.4),
  );
  add(
    'food truck (coffee template), Liberation Mono, M/D/YY, phone',
    coffee,
    shop({
      merchant: 'Taco Wheels',
      date: '2026-09-06',
      dateStyle: 'M/D/YY',
      card: 'DEBIT ****0082',
      items: [
        { name: 'Tacos al Pastor', cents: 350, quantity: 3 },
        { name: 'Horchata', cents: 400 },
      ],
    }),
    'Liberation Mono',
    phone(-1),
  );
  add(
    'motel (folio template), DejaVu Sans Mono, MM/DD/YYYY, phone',
    (data) => hotelFolio(data, 1),
    shop({
      merchant: 'Starlight Motel',
      date: '2026-04-25',
      taxRate: 0.09,
      items: [{ name: 'Room', cents: 7400 }],
    }),
    'DejaVu Sans Mono',
    phone(2),
  );
  add(
    'laundromat (car wash template), Liberation Sans, DD MON YYYY, scan',
    carWash,
    shop({
      merchant: 'SUDS CITY LAUNDRY',
      date: '2026-01-31',
      dateStyle: 'DD MON YYYY',
      items: [
        { name: 'WASH & FOLD 12LB', cents: 1800 },
        { name: 'DRYER SHEETS', cents: 150, quantity: 2 },
      ],
    }),
    'Liberation Sans',
    scan,
  );
  return receipts;
}

/** The receipts the tests and the bench read. */
export const testReceipts: readonly TestReceipt[] = catalogue();
