import { allCategories } from '../../../core/categories';

/** The suggestions of a free-text category input (`<input list={id}>`): GigTally's one category list. */
export function CategorySuggestions({ id }: { id: string }) {
  return (
    <datalist id={id}>
      {allCategories.map((name) => (
        <option key={name} value={name} />
      ))}
    </datalist>
  );
}
