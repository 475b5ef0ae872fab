import { describe, expect, it } from 'vitest';
import { menuScrapingEdgesAfterMenuDefinition, type DefinedMenu } from './pipelineEdges';

const menu = (patch: Partial<DefinedMenu> = {}): DefinedMenu => ({ menuId: 1, format: 'HTML', scrapingTaskStatus: null, isUrlOrFormatChanged: false, ...patch });

describe('menu definition resolved: the scraping edges', () => {
  it('creates a scraping task for a scrapeable menu without one', () => {
    expect(menuScrapingEdgesAfterMenuDefinition('DEFINE', [menu(), menu({ menuId: 2, format: 'PDF' })])).toEqual([
      { kind: 'createScrapingTask', menuId: 1 },
      { kind: 'createScrapingTask', menuId: 2 },
    ]);
  });
  it('gives HTML_NOT_SCRAPEABLE and formatless menus none', () => {
    expect(menuScrapingEdgesAfterMenuDefinition('DEFINE', [menu({ format: 'HTML_NOT_SCRAPEABLE' }), menu({ format: null })])).toEqual([]);
  });
  it('reopens a done task with MANUAL_CHANGE only when the URL or format changed; an open one is left alone', () => {
    expect(menuScrapingEdgesAfterMenuDefinition('DEFINE', [menu({ scrapingTaskStatus: 'RESOLVED', isUrlOrFormatChanged: true })])).toEqual([
      { kind: 'reopenScrapingTask', menuId: 1, reopenReason: 'MANUAL_CHANGE' },
    ]);
    expect(menuScrapingEdgesAfterMenuDefinition('DEFINE', [menu({ scrapingTaskStatus: 'RESOLVED' })])).toEqual([]);
    for (const status of ['NOT_STARTED', 'STARTED', 'REOPENED'] as const) {
      expect(menuScrapingEdgesAfterMenuDefinition('DEFINE', [menu({ scrapingTaskStatus: status, isUrlOrFormatChanged: true })])).toEqual([]);
    }
  });
  it('does nothing when QC or QQA resolves', () => {
    expect(menuScrapingEdgesAfterMenuDefinition('QC', [menu()])).toEqual([]);
    expect(menuScrapingEdgesAfterMenuDefinition('QQA', [menu()])).toEqual([]);
  });
});
