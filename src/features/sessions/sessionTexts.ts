// The sessions' words the shared constants (domain/scrapingSessions.ts) leave to the screens: the report's failure
// title as spec 3, section 8 lists it.
export const SESSION_REPORT_FAILED = 'Download menu scraping report failed.';
