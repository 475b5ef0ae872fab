// The Menu section (spec 2, section 2.6): the menu's number (to its detail page), URL, status and scraping type; the
// form's fields (format and not-scrapeable reason and comment with section 4's rule, availability comment, additional
// URLs for HTML menus); the scraping issue comment; and the menu's actions: Rescrape (with a comment), Create test
// case, Send menu for testing (its differences shown here) and Download scraping report.
import {
  Badge,
  Button,
  Divider,
  Dropdown,
  Field,
  Link,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  Option,
  Text,
  Textarea,
  Tooltip,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { ArrowClockwiseRegular, ArrowDownloadRegular, BeakerAddRegular, CommentRegular, OpenRegular, SendBeakerRegular } from '@fluentui/react-icons';
import type { JSX, ReactNode } from 'react';
import { MENU_FORMATS, MENU_NOT_SCRAPEABLE_REASONS, type MenuFormat, type MenuNotScrapeableReason } from '../../../domain/menuSchemas';
import { DateTimeText } from '../../components/DateTimeText';
import { AppLink } from '../taskPage/AppLink';
import { humanize } from '../taskPage/taskPageLogic';
import type { MenuScrapingField } from './menuScrapingForm';
import { MENU_SCRAPING_SHORTCUTS } from './useMenuScrapingCommands';
import type { MenuScrapingForm } from './useMenuScrapingForm';
import type { MenuTestResult } from './useSendMenuForTestingMutation';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, border: 'none', margin: 0, padding: 0, minWidth: 0 },
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))', columnGap: tokens.spacingHorizontalXL, rowGap: tokens.spacingVerticalM, alignItems: 'start' },
  field: { paddingInlineStart: tokens.spacingHorizontalS, borderInlineStartWidth: '3px', borderInlineStartStyle: 'solid', borderInlineStartColor: 'transparent', minWidth: 0 },
  changed: { borderInlineStartColor: tokens.colorBrandStroke1 },
  wide: { gridColumn: 'span 2' },
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, minWidth: 0 },
  clip: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 },
  muted: { color: tokens.colorNeutralForeground3 },
  comment: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  list: { margin: 0, paddingInlineStart: tokens.spacingHorizontalXL },
});

const FORMAT_LABELS: Record<MenuFormat, string> = { HTML: 'HTML', PDF: 'PDF', IMAGE: 'Image', DOCUMENT: 'Document', HTML_NOT_SCRAPEABLE: 'HTML not scrapeable' };

export interface MenuPanelMenu {
  databaseId: number;
  url: string | null;
  status: string;
  scrapingType: string | null;
  scrapingIssueComment: string | null;
  menuScrapingClusterId: number | null;
  isHtmlMenuScrapedInDebugMode: boolean;
  modifiedDate: unknown;
}

export interface MenuAction {
  refusal: string | null;
  busy: boolean;
  run(): void;
}

export interface MenuPanelProps {
  menu: MenuPanelMenu;
  form: MenuScrapingForm;
  readOnly: boolean;
  rescrape: MenuAction;
  createTestCase: MenuAction;
  sendForTesting: MenuAction;
  downloadReport: MenuAction;
  editScrapingIssueComment: MenuAction;
  testResult: MenuTestResult | null;
}

export function MenuPanel({ menu, form, readOnly, rescrape, createTestCase, sendForTesting, downloadReport, editScrapingIssueComment, testResult }: MenuPanelProps) {
  const styles = useStyles();
  const { values, fieldErrors } = form;
  const notScrapeable = values.format === 'HTML_NOT_SCRAPEABLE';
  const html = values.format === 'HTML' || notScrapeable;

  const cell = (field: MenuScrapingField | null, content: ReactNode, wide = false) => (
    <div className={mergeClasses(styles.field, field !== null && form.changed.includes(field) && styles.changed, wide && styles.wide)}>{content}</div>
  );
  const error = (field: MenuScrapingField) => ({ validationMessage: fieldErrors[field], validationState: fieldErrors[field] ? ('error' as const) : ('none' as const) });
  const action = (label: string, icon: JSX.Element, state: MenuAction, hint: string, shortcut?: string) => (
    <Tooltip content={state.refusal ?? (shortcut ? `${hint} (${shortcut.toUpperCase()})` : hint)} relationship="description">
      <Button icon={icon} disabledFocusable={state.refusal !== null || state.busy} onClick={state.run}>
        {label}
      </Button>
    </Tooltip>
  );

  return (
    <div className={styles.root}>
      <fieldset className={styles.root} disabled={readOnly} aria-label="Menu fields">
        <div className={styles.grid}>
          {cell(
            null,
            <Field label="Menu ID">
              <AppLink to={`/menus/${menu.databaseId}`}>{menu.databaseId}</AppLink>
            </Field>,
          )}
          {cell(
            null,
            <Field label="Menu URL">
              {menu.url ? (
                <div className={styles.row}>
                  <Link href={menu.url} target="_blank" rel="noreferrer noopener" className={styles.clip} title={menu.url}>
                    {menu.url}
                  </Link>
                  <OpenRegular aria-hidden="true" />
                </div>
              ) : (
                <Text className={styles.muted}>-</Text>
              )}
            </Field>,
          )}
          {cell(
            null,
            <Field label="Menu status">
              <div className={styles.row}>
                <Badge appearance="tint" color="brand">
                  {humanize(menu.status)}
                </Badge>
                {menu.isHtmlMenuScrapedInDebugMode ? (
                  <Badge appearance="tint" color="informative">
                    Debug mode
                  </Badge>
                ) : null}
              </div>
            </Field>,
          )}
          {cell(
            null,
            <Field label="Scraping type">
              <Text>{humanize(menu.scrapingType)}</Text>
            </Field>,
          )}
          {cell(
            'format',
            <Field label="Format" required {...error('format')}>
              <Dropdown
                aria-label="Format"
                disabled={readOnly}
                placeholder="Choose a format"
                value={values.format ? FORMAT_LABELS[values.format] : ''}
                selectedOptions={values.format ? [values.format] : []}
                onOptionSelect={(_event, data) => form.setFormat((data.optionValue as MenuFormat | undefined) ?? null)}
              >
                {MENU_FORMATS.map((format) => (
                  <Option key={format} value={format}>
                    {FORMAT_LABELS[format]}
                  </Option>
                ))}
              </Dropdown>
            </Field>,
          )}
          {cell(
            'notScrapeableReason',
            <Field label="Not scrapeable reason" required={notScrapeable} hint={notScrapeable ? undefined : 'For HTML not scrapeable menus'} {...error('notScrapeableReason')}>
              <Dropdown
                aria-label="Not scrapeable reason"
                placeholder={notScrapeable ? 'Choose a reason' : '-'}
                disabled={readOnly || !notScrapeable}
                value={values.notScrapeableReason ? humanize(values.notScrapeableReason) : ''}
                selectedOptions={values.notScrapeableReason ? [values.notScrapeableReason] : []}
                onOptionSelect={(_event, data) => form.setNotScrapeableReason((data.optionValue as MenuNotScrapeableReason | undefined) ?? null)}
              >
                {MENU_NOT_SCRAPEABLE_REASONS.map((reason) => (
                  <Option key={reason} value={reason}>
                    {humanize(reason)}
                  </Option>
                ))}
              </Dropdown>
            </Field>,
          )}
          {cell(
            'notScrapeableComment',
            <Field label="Not scrapeable comment" {...error('notScrapeableComment')}>
              <Textarea resize="vertical" rows={1} disabled={readOnly || !notScrapeable} value={values.notScrapeableComment ?? ''} onChange={(_event, data) => form.setNotScrapeableComment(data.value)} />
            </Field>,
          )}
          {cell(
            'availabilityComment',
            <Field label="Availability comment">
              <Textarea resize="vertical" rows={1} disabled={readOnly} value={values.availabilityComment} onChange={(_event, data) => form.setAvailabilityComment(data.value)} />
            </Field>,
          )}
          {cell(
            'additionalUrls',
            <Field label="Additional URLs" hint={html ? 'One per line: further pages of this menu.' : 'For HTML menus'} {...error('additionalUrls')}>
              <Textarea resize="vertical" rows={2} disabled={readOnly || !html} value={values.additionalUrlsText} placeholder="https://" onChange={(_event, data) => form.setAdditionalUrlsText(data.value)} />
            </Field>,
            true,
          )}
          {cell(
            null,
            <Field label="Scraping cluster">
              <Text>{menu.menuScrapingClusterId ?? '-'}</Text>
            </Field>,
          )}
          {cell(
            null,
            <Field label="Menu updated at">
              <Text>
                <DateTimeText value={menu.modifiedDate} />
              </Text>
            </Field>,
          )}
        </div>
      </fieldset>

      <div className={styles.grid}>
        {cell(
          null,
          <Field label="Scraping issue comment">
            <div className={styles.row}>
              <Text className={mergeClasses(styles.comment, !menu.scrapingIssueComment && styles.muted)}>{menu.scrapingIssueComment || 'None'}</Text>
              <Tooltip content={editScrapingIssueComment.refusal ?? `Set or remove the scraping issue comment (${MENU_SCRAPING_SHORTCUTS.scrapingIssueComment?.toUpperCase()})`} relationship="label">
                <Button size="small" appearance="subtle" icon={<CommentRegular />} disabledFocusable={editScrapingIssueComment.refusal !== null} onClick={editScrapingIssueComment.run} />
              </Tooltip>
            </div>
          </Field>,
          true,
        )}
      </div>

      <Divider />
      <div className={styles.actions} role="toolbar" aria-label="Menu actions">
        {action('Rescrape', <ArrowClockwiseRegular />, rescrape, 'Scrape the menu again with its saved instructions', MENU_SCRAPING_SHORTCUTS.rescrape)}
        {action('Create test case', <BeakerAddRegular />, createTestCase, 'Keep the pages and the current result as a regression check')}
        {action('Send menu for testing', <SendBeakerRegular />, sendForTesting, 'A dry run against the newest test case: reports differences, changes nothing')}
        {action('Download scraping report', <ArrowDownloadRegular />, downloadReport, 'The latest run’s report (.json)')}
      </div>
      {testResult ? (
        <MessageBar intent={testResult.isPassed ? 'success' : 'warning'} layout="multiline">
          <MessageBarBody>
            <MessageBarTitle>
              {testResult.isPassed ? 'Test passed' : 'Test found differences'}: test case {testResult.testCase.databaseId} (instructions version {testResult.testCase.instructionsVersion}), {humanize(testResult.scrapingStatus)}
            </MessageBarTitle>
            {testResult.differences.length ? (
              <ul className={styles.list} aria-label="Differences">
                {testResult.differences.map((difference) => (
                  <li key={difference}>{difference}</li>
                ))}
              </ul>
            ) : (
              'The run matched the stored result.'
            )}
          </MessageBarBody>
        </MessageBar>
      ) : null}
    </div>
  );
}
