// The menu definition task's Brand panel (spec 2, section 2.5): ID (link), Name, Website, Has menu, Example menu, Menu
// URL, Menu format, Not scrapeable reason and comment, Availability comment, Menu updated at, and Add additional links
// (HTML formats, a modal). Section 4's rules apply as the person edits (useMenuDefinitionForm); fields DEFINE changed
// are marked in QC and QQA, fields the person changed as unsaved; the last check's errors show under their fields.
import { Badge, Button, Checkbox, Dropdown, Field, Input, Link, Option, Switch, Text, Textarea, Tooltip, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { LinkMultipleRegular, OpenRegular } from '@fluentui/react-icons';
import { useEffect, useState, type ReactNode } from 'react';
import { isHtmlMenuFormat, MENU_DEFINITION_MESSAGES, MENU_FORMATS, MENU_NOT_SCRAPEABLE_REASONS, type MenuFormat, type MenuNotScrapeableReason } from '../../../domain/menuDefinitionSchemas';
import { isWebsite } from '../../../domain/websites';
import { DateTimeText } from '../../components/DateTimeText';
import { AppLink } from '../taskPage/AppLink';
import { AdditionalLinksDialog } from './AdditionalLinksDialog';
import { menuFormatLabel, notScrapeableReasonLabel } from './menuLabels';
import type { MenuDefinitionKeysRef } from './useMenuDefinitionCommands';
import { MENU_DEFINITION_SHORTCUTS } from './useMenuDefinitionCommands';
import type { MenuDefinitionForm } from './useMenuDefinitionForm';
import { useBrandLocations } from './useBrandLocations';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, border: 'none', margin: 0, padding: 0, minWidth: 0 },
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))', columnGap: tokens.spacingHorizontalXL, rowGap: tokens.spacingVerticalM, alignItems: 'start' },
  field: { paddingInlineStart: tokens.spacingHorizontalS, borderInlineStartWidth: '3px', borderInlineStartStyle: 'solid', borderInlineStartColor: 'transparent', minWidth: 0 },
  review: { borderInlineStartColor: tokens.colorPaletteMarigoldBorderActive, backgroundColor: tokens.colorPaletteMarigoldBackground1, borderRadius: tokens.borderRadiusMedium },
  changed: { borderInlineStartColor: tokens.colorBrandStroke1 },
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, minWidth: 0 },
  grow: { flexGrow: 1, minWidth: 0 },
  clip: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 },
  muted: { color: tokens.colorNeutralForeground3 },
});

export interface MenuBrandPanelProps {
  brand: { id: number; name: string; website: string | null };
  menuUpdatedAt: unknown;
  form: MenuDefinitionForm;
  highlighted: ReadonlySet<string>;
  readOnly: boolean;
  keys: MenuDefinitionKeysRef;
}

export function MenuBrandPanel({ brand, menuUpdatedAt, form, highlighted, readOnly, keys }: MenuBrandPanelProps) {
  const styles = useStyles();
  const { values, brandErrors } = form;
  const { menu, hasMenu } = values;
  const [linksOpen, setLinksOpen] = useState(false);
  const allLocations = useBrandLocations(brand.id);
  const [switching, setSwitching] = useState(false);

  const setHasMenu = async (on: boolean) => {
    if (on) return form.brand.setHasMenu(true, []);
    // Off switches every location that used the brand menu to no menu, on every page.
    setSwitching(true);
    try {
      form.brand.setHasMenu(false, await allLocations());
    } finally {
      setSwitching(false);
    }
  };
  const htmlFormat = isHtmlMenuFormat(menu.format);
  const notScrapeable = menu.format === 'HTML_NOT_SCRAPEABLE';

  useEffect(() => {
    keys.current.toggleHasMenu = () => !readOnly && !switching && void setHasMenu(!hasMenu);
    keys.current.additionalLinks = () => !readOnly && hasMenu && htmlFormat && setLinksOpen(true);
  });

  const cell = (key: string, content: ReactNode) => (
    <div
      className={mergeClasses(styles.field, highlighted.has(key) && styles.review, form.changedFields.includes(key) && styles.changed)}
      {...(highlighted.has(key) ? { 'data-review': 'define' } : {})}
    >
      {content}
      {highlighted.has(key) ? (
        <Badge size="small" appearance="tint" color="warning">
          Changed in Define
        </Badge>
      ) : null}
    </div>
  );

  const url = menu.url.trim();
  const urlError = brandErrors.url ?? (url !== '' && !isWebsite(url) ? MENU_DEFINITION_MESSAGES.websiteInvalid : undefined);
  const reasonError = brandErrors.notScrapeableReason;
  const formatError = brandErrors.format;
  const linksError = brandErrors.additionalUrls;

  return (
    <fieldset className={styles.root} disabled={readOnly} aria-label="Brand fields">
      <div className={styles.grid}>
        {cell(
          'id',
          <Field label="ID">
            <AppLink to={`/brands/${brand.id}`}>{brand.id}</AppLink>
          </Field>,
        )}
        {cell(
          'name',
          <Field label="Name">
            <Text className={styles.clip}>{brand.name}</Text>
          </Field>,
        )}
        {cell(
          'website',
          <Field label="Website">
            {brand.website ? (
              <div className={styles.row}>
                <Link href={brand.website} target="_blank" rel="noreferrer noopener" className={styles.clip}>
                  {brand.website}
                </Link>
                <OpenRegular aria-hidden="true" />
              </div>
            ) : (
              <Text className={styles.muted}>-</Text>
            )}
          </Field>,
        )}
        {cell(
          'hasMenu',
          <Field label="Has menu" hint={`${MENU_DEFINITION_SHORTCUTS.toggleHasMenu.toUpperCase()} toggles it. Off: locations using the brand menu get no menu.`}>
            <Switch label={hasMenu ? 'Yes' : 'No'} checked={hasMenu} disabled={switching} onChange={(_event, data) => void setHasMenu(data.checked)} />
          </Field>,
        )}
        {cell(
          'isExample',
          <Field label="Example menu">
            <Checkbox checked={menu.isExample === true} disabled={!hasMenu} onChange={(_event, data) => form.brand.set('isExample', data.checked === true)} />
          </Field>,
        )}
        {cell(
          'url',
          <Field label="Menu URL" required={hasMenu} validationMessage={hasMenu ? urlError : undefined} validationState={hasMenu && urlError ? 'error' : 'none'}>
            <div className={styles.row}>
              <Input className={styles.grow} type="url" value={menu.url} placeholder={hasMenu ? 'https://' : 'No brand menu'} disabled={!hasMenu} onChange={(_event, data) => form.brand.set('url', data.value)} />
              <Tooltip content="Open the menu in a new tab" relationship="label">
                <Button as="a" href={url || undefined} target="_blank" rel="noreferrer noopener" appearance="subtle" icon={<OpenRegular />} disabled={!hasMenu || !url || !isWebsite(url)} />
              </Tooltip>
            </div>
          </Field>,
        )}
        {cell(
          'format',
          <Field label="Menu format" required={hasMenu} validationMessage={hasMenu ? formatError : undefined} validationState={hasMenu && formatError ? 'error' : 'none'}>
            <Dropdown
              aria-label="Menu format"
              placeholder="Choose a format"
              disabled={!hasMenu}
              value={menu.format ? menuFormatLabel(menu.format) : ''}
              selectedOptions={menu.format ? [menu.format] : []}
              onOptionSelect={(_event, data) => form.brand.setFormat((data.optionValue as MenuFormat | undefined) ?? null)}
            >
              {MENU_FORMATS.map((format) => (
                <Option key={format} value={format}>
                  {menuFormatLabel(format)}
                </Option>
              ))}
            </Dropdown>
          </Field>,
        )}
        {cell(
          'notScrapeableReason',
          <Field label="Not scrapeable reason" required={hasMenu && notScrapeable} validationMessage={hasMenu ? reasonError : undefined} validationState={hasMenu && reasonError ? 'error' : 'none'} hint={notScrapeable ? undefined : 'For HTML not scrapeable menus'}>
            <Dropdown
              aria-label="Not scrapeable reason"
              placeholder={notScrapeable ? 'Choose a reason' : '-'}
              disabled={!hasMenu || !notScrapeable}
              value={menu.notScrapeableReason ? notScrapeableReasonLabel(menu.notScrapeableReason) : ''}
              selectedOptions={menu.notScrapeableReason ? [menu.notScrapeableReason] : []}
              onOptionSelect={(_event, data) => form.brand.set('notScrapeableReason', (data.optionValue as MenuNotScrapeableReason | undefined) ?? null)}
            >
              {MENU_NOT_SCRAPEABLE_REASONS.map((reason) => (
                <Option key={reason} value={reason}>
                  {notScrapeableReasonLabel(reason)}
                </Option>
              ))}
            </Dropdown>
          </Field>,
        )}
        {cell(
          'notScrapeableComment',
          <Field label="Not scrapeable comment">
            <Textarea resize="vertical" rows={1} value={menu.notScrapeableComment} disabled={!hasMenu || !notScrapeable} onChange={(_event, data) => form.brand.set('notScrapeableComment', data.value)} />
          </Field>,
        )}
        {cell(
          'availabilityComment',
          <Field label="Availability comment">
            <Textarea resize="vertical" rows={1} value={menu.availabilityComment} disabled={!hasMenu} onChange={(_event, data) => form.brand.set('availabilityComment', data.value)} />
          </Field>,
        )}
        {cell(
          'additionalUrls',
          <Field label="Additional links" validationMessage={hasMenu ? linksError : undefined} validationState={hasMenu && linksError ? 'error' : 'none'} hint={htmlFormat ? undefined : 'For HTML menus'}>
            <div className={styles.row}>
              <Tooltip content={`Add additional links (${MENU_DEFINITION_SHORTCUTS.additionalLinks.toUpperCase()})`} relationship="description">
                <Button icon={<LinkMultipleRegular />} disabled={!hasMenu || !htmlFormat} onClick={() => setLinksOpen(true)}>
                  Add additional links
                </Button>
              </Tooltip>
              {menu.additionalUrls.length ? (
                <Badge appearance="tint" color="informative" title={menu.additionalUrls.join('\n')}>
                  {menu.additionalUrls.length} {menu.additionalUrls.length === 1 ? 'link' : 'links'}
                </Badge>
              ) : null}
            </div>
          </Field>,
        )}
        {cell(
          'menuUpdatedAt',
          <Field label="Menu updated at">
            <Text>
              <DateTimeText value={menuUpdatedAt} />
            </Text>
          </Field>,
        )}
      </div>
      <Text size={200} className={styles.muted}>
        {readOnly ? 'This task is resolved: reopen it to change the menus here.' : form.changedFields.length ? `Unsaved brand menu changes: ${form.changedFields.length}` : 'No unsaved brand menu changes'}
      </Text>
      <AdditionalLinksDialog open={linksOpen} urls={menu.additionalUrls} onApply={(urls) => form.brand.set('additionalUrls', urls)} onClose={() => setLinksOpen(false)} />
    </fieldset>
  );
}
