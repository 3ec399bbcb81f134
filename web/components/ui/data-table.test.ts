import { describe, expect, it } from 'vitest';
import { headingClasses, right, type TableEdges, type TableHeading } from './data-table';

/** A class string as a set: the order of Tailwind classes draws nothing differently. */
const classSet = (className: string) => [...new Set(className.split(/\s+/).filter(Boolean))].sort();

// The planner's quarters, before the safe harbor's column where there is one.
const quarters: TableHeading[] = [
  { label: 'Quarter', align: 'left' },
  { label: 'Due date', align: 'left', phoneHidden: true },
  { label: 'Estimated', className: 'px-1.5 py-2 text-right sm:px-2' },
  { label: 'Paid', className: 'px-1.5 py-2 text-right sm:px-2' },
  { label: 'Still due', className: 'py-2 pr-4 pl-1.5 text-right sm:px-2' },
];
const quarterHeadings = [
  'py-2 pr-2 pl-4 text-left sm:pl-0',
  'hidden px-2 py-2 text-left sm:table-cell',
  'px-1.5 py-2 text-right sm:px-2',
  'px-1.5 py-2 text-right sm:px-2',
  'py-2 pr-4 pl-1.5 text-right sm:px-2',
];

// Each table's columns as its screen passes them, and the classes its headings had when each column wrote its own.
const tables: [string, TableEdges | undefined, TableHeading[], string[]][] = [
  [
    'import preview (inset)',
    'inset',
    [
      'Date',
      'Description',
      right('Amount'),
      'Type',
      'Category',
      'Use',
      'Filed by',
      { label: 'Include', align: 'center' },
    ],
    [
      'py-2 pr-2 pl-2',
      'px-2 py-2',
      'px-2 py-2 text-right',
      'px-2 py-2',
      'px-2 py-2',
      'px-2 py-2',
      'px-2 py-2',
      'py-2 pr-2 pl-2 text-center',
    ],
  ],
  [
    'past imports',
    undefined,
    ['File', 'Imported', right('Added'), right('Skipped'), right('Failed'), right('Undo')],
    [
      'py-2 pr-2',
      'px-2 py-2',
      'px-2 py-2 text-right',
      'px-2 py-2 text-right',
      'px-2 py-2 text-right',
      'py-2 pl-2 text-right',
    ],
  ],
  [
    'trips',
    undefined,
    [
      'Date',
      right('Miles'),
      'Business purpose',
      'Platform',
      right('Rate'),
      right('Deduction'),
      right('Actions'),
    ],
    [
      'py-2 pr-2',
      'px-2 py-2 text-right',
      'px-2 py-2',
      'px-2 py-2',
      'px-2 py-2 text-right',
      'px-2 py-2 text-right',
      'py-2 pl-2 text-right',
    ],
  ],
  [
    "the person's rules (bleed)",
    'bleed',
    ['Order', 'Description contains', 'Type', 'Category', 'Use', right('Actions')],
    [
      'py-2 pr-2 pl-4 sm:pl-0',
      'px-2 py-2',
      'px-2 py-2',
      'px-2 py-2',
      'px-2 py-2',
      'py-2 pr-4 pl-2 text-right sm:pr-0',
    ],
  ],
  [
    'built-in rules (bleed)',
    'bleed',
    ['Contains', 'Money', 'Type', 'Category', 'Use'],
    ['py-2 pr-2 pl-4 sm:pl-0', 'px-2 py-2', 'px-2 py-2', 'px-2 py-2', 'py-2 pr-4 pl-2 sm:pr-0'],
  ],
  [
    'category shares',
    'flush',
    ['Category', right('Amount'), right('Share')],
    ['py-2 pr-2', 'px-2 py-2 text-right', 'py-2 pl-2 text-right'],
  ],
  [
    'installments',
    undefined,
    [{ label: 'Quarter', align: 'left' }, { label: 'Due date', align: 'left' }, right('Amount')],
    ['py-2 pr-2 text-left', 'px-2 py-2 text-left', 'py-2 pl-2 text-right'],
  ],
  [
    'quarters with the safe harbor (bleed)',
    'bleed',
    [...quarters, { ...right('Safe-harbor still due'), phoneHidden: true }],
    [...quarterHeadings, 'hidden py-2 pr-4 pl-2 text-right sm:table-cell sm:pr-0'],
  ],
  [
    'quarters without it (bleed): Still due keeps its own padding as the last column',
    'bleed',
    quarters,
    quarterHeadings,
  ],
  [
    'tax payments (bleed)',
    'bleed',
    [
      { label: 'Date', align: 'left' },
      right('Amount'),
      { label: 'Actions', className: 'py-2 pr-4 pl-1 text-right sm:pr-0' },
    ],
    ['py-2 pr-2 pl-4 text-left sm:pl-0', 'px-2 py-2 text-right', 'py-2 pr-4 pl-1 text-right sm:pr-0'],
  ],
];

describe('headingClasses', () => {
  it.each(tables)('%s: the same classes as before', (_table, edges, columns, expected) => {
    expect(headingClasses(columns, edges).map(classSet)).toEqual(expected.map(classSet));
  });

  it('writes each class once, one space apart', () => {
    for (const [, edges, columns] of tables) {
      for (const className of headingClasses(columns, edges)) {
        expect(className).not.toMatch(/^\s|\s\s|\s$/);
        expect(className.split(' ')).toHaveLength(classSet(className).length);
      }
    }
  });
});
