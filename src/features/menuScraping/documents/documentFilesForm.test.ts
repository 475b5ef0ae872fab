// The document file table's pure logic: the selection rule, 'Use predictions', what changed, the save and done checks
// with the spec's messages on the right rows, the payload; the reject and recrawl rules; the rejection comment.
import { describe, expect, it } from 'vitest';
import { MENU_FILE_CATEGORIES } from '../../../../domain/menuScrapingSchemas';
import {
  MENU_FILE_CATEGORY_LABELS,
  NO_FILE_SELECTED,
  SELECTION_NEEDS_CATEGORY,
  changedFileIds,
  checkDocumentFiles,
  choiceOf,
  fileCategoryLabel,
  predictionsWouldChange,
  scorePercent,
  selectionRefusal,
  storedChoice,
  withCategory,
  withPredictions,
  withSelected,
  withTitle,
  type DocumentFileChoices,
  type StoredDocumentFile,
} from './documentFilesForm';
import { CRAWL_ALREADY_REJECTED, CRAWL_RUNNING, recrawlRefusal, rejectCrawlRefusal, type DocumentTaskFacts } from './documentMenuActionRules';
import { checkCrawlingRejectionComment } from './crawlingRejectionComment';

const file = (id: number, overrides: Partial<StoredDocumentFile> = {}): StoredDocumentFile => ({
  databaseId: id,
  fileName: `menu-${id}.pdf`,
  isSelected: false,
  fileCategory: null,
  fileTitle: null,
  fileInheritedCategory: null,
  fileInheritedTitle: null,
  filePredictionCategory: 'LUNCH',
  filePredictionTitle: 'Lunch menu',
  ...overrides,
});

describe('file categories', () => {
  it('names all 17 categories readably', () => {
    expect(MENU_FILE_CATEGORIES).toHaveLength(17);
    expect(Object.keys(MENU_FILE_CATEGORY_LABELS).sort()).toEqual([...MENU_FILE_CATEGORIES].sort());
    expect(MENU_FILE_CATEGORY_LABELS.SET_MEAL).toBe('Set meal');
    expect(MENU_FILE_CATEGORY_LABELS.TIME_LIMITED).toBe('Time-limited');
    expect(fileCategoryLabel('DINNER')).toBe('Dinner');
    expect(fileCategoryLabel(null)).toBe('-');
    expect(fileCategoryLabel('SOMETHING_NEW')).toBe('SOMETHING_NEW');
  });
});

describe('the selection rule', () => {
  it('only a file with a valid category can be selected', () => {
    const none = storedChoice(file(1));
    expect(selectionRefusal(none)).toBe(SELECTION_NEEDS_CATEGORY);
    expect(withSelected(none, true).isSelected).toBe(false);
    const lunch = withCategory(none, 'LUNCH');
    expect(selectionRefusal(lunch)).toBeNull();
    expect(withSelected(lunch, true).isSelected).toBe(true);
  });

  it('clearing the category unselects the file', () => {
    const selected = withSelected(withCategory(storedChoice(file(1)), 'MAIN'), true);
    expect(withCategory(selected, null)).toEqual({ isSelected: false, fileCategory: null, fileTitle: '' });
  });

  it('a stored selection without a known category is not kept as selected', () => {
    expect(storedChoice(file(1, { isSelected: true, fileCategory: 'UNKNOWN' })).isSelected).toBe(false);
    expect(storedChoice(file(1, { isSelected: true, fileCategory: 'DINNER', fileTitle: 'Dinner' }))).toEqual({ isSelected: true, fileCategory: 'DINNER', fileTitle: 'Dinner' });
  });
});

describe('Use predictions', () => {
  it('fills empty confirmed fields with the prediction, else the inherited values, and keeps the person’s choices', () => {
    const predicted = withPredictions(file(1), storedChoice(file(1)));
    expect(predicted).toEqual({ isSelected: false, fileCategory: 'LUNCH', fileTitle: 'Lunch menu' });
    const inherited = file(2, { filePredictionCategory: null, filePredictionTitle: '  ', fileInheritedCategory: 'DRINKS', fileInheritedTitle: 'Drinks' });
    expect(withPredictions(inherited, storedChoice(inherited))).toMatchObject({ fileCategory: 'DRINKS', fileTitle: 'Drinks' });
    const chosen = withTitle(withCategory(storedChoice(file(3)), 'KIDS'), 'Kids');
    expect(withPredictions(file(3), chosen)).toEqual(chosen);
  });

  it('is offered only while it would change something', () => {
    const files = [file(1)];
    expect(predictionsWouldChange(files, {})).toBe(true);
    expect(predictionsWouldChange(files, { 1: { isSelected: false, fileCategory: 'LUNCH', fileTitle: 'Lunch menu' } })).toBe(false);
    expect(predictionsWouldChange([file(2, { filePredictionCategory: null, filePredictionTitle: null })], {})).toBe(false);
  });
});

describe('the save and done checks', () => {
  const files = [file(1), file(2), file(3, { fileCategory: 'DINNER', fileTitle: 'Dinner', isSelected: true })];

  it('save sends only the changed files, checked with the spec’s messages on their rows', () => {
    const choices: DocumentFileChoices = { 1: withSelected(withCategory(storedChoice(files[0]), 'MAIN'), true) };
    expect(changedFileIds(files, choices)).toEqual([1]);
    const check = checkDocumentFiles(files, choices, 'save');
    expect(check).toEqual({ ok: false, errors: ['menu-1.pdf: File title is required'], rows: { 1: { fileTitle: 'File title is required' } } });
    const fixed = { 1: withTitle(choices[1], '  Main menu  ') };
    expect(checkDocumentFiles(files, fixed, 'save')).toEqual({ ok: true, menuDocumentFilesData: [{ id: 1, isSelected: true, fileCategory: 'MAIN', fileTitle: 'Main menu' }] });
  });

  it('save with nothing changed sends no file', () => {
    expect(checkDocumentFiles(files, {}, 'save')).toEqual({ ok: true, menuDocumentFilesData: [] });
  });

  it('done is stricter: every file needs a category (File category is mandatory) and is sent', () => {
    const check = checkDocumentFiles(files, {}, 'resolve');
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.rows).toEqual({ 1: { fileCategory: 'File category is mandatory' }, 2: { fileCategory: 'File category is mandatory' } });
    expect(check.errors).toEqual(['menu-1.pdf: File category is mandatory', 'menu-2.pdf: File category is mandatory']);

    const choices: DocumentFileChoices = { 1: withCategory(storedChoice(files[0]), 'OTHER'), 2: withCategory(storedChoice(files[1]), 'SET_MEAL') };
    expect(checkDocumentFiles(files, choices, 'resolve')).toEqual({
      ok: true,
      menuDocumentFilesData: [
        { id: 1, isSelected: false, fileCategory: 'OTHER', fileTitle: null },
        { id: 2, isSelected: false, fileCategory: 'SET_MEAL', fileTitle: null },
        { id: 3, isSelected: true, fileCategory: 'DINNER', fileTitle: 'Dinner' },
      ],
    });
  });

  it('done needs a selected file', () => {
    const only = [file(1, { fileCategory: 'MAIN' })];
    expect(checkDocumentFiles(only, {}, 'resolve')).toEqual({ ok: false, errors: [NO_FILE_SELECTED], rows: {} });
    expect(checkDocumentFiles([], {}, 'resolve')).toEqual({ ok: false, errors: [NO_FILE_SELECTED], rows: {} });
  });

  it('an edit over the stored values that puts them back is no change', () => {
    const stored = files[2];
    expect(changedFileIds(files, { 3: withTitle(choiceOf(stored, {}), ' Dinner ') })).toEqual([]);
  });
});

describe('menu score', () => {
  it('is a clamped whole percent', () => {
    expect(scorePercent(0.876)).toBe(88);
    expect(scorePercent(1.4)).toBe(100);
    expect(scorePercent(-1)).toBe(0);
    expect(scorePercent(null)).toBeNull();
  });
});

describe('reject and recrawl rules', () => {
  const scraper = { id: 7, roleName: 'middleScraper', permissions: ['menuScrapingTask.resolve'] };
  const facts = (overrides: Partial<DocumentTaskFacts> = {}): DocumentTaskFacts => ({ status: 'STARTED', assignedToId: 7, isInScrapingCluster: false, menuStatus: 'CRAWLED', ...overrides });

  it('the assignee may reject and recrawl', () => {
    expect(rejectCrawlRefusal(facts(), scraper)).toBeNull();
    expect(recrawlRefusal(facts(), scraper)).toBeNull();
  });

  it('follows the resolve rule: assigned, not done, with the permission', () => {
    expect(rejectCrawlRefusal(facts({ assignedToId: 8 }), scraper)).toBe('Assign the task to yourself before working on it.');
    expect(recrawlRefusal(facts({ status: 'RESOLVED' }), scraper)).toBe('This task is done. Reopen it before changing it.');
    expect(rejectCrawlRefusal(facts(), { ...scraper, permissions: [] })).toBe('You do not have permission to resolve this task in its current view.');
    expect(rejectCrawlRefusal(facts(), null)).not.toBeNull();
  });

  it('not while a crawl runs; reject not once the crawl is rejected', () => {
    expect(recrawlRefusal(facts({ menuStatus: 'CRAWL_SCHEDULED' }), scraper)).toBe(CRAWL_RUNNING);
    expect(rejectCrawlRefusal(facts({ menuStatus: 'CRAWL_AUTO_REJECTED' }), scraper)).toBe(CRAWL_ALREADY_REJECTED);
    expect(recrawlRefusal(facts({ menuStatus: 'CRAWL_REJECTED' }), scraper)).toBeNull();
  });
});

describe('the crawling rejection comment', () => {
  it('is required, with the spec’s message', () => {
    expect(checkCrawlingRejectionComment('   ')).toEqual({ ok: false, message: 'Crawling rejection comment is required.' });
    expect(checkCrawlingRejectionComment(' Not the menu: a wine list. ')).toEqual({ ok: true, comment: 'Not the menu: a wine list.' });
  });
});
