// GigTally's contact addresses, on their own so that a page can name them without carrying the legal texts.
export const LEGAL_EMAIL = 'legal@gigtally.app';
export const SUPPORT_EMAIL = 'support@gigtally.app';
