import { sql, type SQL } from 'drizzle-orm';
import type { PlatformRecognition } from '../../../core/tax/platforms';

// Which platform an item's money is, in SQL, as the built-in payout rules recognise it in JavaScript: the 1099
// reconciliation and the earnings per platform ask the same question of the same items. The SQL reads the item's
// "category" and a "description_key" (its description lowercased, spaces tidied) from the query it is put in.

/** A text as a literal in a PostgreSQL regular expression: every character but letters, digits and spaces escaped. */
const regexLiteral = (text: string) => text.replace(/[^a-z0-9 ]/g, (char) => `\\${char}`);

/**
 * A regular expression that finds any of the patterns as a word of its own in a description key, as
 * builtInRuleMatches does: not inside a longer word before it, nor after it when the pattern ends in a letter or digit.
 */
function wordsRegex(patterns: readonly string[]): string {
  const tidy = patterns
    .map((pattern) => pattern.replace(/\s+/g, ' ').trim())
    .filter((pattern) => pattern !== '');
  const endsInWord = tidy.filter((pattern) => /[a-z0-9]$/.test(pattern)).map(regexLiteral);
  const endsOtherwise = tidy.filter((pattern) => !/[a-z0-9]$/.test(pattern)).map(regexLiteral);
  const parts = [
    ...(endsInWord.length > 0 ? [`(^|[^a-z0-9])(${endsInWord.join('|')})([^a-z0-9]|$)`] : []),
    ...(endsOtherwise.length > 0 ? [`(^|[^a-z0-9])(${endsOtherwise.join('|')})`] : []),
  ];
  return parts.join('|');
}

/** An income item is the platform's: a category named after it, or its payouts' names in the description. */
function recognisedAs(recognition: PlatformRecognition): SQL {
  const regex = wordsRegex(recognition.patterns);
  return sql`(lower("category") in (${sql.join(
    recognition.categories.map((name) => sql`${name}`),
    sql`, `,
  )}) or "description_key" ~ ${regex})`;
}

/** An item's description as recognisedAs reads it: lowercase, its spaces tidied. */
export const descriptionKey = sql`lower(regexp_replace(trim("description"), '\\s+', ' ', 'g'))`;

/**
 * The index of the first platform that recognises an item (platforms before the processors that paid for them when
 * the caller lists them so), or null.
 */
export function platformIndexOf(recognitions: readonly PlatformRecognition[]): SQL {
  if (recognitions.length === 0) return sql`null::int`;
  return sql`case ${sql.join(
    recognitions.map(
      (recognition, index) => sql`when ${recognisedAs(recognition)} then ${sql.raw(String(index))}`,
    ),
    sql` `,
  )} else null end`;
}
