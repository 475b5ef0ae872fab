// Menu items shared by the server and the SPA.

/** The title an empty scraped menu title gets (spec 2 section 8: "a constant whose text is not shown"). */
export const PLACEHOLDER_MENU_TITLE = 'Untitled section';
