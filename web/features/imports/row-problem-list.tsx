import { useId } from 'react';
import type { RowProblem } from '../../../core/import/statement';
/** 'Line 7: The date "02/30/2025" is not a real date.', one a line, in the file's order. */
export const rowProblemText = ({ line, reason }: RowProblem) => `Line ${line}: ${reason}`;

/** The rows of a file that cannot be read, and why; a long list scrolls inside its box. */
export function RowProblemList({ problems, title }: { problems: readonly RowProblem[]; title: string }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-amber-300 bg-amber-50 p-4">
      <h3 id={headingId} className="text-sm font-semibold text-amber-950">
        {title}
      </h3>
      <ul
        aria-labelledby={headingId}
        tabIndex={0}
        className="mt-2 max-h-60 space-y-1 overflow-y-auto text-sm text-amber-950"
      >
        {problems.map((problem, index) => (
          <li key={index}>{rowProblemText(problem)}</li>
        ))}
      </ul>
    </section>
  );
}
