// What Quick Entry says besides its fields' labels; e2e/quick-add.spec.ts asserts these word for word.
export const quickEntryTexts = {
  legend: 'Add an income or expense',
  /** The disclosure holding the business-or-personal choice, naming the one in force. */
  more: (use: string) => `More: ${use}`,
} as const;
