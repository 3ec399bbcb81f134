import { sql, type SQL } from 'drizzle-orm';
import { PLATFORM_FEES_CATEGORY } from '../../core/tax/forms-1099';
import { platforms, recognitionOf, type PlatformRecognition } from '../../core/tax/platforms';

// Which platform an item's money is, in SQL, as the built-in payout rules recognise it in JavaScript: the 1099
// reconciliation and the earnings per platform ask the same question of the same items. The SQL reads the item's
// "category" and its description lowercased: a "description_key" from the query it is put in, or another expression
// of it.

/**
 * A text as a literal in a PostgreSQL regular expression: every character but letters, digits and spaces escaped,
 * and a space standing for any run of white space (as the rules read a description with its spaces tidied).
 */
const regexLiteral = (text: string) =>
  text.replace(/[^a-z0-9 ]/g, (char) => `\\${char}`).replace(/ /g, '\\s+');

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

/** `%`, `_` and `\\` of a text, escaped for LIKE. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * An income item is the platform's: a category named after it, or its payouts' names in the description. A LIKE on
 * each pattern's first word goes before the regular expression: it is what the expression needs to find at least, and
 * several times cheaper, so most descriptions of other platforms are passed over without it.
 */
export function recognisedAs(recognition: PlatformRecognition, key: SQL = sql`"description_key"`): SQL {
  const regex = wordsRegex(recognition.patterns);
  const firstWords = [
    ...new Set(
      recognition.patterns
        .map((pattern) => pattern.trim().split(/\s+/)[0]!)
        .filter((word) => word !== '')
        .map((word) => `%${likeLiteral(word)}%`),
    ),
  ];
  const mayName =
    firstWords.length === 0
      ? sql`false`
      : sql`(${sql.join(
          firstWords.map((word) => sql`${key} like ${word}`),
          sql` or `,
        )})`;
  return sql`(lower("category") in (${sql.join(
    recognition.categories.map((name) => sql`${name}`),
    sql`, `,
  )}) or (${mayName} and ${key} ~ ${regex}))`;
}

/**
 * An item's description as recognisedAs reads it: lowercase. Runs of spaces need no tidying: the patterns take any
 * run of white space where they have one, and a word's edge is any character not a letter or a digit.
 */
export const descriptionKey = sql`lower("description")`;

/**
 * Whether an item is the platform's: a platform GigTally knows by the bit stored with the item (knownPlatformsOfItem),
 * one of the person's own naming by recognisedAs, which reads the "description_key".
 */
export function recognisedAsPlatform(recognition: PlatformRecognition): SQL {
  const bit = knownPlatformBit(recognition.name);
  return bit === null ? recognisedAs(recognition) : sql`("known_platforms" & ${sql.raw(String(bit))}) <> 0`;
}

/**
 * The index of the first platform that recognises an item (platforms before the processors that paid for them when
 * the caller lists them so), or null.
 */
export function platformIndexOf(recognitions: readonly PlatformRecognition[]): SQL {
  if (recognitions.length === 0) return sql`null::int`;
  return sql`case ${sql.join(
    recognitions.map(
      (recognition, index) => sql`when ${recognisedAsPlatform(recognition)} then ${sql.raw(String(index))}`,
    ),
    sql` `,
  )} else null end`;
}

/**
 * Which of the platforms GigTally knows an item's money is, as bits (bit i: the i-th of `platforms`), worked out by
 * PostgreSQL when the item is written (budget_item.known_platforms, a stored generated column): reading a year of
 * payouts then tests a bit instead of each description's words. Only income and platform fees are recognised; other
 * items have none. The values are inlined, as a generated column's expression has no parameters.
 *
 * The expression follows the catalogue: a platform added to it (or a pattern changed) changes the schema, and
 * `npm run db:generate` writes the migration that stores the column again.
 */
export function knownPlatformsOfItem(): SQL {
  const bits = platforms.map(
    (platform, index) =>
      sql`(case when ${recognisedAs(recognitionOf(platform.name), sql`lower("description")`)} then ${sql.raw(String(2 ** index))} else 0 end)`,
  );
  return sql`case when "type" = 'income' or "category" = ${PLATFORM_FEES_CATEGORY} then ${sql.join(bits, sql` | `)} else 0 end`.inlineParams();
}

/** The bit of a platform GigTally knows in known_platforms, or null for a platform of the person's own naming. */
export function knownPlatformBit(platformName: string): number | null {
  const index = platforms.findIndex((platform) => platform.name.toLowerCase() === platformName.toLowerCase());
  return index < 0 ? null : 2 ** index;
}
