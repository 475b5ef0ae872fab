// The document file table (spec 2, sections 2.6 and 9): 2500 px wide, no pagination, scrolling sideways inside its
// card. Per file: the select box (only a file with a valid confirmed category can be selected; otherwise it is off and
// says why), the file name as its download, the inherited and predicted category and title, the confirmed category
// (the 17 categories by name) and title, the menu score as a bar, the dish count, the rationale and the file's text
// (collapsed, opened on demand). A row's save or done errors show under its own fields.
import { Caption1, Checkbox, Dropdown, Field, Input, Link, Option, ProgressBar, Text, Tooltip, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { MENU_FILE_CATEGORIES, type MenuFileCategory } from '../../../../domain/menuScrapingSchemas';
import { EditableTable, type EditableTableColumn } from '../../../components/EditableTable';
import { EmptyState } from '../../../components/EmptyState';
import { MENU_FILE_CATEGORY_LABELS, fileCategoryLabel, scorePercent, selectionRefusal } from './documentFilesForm';
import type { DocumentFilesForm } from './useDocumentFilesForm';

type DocumentFile = DocumentFilesForm['files'][number];

/** Column widths adding up to the spec's 2500 px. */
const WIDTHS = {
  select: 90,
  file: 260,
  inheritedCategory: 140,
  inheritedTitle: 200,
  predictedCategory: 140,
  predictedTitle: 200,
  category: 200,
  title: 260,
  score: 150,
  dishes: 90,
  rationale: 320,
  text: 450,
} as const;
export const FILE_TABLE_WIDTH_PX = Object.values(WIDTHS).reduce((sum, width) => sum + width, 0);

const useStyles = makeStyles({
  cell: { overflowWrap: 'anywhere', whiteSpace: 'normal', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  muted: { color: tokens.colorNeutralForeground3 },
  selectReason: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase100, lineHeight: tokens.lineHeightBase100 },
  score: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  fileText: {
    margin: 0,
    maxHeight: '320px',
    overflow: 'auto',
    whiteSpace: 'pre-wrap',
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase200,
    backgroundColor: tokens.colorNeutralBackground2,
    padding: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusMedium,
  },
  summary: { cursor: 'pointer', color: tokens.colorBrandForegroundLink },
});

function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

export interface DocumentFilesTableProps {
  form: DocumentFilesForm;
  readOnly: boolean;
  onDownload(file: DocumentFile): void;
}

export function DocumentFilesTable({ form, readOnly, onDownload }: DocumentFilesTableProps) {
  const styles = useStyles();
  const [activeIndex, setActiveIndex] = useState(0);
  const width = (px: number) => ({ width: `${px}px` });
  const choice = (file: DocumentFile) => form.choiceOf(file.databaseId) ?? { isSelected: false, fileCategory: null, fileTitle: '' };

  const columns: EditableTableColumn<DocumentFile>[] = [
    {
      id: 'select',
      header: 'Selected',
      width: `${WIDTHS.select}px`,
      render: (file) => {
        const current = choice(file);
        const refusal = selectionRefusal(current);
        return (
          <div className={styles.cell} style={width(WIDTHS.select)}>
            <Tooltip content={refusal ?? 'Scrape this file on Done'} relationship="description">
              <Checkbox
                aria-label={`Select ${file.fileName}`}
                checked={current.isSelected}
                disabled={readOnly || refusal !== null}
                onChange={(_event, data) => form.setSelected(file.databaseId, data.checked === true)}
              />
            </Tooltip>
            {refusal && !readOnly ? <span className={styles.selectReason}>Needs a category</span> : null}
          </div>
        );
      },
    },
    {
      id: 'file',
      header: 'File name',
      width: `${WIDTHS.file}px`,
      render: (file) => (
        <div className={styles.cell} style={width(WIDTHS.file)}>
          <Link
            href={file.url ?? undefined}
            title={`Download ${file.fileName}`}
            onClick={(event) => {
              event.preventDefault();
              onDownload(file);
            }}
          >
            <ArrowDownloadRegular aria-hidden="true" /> {file.fileName}
          </Link>
          <Caption1 className={styles.muted}>
            {file.contentType} · {formatBytes(file.byteSize)}
          </Caption1>
          <Caption1 className={styles.muted} title={file.sourceUrl}>
            {file.sourceUrl}
          </Caption1>
        </div>
      ),
    },
    {
      id: 'inheritedCategory',
      header: 'Inherited category',
      width: `${WIDTHS.inheritedCategory}px`,
      render: (file) => <Text className={styles.cell} style={width(WIDTHS.inheritedCategory)}>{fileCategoryLabel(file.fileInheritedCategory)}</Text>,
    },
    {
      id: 'inheritedTitle',
      header: 'Inherited title',
      width: `${WIDTHS.inheritedTitle}px`,
      render: (file) => <Text className={styles.cell} style={width(WIDTHS.inheritedTitle)}>{file.fileInheritedTitle || '-'}</Text>,
    },
    {
      id: 'predictedCategory',
      header: 'Predicted category',
      width: `${WIDTHS.predictedCategory}px`,
      render: (file) => <Text className={styles.cell} style={width(WIDTHS.predictedCategory)}>{fileCategoryLabel(file.filePredictionCategory)}</Text>,
    },
    {
      id: 'predictedTitle',
      header: 'Predicted title',
      width: `${WIDTHS.predictedTitle}px`,
      render: (file) => <Text className={styles.cell} style={width(WIDTHS.predictedTitle)}>{file.filePredictionTitle || '-'}</Text>,
    },
    {
      id: 'category',
      header: 'Confirmed category',
      width: `${WIDTHS.category}px`,
      render: (file) => {
        const current = choice(file);
        const error = form.rowErrors[file.databaseId]?.fileCategory;
        return (
          <div className={styles.cell} style={width(WIDTHS.category)}>
            <Field validationMessage={error} validationState={error ? 'error' : 'none'}>
              <Dropdown
                aria-label={`Confirmed category of ${file.fileName}`}
                placeholder="Choose a category"
                clearable
                disabled={readOnly}
                value={current.fileCategory ? MENU_FILE_CATEGORY_LABELS[current.fileCategory] : ''}
                selectedOptions={current.fileCategory ? [current.fileCategory] : []}
                onOptionSelect={(_event, data) => form.setCategory(file.databaseId, (data.optionValue as MenuFileCategory | undefined) ?? null)}
              >
                {MENU_FILE_CATEGORIES.map((category) => (
                  <Option key={category} value={category}>
                    {MENU_FILE_CATEGORY_LABELS[category]}
                  </Option>
                ))}
              </Dropdown>
            </Field>
          </div>
        );
      },
    },
    {
      id: 'title',
      header: 'Confirmed title',
      width: `${WIDTHS.title}px`,
      render: (file) => {
        const error = form.rowErrors[file.databaseId]?.fileTitle;
        return (
          <div className={styles.cell} style={width(WIDTHS.title)}>
            <Field validationMessage={error} validationState={error ? 'error' : 'none'}>
              <Input
                aria-label={`Confirmed title of ${file.fileName}`}
                placeholder={file.filePredictionTitle ?? 'Title'}
                disabled={readOnly}
                value={choice(file).fileTitle}
                onChange={(_event, data) => form.setTitle(file.databaseId, data.value)}
              />
            </Field>
          </div>
        );
      },
    },
    {
      id: 'score',
      header: 'Menu score',
      width: `${WIDTHS.score}px`,
      render: (file) => {
        const percent = scorePercent(file.filePredictionMenuScore);
        return (
          <div className={styles.score} style={width(WIDTHS.score)}>
            {percent === null ? (
              <Text className={styles.muted}>-</Text>
            ) : (
              <>
                <ProgressBar
                  value={percent / 100}
                  thickness="large"
                  color={percent >= 60 ? 'success' : percent >= 30 ? 'warning' : 'error'}
                  aria-label={`Menu score of ${file.fileName}`}
                  aria-valuetext={`${percent}%`}
                />
                <Text size={200}>{percent}%</Text>
              </>
            )}
          </div>
        );
      },
    },
    {
      id: 'dishes',
      header: 'Dish count',
      width: `${WIDTHS.dishes}px`,
      render: (file) => <Text className={styles.cell} style={width(WIDTHS.dishes)}>{file.filePredictionDishCount ?? '-'}</Text>,
    },
    {
      id: 'rationale',
      header: 'Rationale',
      width: `${WIDTHS.rationale}px`,
      render: (file) => <Text className={styles.cell} style={width(WIDTHS.rationale)}>{file.filePredictionRationale || '-'}</Text>,
    },
    {
      id: 'text',
      header: 'File text',
      width: `${WIDTHS.text}px`,
      render: (file) => (
        <div className={styles.cell} style={width(WIDTHS.text)}>
          {file.fileText ? (
            // A details element: it opens on a resolved task too (the table's controls are disabled there).
            <details>
              <summary className={styles.summary}>Show the file text ({file.fileText.length.toLocaleString('en-GB')} characters)</summary>
              <pre className={styles.fileText}>{file.fileText}</pre>
            </details>
          ) : (
            <Text className={styles.muted}>No text was read from this file.</Text>
          )}
        </div>
      ),
    },
  ];

  // The cells' fixed widths make the table 2500 px; the table's own region scrolls sideways inside the card.
  return (
      <EditableTable
        ariaLabel="Menu document files"
        columns={columns}
        items={form.files}
        getRowKey={(file) => file.id}
        rowMark={(file) => (form.changed.includes(file.databaseId) ? 'changed' : null)}
        activeIndex={activeIndex}
        onActiveIndexChange={setActiveIndex}
        keyboardShortcuts
        readOnly={readOnly}
        empty={<EmptyState title="No files yet" description="The crawl has found no menu files on this site yet. Recrawl (with fallback settings for broader link rules), or reject the crawl." />}
      />
  );
}
