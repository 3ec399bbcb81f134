// A table compares each figure with the previous RESULTS.md, so that regressions are visible. Both files are
// read the same way: the Markdown tables of bench/RESULTS.md, found by their headers, become named figures; the
// figures both runs have are compared. The new run's own Markdown is read back too, so the names always agree.

/** `paint ms` is a Lighthouse timing: milliseconds of a simulated phone, noisier than a server's. */
export type Unit = 'ms' | 'paint ms' | 'KB' | 'req/s' | 'score' | 'x' | 'CLS';

export interface Figure {
  /** `database · what · which`, e.g. `PostgreSQL · GET /api/items (first page) · p95 at 100,000 items`. */
  name: string;
  value: number;
  unit: Unit;
}

interface Table {
  /** The `## ` and `### ` headings the table sits under. */
  section: string;
  database: string;
  header: string[];
  rows: string[][];
}

const clean = (cell: string) => cell.replaceAll('**', '').replaceAll('`', '').trim();

/** The first number in a cell: `1,638 ms` → 1638, `**4058 ms**` → 4058; NaN when there is none. */
export function numberIn(cell: string): number {
  const match = /-?\d[\d,]*(?:\.\d+)?|-?\.\d+/.exec(clean(cell));
  return match ? Number(match[0].replaceAll(',', '')) : NaN;
}

function cellsOf(line: string): string[] {
  const inner = line.trim().replace(/^\|/, '').replace(/\|$/, '');
  return inner.split(/(?<!\\)\|/).map((cell) => clean(cell.replaceAll('\\|', '|')));
}

/** `PostgreSQL (postgres (PostgreSQL) 15.18 …)` → `PostgreSQL`; the part of a heading before its first bracket. */
const databaseOf = (heading: string) => heading.replace(/\s*\(.*$/, '').trim();

/** Every Markdown table of the file with its header, rows and the headings it sits under. */
export function tablesOf(markdown: string): Table[] {
  const tables: Table[] = [];
  let chapter = '';
  let database = '';
  let inCode = false;
  const lines = markdown.split('\n');
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    if (line.startsWith('```')) inCode = !inCode;
    if (inCode) continue;
    if (line.startsWith('## ')) [chapter, database] = [line.slice(3).trim(), ''];
    else if (line.startsWith('### ')) database = databaseOf(line.slice(4));
    else if (line.trim().startsWith('|') && /^\s*\|[\s|:-]+\|\s*$/.test(lines[index + 1] ?? '')) {
      const header = cellsOf(line);
      const rows: string[][] = [];
      index += 2;
      while (index < lines.length && lines[index]!.trim().startsWith('|'))
        rows.push(cellsOf(lines[index++]!));
      index -= 1;
      tables.push({ section: chapter, database, header, rows });
    }
  }
  return tables;
}

const withoutRequestCount = (name: string) => name.replace(/\s*\(\d+ \/ \d+ requests\)$/, '');
/** `SQL alone at 100,000 items` → `100,000 items`. */
const sizeIn = (header: string) => /([\d,]+ items)/.exec(header)?.[1] ?? header;

const THE_SUMMARY = 'GET /api/summary (month, the dashboard)';

/** The one-row tables of a run's parts, by their first header: what the figures are called. */
const ONE_ROW_TABLES: Record<string, string> = {
  Preview: 'statement import',
  'First sync': 'bank sync',
  'First upload (starts OCR)': 'receipts',
  'Schedule C p50': 'tax time',
  'CPU ms per request (main thread)': 'load, first page of items',
};

function unitOfCell(cell: string): Unit | null {
  if (/\bms$/.test(cell)) return 'ms';
  if (/\bKB$/.test(cell)) return 'KB';
  return null;
}

function figuresOfTable(table: Table): Figure[] {
  const { header, rows, database } = table;
  const figures: Figure[] = [];
  const add = (name: string, value: number, unit: Unit) => {
    if (Number.isFinite(value))
      figures.push({ name: database ? `${database} · ${name}` : name, value, unit });
  };
  const latencies = (name: string, size: string, cell: string) => {
    const [p50, p95] = cell.split('/').map(numberIn);
    add(`${name} · p50 at ${size}`, p50!, 'ms');
    add(`${name} · p95 at ${size}`, p95!, 'ms');
  };
  const first = header[0]!;

  if (first === 'Endpoint' && header[1]?.startsWith('Own SQL')) {
    // Each budgeted endpoint beside its floor: Endpoint | Own SQL (ms) | Bare HTTP (ms) | Floor (ms) | Figure (ms) | Ratio
    for (const row of rows) {
      const cell = (title: string) => row[header.findIndex((each) => each.startsWith(title))] ?? '';
      add(`${row[0]} · own SQL p50`, numberIn(cell('Own SQL')), 'ms');
      add(`${row[0]} · bare HTTP p50`, numberIn(cell('Bare HTTP')), 'ms');
      add(`${row[0]} · floor`, numberIn(cell('Floor')), 'ms');
      add(`${row[0]} · endpoint p50`, numberIn(cell('Figure')), 'ms');
      add(`${row[0]} · endpoint / floor`, numberIn(cell('Ratio')), 'x');
    }
  } else if (first === 'Endpoint' && header[1] === 'Statements') {
    // Own SQL: Endpoint | Statements | SQL alone at N items | … | Endpoint / SQL at N items | …
    for (const row of rows) {
      header.forEach((title, column) => {
        if (title.startsWith('SQL alone')) latencies(`${row[0]} · SQL alone`, sizeIn(title), row[column]!);
        if (title.startsWith('Endpoint / SQL'))
          add(`${row[0]} · endpoint / SQL at ${sizeIn(title)}`, numberIn(row[column]!), 'x');
      });
    }
  } else if (first === 'Endpoint') {
    // Endpoint | N items | M items | N / M
    for (const row of rows) {
      const name = withoutRequestCount(row[0]!);
      latencies(name, header[1]!, row[1]!);
      latencies(name, header[2]!, row[2]!);
      add(`${name} · cost ${header[3]}`, numberIn(row[3]!), 'x');
    }
  } else if (first === '' && rows.some((row) => row[0]!.startsWith('SQL alone'))) {
    // Before the own-SQL table: the summary's SQL alone was its three totals statements, not every statement
    // a request sends (| | N items | M items |); named apart, so it is not compared with the later figure.
    for (const row of rows) {
      for (const column of [1, 2]) {
        if (row[0]!.startsWith('SQL alone'))
          latencies(`${THE_SUMMARY} · SQL alone (three totals statements)`, header[column]!, row[column]!);
        if (row[0]!.startsWith('Endpoint / SQL'))
          add(
            `${THE_SUMMARY} · endpoint / SQL (three totals statements) at ${header[column]}`,
            numberIn(row[column]!),
            'x',
          );
      }
    }
  } else if (first === 'Requests' && rows[0]) {
    const row = rows[0];
    const column = (title: string) => row[header.indexOf(title)] ?? '';
    add('load, first page of items · requests/s', numberIn(column('Requests/s')), 'req/s');
    const [p50, p99] = column('Latency p50 / p99 (ms)').split('/').map(numberIn);
    add('load, first page of items · latency p50', p50!, 'ms');
    add('load, first page of items · latency p99', p99!, 'ms');
  } else if (ONE_ROW_TABLES[first] && rows[0]) {
    header.forEach((title, column) => {
      const unit = unitOfCell(rows[0]![column]!);
      if (unit) add(`${ONE_ROW_TABLES[first]} · ${title}`, numberIn(rows[0]![column]!), unit);
    });
  } else if (first === 'Page' && header.includes('JS (gzip)')) {
    for (const row of rows) {
      add(`first load of ${row[0]} · JS (gzip)`, numberIn(row[header.indexOf('JS (gzip)')]!), 'KB');
      add(`first load of ${row[0]} · CSS (gzip)`, numberIn(row[header.indexOf('CSS (gzip)')]!), 'KB');
    }
  } else if (first === 'Page' && header.some((title) => title.startsWith('Mobile'))) {
    const metricsColumn = header.findIndex((title) => title.startsWith('Mobile FCP'));
    for (const row of rows) {
      const page = `Lighthouse ${row[0]}`;
      add(`${page} · mobile score`, numberIn(row[header.indexOf('Mobile (default)')] ?? ''), 'score');
      add(`${page} · desktop score`, numberIn(row[header.indexOf('Desktop')] ?? ''), 'score');
      if (metricsColumn >= 0) {
        const [fcp, lcp, tbt, cls] = row[metricsColumn]!.split('/').map(numberIn);
        add(`${page} · mobile FCP`, fcp!, 'paint ms');
        add(`${page} · mobile LCP`, lcp!, 'paint ms');
        add(`${page} · mobile TBT`, tbt!, 'paint ms');
        add(`${page} · mobile CLS`, cls!, 'CLS');
      }
    }
  }
  return figures;
}

/** Every figure of a RESULTS.md that a later run can be compared with, in the order of the file. */
export function figuresOf(markdown: string): Figure[] {
  return tablesOf(markdown).flatMap(figuresOfTable);
}

/** The date a RESULTS.md says it was measured on. */
export const measuredOn = (markdown: string) => /Measured on (\d{4}-\d\d-\d\d)/.exec(markdown)?.[1] ?? null;

/** Changes smaller than these are noise, whatever their percentage. */
export const NOISE_FLOOR: Record<Unit, number> = {
  ms: 0.5,
  'paint ms': 50,
  KB: 0.5,
  'req/s': 10,
  score: 1,
  x: 0.1,
  CLS: 0.01,
};
/** A figure worse by more than this share (and more than its noise floor) is a regression. */
export const REGRESSION_SHARE = 0.1;

const HIGHER_IS_BETTER: Unit[] = ['req/s', 'score'];
const WORSE_WORD: Record<Unit, string> = {
  ms: 'slower',
  'paint ms': 'slower',
  'req/s': 'slower',
  KB: 'larger',
  x: 'larger',
  CLS: 'larger',
  score: 'lower',
};

export interface FigureChange {
  name: string;
  unit: Unit;
  previous: number;
  now: number;
  /** (now − previous) / previous, in percent; null when the previous figure was 0. */
  changePercent: number | null;
  regression: boolean;
}

/** The figures both runs have, in the new run's order. */
export function compareFigures(previous: Figure[], now: Figure[]): FigureChange[] {
  const before = new Map(previous.map((figure) => [figure.name, figure]));
  return now.flatMap((figure) => {
    const old = before.get(figure.name);
    if (!old || old.unit !== figure.unit) return [];
    const change = figure.value - old.value;
    const worse = HIGHER_IS_BETTER.includes(figure.unit) ? change < 0 : change > 0;
    const share = old.value === 0 ? Infinity : Math.abs(change) / Math.abs(old.value);
    return [
      {
        name: figure.name,
        unit: figure.unit,
        previous: old.value,
        now: figure.value,
        changePercent: old.value === 0 ? null : (100 * change) / Math.abs(old.value),
        regression: worse && share > REGRESSION_SHARE && Math.abs(change) > NOISE_FLOOR[figure.unit],
      },
    ];
  });
}

function formatValue(value: number, unit: Unit): string {
  switch (unit) {
    case 'ms':
      return `${value.toFixed(value >= 100 ? 0 : 2)} ms`;
    case 'paint ms':
      return `${value.toFixed(0)} ms`;
    case 'KB':
      return `${value.toFixed(1)} KB`;
    case 'req/s':
      return `${value.toLocaleString('en-US', { maximumFractionDigits: 0 })} req/s`;
    case 'score':
      return value.toFixed(0);
    case 'x':
      return `${value.toFixed(2)}x`;
    case 'CLS':
      return value.toFixed(3);
  }
}

function changeCell(change: FigureChange): string {
  if (change.changePercent === null) {
    if (change.now === change.previous) return '0.0 %';
    return change.regression ? `**from 0, ${WORSE_WORD[change.unit]}**` : 'from 0';
  }
  const text = `${change.changePercent > 0 ? '+' : ''}${change.changePercent.toFixed(1)} %`;
  return change.regression ? `**${text} ${WORSE_WORD[change.unit]}**` : text;
}

/** The section "Compared with the previous run" (without its heading), from the two files' Markdown. */
export function comparisonLines(
  previousMarkdown: string,
  nowMarkdown: string,
  notes: string[] = [],
): string[] {
  const previous = figuresOf(previousMarkdown);
  const changes = compareFigures(previous, figuresOf(nowMarkdown));
  const regressions = changes.filter((change) => change.regression);
  const date = measuredOn(previousMarkdown);
  return [
    `The previous \`bench/RESULTS.md\`${date ? ` (measured on ${date})` : ''}, as it was on disk when this run started, against`,
    `this run: the ${changes.length} figures both have (of ${previous.length} in the previous file). A figure worse by more than`,
    `${REGRESSION_SHARE * 100} % and more than its noise floor (${Object.entries(NOISE_FLOOR)
      .map(([unit, floor]) => `${floor} ${unit === 'paint ms' ? 'ms in Lighthouse' : unit}`)
      .join(', ')}) is in bold.`,
    ...notes.map((note) => `${note}`),
    '',
    regressions.length === 0
      ? 'No regressions.'
      : `**${regressions.length} regressions:** ${regressions.map((change) => change.name).join('; ')}.`,
    '',
    '| Figure | Previous | Now | Change |',
    '| --- | --- | --- | --- |',
    ...changes.map(
      (change) =>
        `| ${change.name} | ${formatValue(change.previous, change.unit)} | ${formatValue(change.now, change.unit)} | ${changeCell(change)} |`,
    ),
  ];
}
