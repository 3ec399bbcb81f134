import type { Faq } from './faqs';

export interface FaqMatch {
  faq: Faq;
  /** The answer holds the words (so the page opens it: the question alone may not show why it matched). */
  inAnswer: boolean;
}

const normalize = (text: string) => text.toLocaleLowerCase('en-US').replace(/\s+/g, ' ').trim();

/**
 * SPEC section 2 "Help and Support": case-insensitive search on the question text and on the plain-text answers.
 * An empty query matches every question.
 */
export function searchFaqs(faqs: readonly Faq[], query: string): FaqMatch[] {
  const needle = normalize(query);
  if (!needle) return faqs.map((faq) => ({ faq, inAnswer: false }));
  return faqs.flatMap((faq) => {
    const inQuestion = normalize(faq.question).includes(needle);
    const inAnswer = faq.answer.some((paragraph) => normalize(paragraph).includes(needle));
    return inQuestion || inAnswer ? [{ faq, inAnswer }] : [];
  });
}

/** SPEC's words when nothing matches. */
export const noResultsText = (query: string) =>
  `No results found for "${query.trim()}". Try a different search term or contact support.`;
