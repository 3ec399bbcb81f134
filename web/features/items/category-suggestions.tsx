import { fullFormCategories, quickEntryCategories } from '../../../core/categories';

/** Every category SPEC names (full form and quick entry, income and expense), once each, A to Z. */
export const knownCategories: readonly string[] = [
  ...new Set([
    ...fullFormCategories.income,
    ...quickEntryCategories.income,
    ...fullFormCategories.expense,
    ...quickEntryCategories.expense,
  ]),
].sort();

/** The suggestions of a free-text category input (`<input list={id}>`): SPEC's categories. */
export function CategorySuggestions({ id }: { id: string }) {
  return (
    <datalist id={id}>
      {knownCategories.map((name) => (
        <option key={name} value={name} />
      ))}
    </datalist>
  );
}
