import { describe, expect, it } from 'vitest';
import { checkTemplateUpload } from './templateUpload';

const good = JSON.stringify({ format: 1, pages: [{ url: 'menu' }], dishes: { selector: '.dish', fields: { name: { selector: '.name' } } } });

describe('checkTemplateUpload', () => {
  it('refuses a file that is not .json, then one that is not JSON, then the schema’s faults with their paths', () => {
    expect(checkTemplateUpload('instructions.txt', good)).toEqual({ ok: false, errors: ['Only .json files are accepted'] });
    expect(checkTemplateUpload('instructions.json', '{ nope')).toEqual({ ok: false, errors: ['The file does not contain valid JSON'] });
    const noDishes = checkTemplateUpload('instructions.json', JSON.stringify({ format: 1, pages: [{ url: 'menu' }] }));
    expect(noDishes).toEqual({ ok: false, errors: ['dishes: is required'] });
  });

  it('takes instructions whose page URLs are relative to the menu', () => {
    const result = checkTemplateUpload('Layout.JSON', good);
    expect(result.ok && result.upload.fileName).toBe('Layout.JSON');
    expect(result.ok && JSON.parse(result.upload.text)).toEqual(JSON.parse(good));
  });
});
