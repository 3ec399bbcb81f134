import type { Faq } from './faqs';

export interface FaqMatch {
  faq: Faq;
  /** The answer holds the words (so the page opens it: the question alone may not show why it matched). */
  inAnswer: boolean;
}

const normalize = (text: string) => text.toLocaleLowerCase('en-US').replace(/\s+/g, ' ').trim();

/**
 * Help's search: case-insensitive, on the question text and on the plain-text answers. An empty query matches
 * every question. When no question holds the words as typed, the questions that hold every one of them in any
 * order are found ('estimated payments' finds 'estimated tax payments').
 */
export function searchFaqs(faqs: readonly Faq[], query: string): FaqMatch[] {
  const needle = normalize(query);
  if (!needle) return faqs.map((faq) => ({ faq, inAnswer: false }));
  const asTyped = matchAll(faqs, (text) => text.includes(needle), false);
  if (asTyped.length > 0) return asTyped;
  const words = needle.split(' ');
  return matchAll(faqs, (text) => words.every((word) => text.includes(word)), true);
}

function matchAll(faqs: readonly Faq[], holds: (text: string) => boolean, acrossBoth: boolean): FaqMatch[] {
  return faqs.flatMap((faq) => {
    const question = normalize(faq.question);
    const answer = faq.answer.map(normalize).join(' ');
    const inQuestion = holds(question);
    // The answer holds the words (or, word by word, the question and the answer hold them together).
    const inAnswer =
      faq.answer.some((paragraph) => holds(normalize(paragraph))) ||
      (acrossBoth && !inQuestion && holds(`${question} ${answer}`));
    return inQuestion || inAnswer ? [{ faq, inAnswer }] : [];
  });
}

/** The words shown when nothing matches. */
export const noResultsText = (query: string) =>
  `No results found for "${query.trim()}". Try a different search term or contact support.`;
