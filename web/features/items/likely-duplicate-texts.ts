// No double entry: what a hand entry is told when a statement import or a bank connection already brought it.

export const likelyDuplicateTexts = {
  heading: 'This may already be in your transactions:',
  saveAnyway: 'Save anyway',
  cancel: 'Cancel',
} as const;

/** One item the entry may repeat: '03/14/2026 SHELL OIL 57442 $38.77' (date and amount as the person writes them). */
export const likelyDuplicateLine = (date: string, description: string, amount: string) =>
  `${date} ${description} ${amount}`;

/** The notice of one likely duplicate, as one sentence. */
export const likelyDuplicateSentence = (line: string) => `${likelyDuplicateTexts.heading} ${line}`;
