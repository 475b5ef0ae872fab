// The menu scraping page's pure logic: section 4's format rule and Save's enabling, the save and done checks with the
// spec's messages, the payload, the button rules, the duration, the line diff and the titles tree.
import { describe, expect, it } from 'vitest';
import { MENU_SCRAPING_MESSAGES, parseInstructionsFile } from '../../../domain/menuScrapingSchemas';
import { instructionsRefusalMessages, isInstructionsRefusal } from './instructions/instructionsMessages';
import { diffSummary, lineDiff } from './instructions/lineDiff';
import {
  changedFields,
  checkMenuScrapingForm,
  initialValues,
  INSTRUCTIONS_TEXT_INVALID,
  instructionsTextOf,
  saveRefusal,
  withFormat,
  withInstructionsText,
  type StoredScrapingMenu,
} from './menuScrapingForm';
import { createTestCaseRefusal, rescrapeRefusal, type ScrapingActionFacts, type ScrapingActor } from '../../../domain/menuScrapingActionRules';
import { formatDuration, menuScrapingTitle, tryRefusal } from './menuScrapingRules';
import { buildTitleTree, flattenTitleTree, totalDishCount } from './titleTree';

const instructions = { format: 1, pages: [{ url: 'https://example.com/menu' }], dishes: { selector: '.dish', fields: { name: { selector: 'h3' } } } };

const stored = (overrides: Partial<StoredScrapingMenu> = {}): StoredScrapingMenu => ({
  format: 'HTML',
  notScrapeableReason: null,
  notScrapeableComment: null,
  availabilityComment: null,
  additionalUrls: null,
  scrapingInstructions: instructions,
  ...overrides,
});

describe('menu scraping form', () => {
  it('starts unchanged: Save is off with its reason', () => {
    const menu = stored();
    const values = initialValues(menu);
    expect(changedFields(menu, values)).toEqual([]);
    expect(saveRefusal(menu, values)).toMatch(/Nothing to save/);
  });

  it('a format change to HTML not scrapeable keeps the reason; any other clears it, and off HTML the instructions too', () => {
    const menu = stored({ format: 'HTML_NOT_SCRAPEABLE', notScrapeableReason: 'CAPTCHA', notScrapeableComment: 'robots', scrapingInstructions: null });
    const values = initialValues(menu);
    const html = withFormat(values, 'HTML');
    expect(html.notScrapeableReason).toBeNull();
    expect(html.notScrapeableComment).toBeNull();
    const withInstructions = withInstructionsText(initialValues(stored()), instructionsTextOf(instructions));
    const pdf = withFormat(withInstructions, 'PDF');
    expect(pdf.scrapingInstructions).toBeNull();
    expect(pdf.instructionsText).toBe('');
    expect(withFormat(values, 'HTML_NOT_SCRAPEABLE').notScrapeableReason).toBe('CAPTCHA');
  });

  it('Save turns on when the format, the reason or the instructions change, and off again when they are put back', () => {
    const menu = stored();
    const start = initialValues(menu);
    expect(saveRefusal(menu, withFormat(start, 'PDF'))).toBeNull();
    const edited = withInstructionsText(start, JSON.stringify({ ...instructions, pages: [{ url: 'https://example.com/other' }] }));
    expect(changedFields(menu, edited)).toEqual(['scrapingInstructions']);
    // The same document with other key order and spacing is not a change.
    const reordered = withInstructionsText(start, JSON.stringify({ dishes: instructions.dishes, pages: instructions.pages, format: 1 }));
    expect(saveRefusal(menu, reordered)).not.toBeNull();
  });

  it('a half-typed document counts as changed, keeps the last good value and is refused by the check', () => {
    const menu = stored();
    const broken = withInstructionsText(initialValues(menu), '{ "format": 1,');
    expect(broken.scrapingInstructions).toEqual(instructions);
    expect(changedFields(menu, broken)).toContain('scrapingInstructions');
    const check = checkMenuScrapingForm(menu, broken, 'save');
    expect(check.ok).toBe(false);
    if (!check.ok) expect(check.fields.scrapingInstructions).toBe(INSTRUCTIONS_TEXT_INVALID);
  });

  it('save asks for a format and, for HTML not scrapeable, a reason; done asks an HTML menu for instructions', () => {
    const menu = stored({ format: null, scrapingInstructions: null });
    const noFormat = checkMenuScrapingForm(menu, initialValues(menu), 'save');
    expect(noFormat).toMatchObject({ ok: false, errors: [MENU_SCRAPING_MESSAGES.formatRequired] });
    const notScrapeable = checkMenuScrapingForm(menu, withFormat(initialValues(menu), 'HTML_NOT_SCRAPEABLE'), 'save');
    expect(notScrapeable).toMatchObject({ ok: false, errors: [MENU_SCRAPING_MESSAGES.notScrapeableReasonRequired] });
    const html = withFormat(initialValues(menu), 'HTML');
    expect(checkMenuScrapingForm(menu, html, 'save').ok).toBe(true);
    expect(checkMenuScrapingForm(menu, html, 'resolve')).toMatchObject({ ok: false, errors: [MENU_SCRAPING_MESSAGES.instructionsRequired] });
    expect(checkMenuScrapingForm(menu, withInstructionsText(html, JSON.stringify(instructions)), 'resolve').ok).toBe(true);
  });

  it('refuses additional links that are not websites with the spec’s words', () => {
    const menu = stored();
    const check = checkMenuScrapingForm(menu, { ...initialValues(menu), additionalUrlsText: 'https://example.com/a\nnot a link' }, 'save');
    expect(check).toMatchObject({ ok: false, errors: ['Website is not valid'], fields: { additionalUrls: 'Website is not valid' } });
  });

  it('sends the instructions only when they changed, with the version comment; empty texts and links as null', () => {
    const menu = stored();
    const unchanged = checkMenuScrapingForm(menu, { ...initialValues(menu), availabilityComment: '  only weekdays ' }, 'save');
    expect(unchanged).toEqual({
      ok: true,
      menuData: { format: 'HTML', notScrapeableReason: null, notScrapeableComment: null, availabilityComment: 'only weekdays', additionalUrls: null },
    });
    const next = { ...instructions, pages: [{ url: 'https://example.com/v2' }] };
    const changed = checkMenuScrapingForm(
      menu,
      { ...withInstructionsText(initialValues(menu), JSON.stringify(next)), instructionsComment: ' second page layout ', additionalUrlsText: '\nhttps://example.com/drinks\n' },
      'resolve',
    );
    expect(changed).toMatchObject({ ok: true, menuData: { scrapingInstructions: next, scrapingInstructionsComment: 'second page layout', additionalUrls: ['https://example.com/drinks'] } });
    const notScrapeable = checkMenuScrapingForm(menu, { ...withFormat(initialValues(menu), 'HTML_NOT_SCRAPEABLE'), notScrapeableReason: 'CAPTCHA', notScrapeableComment: ' ' }, 'save');
    expect(notScrapeable).toEqual({
      ok: true,
      menuData: { format: 'HTML_NOT_SCRAPEABLE', notScrapeableReason: 'CAPTCHA', notScrapeableComment: null, availabilityComment: null, additionalUrls: null },
    });
  });

  it('an uploaded file must be a .json holding JSON', () => {
    expect(parseInstructionsFile('menu.txt', '{}')).toEqual({ ok: false, message: 'File does not contain a valid JSON format' });
    expect(parseInstructionsFile('menu.json', '{ nope')).toEqual({ ok: false, message: 'File does not contain a valid JSON format' });
    expect(parseInstructionsFile('menu.JSON', '{"a":1}')).toEqual({ ok: true, value: { a: 1 } });
  });
});

describe('menu scraping page rules', () => {
  const facts = (menu: Partial<ScrapingActionFacts['menu']> = {}, task: Partial<Omit<ScrapingActionFacts, 'menu'>> = {}): ScrapingActionFacts => ({
    assignedToId: 7,
    isInScrapingCluster: false,
    ...task,
    menu: { status: 'NEW', format: 'HTML', scrapingType: 'HTML_MANUAL', isDeleted: false, isScrapeRunning: false, hasInstructions: true, ...menu },
  });
  const scraper: ScrapingActor = { id: 7, isLeader: false, mayScrape: true };
  const leader: ScrapingActor = { id: 1, isLeader: true, mayScrape: true };

  it('titles the page by format', () => {
    expect(menuScrapingTitle('HTML')).toBe('HTML Menu Scraping Task');
    expect(menuScrapingTitle('DOCUMENT')).toBe('HTML Menu Scraping Task');
    expect(menuScrapingTitle(null)).toBe('HTML Menu Scraping Task');
    expect(menuScrapingTitle('PDF')).toBe('Document Menu Scraping Task');
    expect(menuScrapingTitle('IMAGE')).toBe('Document Menu Scraping Task');
  });

  it('rescrape: the assignee or a leader, never a not scrapeable, clustered or HTML automatic menu', () => {
    expect(rescrapeRefusal(facts(), scraper)).toBeNull();
    expect(rescrapeRefusal(facts({}, { assignedToId: 8 }), scraper)).toMatch(/assignee/);
    expect(rescrapeRefusal(facts({}, { assignedToId: 8 }), leader)).toBeNull();
    expect(rescrapeRefusal(facts({ status: 'NOT_SCRAPEABLE' }), scraper)).toMatch(/not scrapeable/);
    expect(rescrapeRefusal(facts({}, { isInScrapingCluster: true }), leader)).toMatch(/cluster/);
    expect(rescrapeRefusal(facts({ scrapingType: 'HTML_AUTOMATIC' }), leader)).toMatch(/automatically/);
    expect(rescrapeRefusal(facts({ isScrapeRunning: true }), scraper)).toMatch(/already/);
    expect(rescrapeRefusal(facts(), { ...scraper, mayScrape: false })).toMatch(/permission/);
  });

  it('create test case is off for not scrapeable and HTML automatic menus', () => {
    expect(createTestCaseRefusal(facts(), scraper)).toBeNull();
    expect(createTestCaseRefusal(facts({ format: 'HTML_NOT_SCRAPEABLE' }), scraper)).toMatch(/not scrapeable/);
    expect(createTestCaseRefusal(facts({ scrapingType: 'HTML_AUTOMATIC' }), scraper)).toMatch(/automatically/);
    expect(createTestCaseRefusal(facts({ format: 'PDF', scrapingType: 'HTML_AUTOMATIC' }), scraper)).toBeNull();
  });

  it('try it needs an HTML menu and instructions that parse', () => {
    expect(tryRefusal('HTML', instructions, scraper)).toBeNull();
    expect(tryRefusal('PDF', instructions, scraper)).toMatch(/HTML/);
    expect(tryRefusal('HTML', undefined, scraper)).toMatch(/not valid JSON/);
    expect(tryRefusal('HTML', null, scraper)).toMatch(/first/);
  });

  it('shows durations as hh:mm:ss, and under a second as < 1 s', () => {
    expect(formatDuration(0)).toBe('< 1 s');
    expect(formatDuration(10)).toBe('< 1 s');
    expect(formatDuration(999)).toBe('< 1 s');
    expect(formatDuration(1000)).toBe('00:00:01');
    expect(formatDuration(1499)).toBe('00:00:01');
    expect(formatDuration(1500)).toBe('00:00:02');
    expect(formatDuration(3_723_000)).toBe('01:02:03');
    expect(formatDuration(100 * 3600_000)).toBe('100:00:00');
    expect(formatDuration(null)).toBe('-');
    expect(formatDuration(-5)).toBe('-');
  });
});

describe('line diff', () => {
  it('pairs changed lines and keeps the common ones', () => {
    const rows = lineDiff('a\nb\nc\nd\n', 'a\nB\nc\nd\ne\n');
    expect(rows.map((row) => row.kind)).toEqual(['same', 'changed', 'same', 'same', 'added']);
    expect(rows[1]).toEqual({ kind: 'changed', left: { number: 2, text: 'b' }, right: { number: 2, text: 'B' } });
    expect(rows[4]).toEqual({ kind: 'added', left: null, right: { number: 5, text: 'e' } });
    expect(diffSummary(rows)).toEqual({ removed: 1, added: 2 });
  });

  it('finds the common lines between moved blocks', () => {
    const rows = lineDiff(['x', 'a', 'b', 'c', 'y'].join('\n'), ['a', 'b', 'z', 'c'].join('\n'));
    expect(rows.filter((row) => row.kind === 'same').map((row) => row.left?.text)).toEqual(['a', 'b', 'c']);
    // Every line of both sides appears once, in order.
    expect(rows.flatMap((row) => (row.left ? [row.left.text] : []))).toEqual(['x', 'a', 'b', 'c', 'y']);
    expect(rows.flatMap((row) => (row.right ? [row.right.text] : []))).toEqual(['a', 'b', 'z', 'c']);
  });

  it('handles empty sides and identical texts', () => {
    expect(lineDiff('', '')).toEqual([]);
    expect(lineDiff('', 'a\nb').map((row) => row.kind)).toEqual(['added', 'added']);
    expect(lineDiff('a\nb', '').map((row) => row.kind)).toEqual(['removed', 'removed']);
    expect(diffSummary(lineDiff('a\nb', 'a\nb'))).toEqual({ removed: 0, added: 0 });
  });
});

describe('titles tree', () => {
  const titles = [
    { key: 'mains', parentKey: null },
    { key: 'pizza', parentKey: 'mains' },
    { key: 'drinks', parentKey: null },
    { key: 'orphan', parentKey: 'gone' },
  ];
  it('nests titles under their parents with their dish counts', () => {
    const tree = buildTitleTree(titles, (t) => t.key, (t) => t.parentKey, ['pizza', 'pizza', 'mains', 'drinks', null, 'unknown']);
    expect(flattenTitleTree(tree).map((node) => [node.key, node.depth, node.dishCount])).toEqual([
      ['mains', 0, 1],
      ['pizza', 1, 2],
      ['drinks', 0, 1],
      ['orphan', 0, 0],
    ]);
    expect(totalDishCount(tree.roots[0])).toBe(3);
    expect(tree.untitledDishCount).toBe(2);
  });

  it('never loops on titles that name each other as parents', () => {
    const tree = buildTitleTree([{ key: 'a', parentKey: 'b' }, { key: 'b', parentKey: 'a' }], (t) => t.key, (t) => t.parentKey, []);
    expect(flattenTitleTree(tree).map((node) => node.key)).toEqual(['b', 'a']);
  });
});

describe('instructions refusal', () => {
  const refusal = (extensions: Record<string, unknown>) => [{ message: 'pages/0/url: must be a URL', extensions: { type: 'VALIDATION', ...extensions } }];
  it('lists the server’s message and each schema message once', () => {
    expect(instructionsRefusalMessages(refusal({ field: 'scrapingInstructions', messages: ['pages/0/url: must be a URL', 'dishes: required'] }))).toEqual([
      'pages/0/url: must be a URL',
      'dishes: required',
    ]);
  });
  it('tells the instructions’ refusal from the form’s', () => {
    expect(isInstructionsRefusal(refusal({ field: 'scrapingInstructions' }))).toBe(true);
    expect(isInstructionsRefusal(refusal({ messages: [] }))).toBe(true);
    expect(isInstructionsRefusal([{ message: 'Format is required', extensions: { type: 'VALIDATION', field: 'format' } }])).toBe(false);
    expect(isInstructionsRefusal([{ message: 'Stale', extensions: { type: 'CONFLICT', field: 'scrapingInstructions' } }])).toBe(false);
  });
});
