// What the server says when a file's heavy work (reading a statement, a receipt or a 1099 PDF, building a tax packet)
// meets one of the worker threads' limits. The limits themselves are in server/off-thread/off-thread-pool.ts and
// docs/architecture.md "Work off the event loop".

/** Heavy tasks one person may have waiting or running at once, across every kind of file. */
export const MAX_FILES_IN_FLIGHT_PER_PERSON = 2;

export const offThreadMessages = {
  /** The person already has MAX_FILES_IN_FLIGHT_PER_PERSON files being read or built. */
  personBusy: `You have ${MAX_FILES_IN_FLIGHT_PER_PERSON} files being read; wait for them to finish`,
  /** A file whose reading took longer than its deadline, or more memory than its thread may use. */
  fileTooHeavy:
    'This file takes more time or memory to read than GigTally allows. Check that it is the right file.',
  /** An upload with more parts than the form it is sent to has fields. */
  tooManyParts: 'This upload has more parts than the form has fields. Send the file from GigTally’s page.',
  /** A tax packet whose PDF took longer than its deadline, or more memory than its thread may use. */
  packetTooHeavy: 'This tax packet is too large to build. Try again, or write to support.',
} as const;
