// Where the scraping engine's files live in the file store: each job's stored response (the titles and dishes it found,
// with the pages' HTML), its run report, and the HTML and screenshots kept per error cause. One bucket, so the API signs
// URLs of scraping files only (Query.htmlMenuScrapingScreenshotUrl) and never of another kind of file.
export const SCRAPING_FILES_BUCKET = 'scraping';
