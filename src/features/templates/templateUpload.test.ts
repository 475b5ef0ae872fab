import { describe, expect, it } from 'vitest';
import { checkTemplateUpload } from './templateUpload';

const good = JSON.stringify({ format: 1, pages: [{ url: 'menu' }], dishes: { selector: '.dish', fields: { name: { selector: '.name' } } } });

describe('checkTemplateUpload', () => {
  it('refuses a file that is not .json, then one that is not JSON', () => {
    expect(checkTemplateUpload('instructions.txt', good)).toEqual({ ok: false, errors: ['Only .json files are accepted'] });
    expect(checkTemplateUpload('instructions.json', '{ nope')).toEqual({ ok: false, errors: ['The file does not contain valid JSON'] });
  });

  it('takes instructions whose page URLs are relative to the menu', () => {
    const result = checkTemplateUpload('Layout.JSON', good);
    expect(result.ok && result.upload.fileName).toBe('Layout.JSON');
    expect(result.ok && JSON.parse(result.upload.text)).toEqual(JSON.parse(good));
  });
});
