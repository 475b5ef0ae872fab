// The scraping instructions panel (spec 2, section 2.6, HTML menus): the instructions as pretty JSON (read) or as text
// (edit), the version label, compare with the previous version side by side (above version 1), download, copy and
// upload (.json only: 'File does not contain a valid JSON format'; the server's schema messages then show here, under
// the instructions), a comment for the new version, the history, and "Try it": a run with the instructions being
// edited that shows the titles and dishes it found before anything is saved.
import {
  Badge,
  Button,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  Spinner,
  Textarea,
  ToggleButton,
  Tooltip,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import {
  ArrowDownloadRegular,
  ArrowUploadRegular,
  CodeRegular,
  CopyRegular,
  EditRegular,
  HistoryRegular,
  PlayRegular,
  SplitVerticalRegular,
} from '@fluentui/react-icons';
import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { parseInstructionsFile } from '../../../../domain/menuScrapingSchemas';
import { formatDateTime } from '../../../../domain/dates';
import { useNotify } from '../../../app/notifications/useNotify';
import { EmptyState } from '../../../components/EmptyState';
import { errorMessage } from '../../../relay/errorMessage';
import { downloadJson, scrapingInstructionsFileName } from '../../brands/scrapingInstructionsFile';
import { INSTRUCTIONS_TEXT_INVALID } from '../menuScrapingForm';
import type { ScrapingActor } from '../../../../domain/menuScrapingActionRules';
import { tryRefusal } from '../menuScrapingRules';
import { MENU_SCRAPING_SHORTCUTS, type MenuScrapingKeysRef } from '../useMenuScrapingCommands';
import type { MenuScrapingForm } from '../useMenuScrapingForm';
import { useTryMenuScrapingInstructionsMutation, type ScrapingTrialResult } from '../useTryMenuScrapingInstructionsMutation';
import { instructionsRefusalMessages, isValidationRefusal } from './instructionsMessages';
import { TrialResultView } from './TrialResultView';

// The history and the comparison load in their own chunk when first opened.
const InstructionsHistory = lazy(() => import('./InstructionsHistory').then((m) => ({ default: m.InstructionsHistory })));
const PreviousVersionCompare = lazy(() => import('./PreviousVersionCompare').then((m) => ({ default: m.PreviousVersionCompare })));

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  head: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  toolbar: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  spacer: { flexGrow: 1 },
  pre: {
    margin: 0,
    paddingBlock: tokens.spacingVerticalS,
    paddingInline: tokens.spacingHorizontalM,
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase300,
    color: tokens.colorNeutralForeground1,
    backgroundColor: tokens.colorNeutralBackground3,
    borderRadius: tokens.borderRadiusMedium,
    maxHeight: '480px',
    overflow: 'auto',
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
  },
  editor: { width: '100%' },
  editorText: {
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase300,
    minHeight: '320px',
    maxHeight: '640px',
  },
  comment: { maxWidth: '720px' },
  block: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusLarge,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  list: { margin: 0, paddingInlineStart: tokens.spacingHorizontalXL },
  hidden: { display: 'none' },
});

export interface InstructionsPanelProps {
  menuId: number;
  storedVersion: number;
  storedInstructions: unknown;
  form: MenuScrapingForm;
  readOnly: boolean;
  actor: ScrapingActor;
  keys: MenuScrapingKeysRef;
  /** The server's refusal of the instructions on the last save or resolve (schema messages), shown here. */
  savedRefusal: string[];
  onClearSavedRefusal(): void;
  /** Changes after each save, so the history and the comparison read again. */
  historyFetchKey: number;
}

export function InstructionsPanel({ menuId, storedVersion, storedInstructions, form, readOnly, actor, keys, savedRefusal, onClearSavedRefusal, historyFetchKey }: InstructionsPanelProps) {
  const styles = useStyles();
  const notify = useNotify();
  const tryMutation = useTryMenuScrapingInstructionsMutation();
  const hasStored = storedInstructions !== null && storedInstructions !== undefined;
  const [editing, setEditing] = useState(!hasStored && !readOnly);
  const [compareOpen, setCompareOpen] = useState(false);
  const [historyOpen, setHistoryOpen] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [tryRefused, setTryRefused] = useState<string[]>([]);
  const [trial, setTrial] = useState<{ result: ScrapingTrialResult; at: string } | null>(null);
  const fileInput = useRef<HTMLInputElement | null>(null);
  const suggestedComment = useRef<string | null>(null);
  const editor = useRef<HTMLTextAreaElement | null>(null);
  const panel = useRef<HTMLDivElement | null>(null);

  const text = form.values.instructionsText;
  const parsed = form.instructions;
  const textError = parsed === undefined ? INSTRUCTIONS_TEXT_INVALID : form.fieldErrors.scrapingInstructions;
  const edited = form.instructionsChanged;
  const tryBlocked = tryRefusal(form.values.format, parsed, actor) ?? (readOnly ? 'This task is done: reopen it to try other instructions.' : null);
  const compareOffered = storedVersion > 1 || (edited && storedVersion >= 1);
  const refusal = [...savedRefusal, ...tryRefused];

  const openEditor = () => {
    if (readOnly) return;
    setEditing(true);
    requestAnimationFrame(() => editor.current?.focus());
  };

  const runTry = async () => {
    if (tryBlocked || tryMutation.isInFlight) return;
    setTryRefused([]);
    onClearSavedRefusal();
    try {
      const response = await tryMutation.run({ menuId, scrapingInstructions: parsed });
      if (!response.trial) throw new Error('The scraper gave no answer.');
      setTrial({ result: response.trial, at: formatDateTime(new Date().toISOString()) });
    } catch (error) {
      if (isValidationRefusal(error)) setTryRefused(instructionsRefusalMessages(error));
      notify.error('Try scraping instructions failed.', errorMessage(error));
    }
  };

  const upload = async (file: File) => {
    const result = parseInstructionsFile(file.name, await file.text());
    if (!result.ok) {
      setUploadError(result.message);
      notify.error(result.message, `${file.name} was not taken in; the instructions on the page are unchanged.`);
      return;
    }
    setUploadError(null);
    setTryRefused([]);
    onClearSavedRefusal();
    form.setInstructionsText(JSON.stringify(result.value, null, 2));
    // A comment the person wrote stays; the one a previous upload suggested follows the new file.
    const comment = form.values.instructionsComment;
    if (!comment || comment === suggestedComment.current) {
      suggestedComment.current = `Uploaded ${file.name}`;
      form.setInstructionsComment(suggestedComment.current);
    }
    notify.success('Scraping instructions uploaded.', 'Try them, then save or resolve to keep them as a new version.');
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      notify.success('Scraping instructions copied.');
    } catch (error) {
      notify.error('Copy scraping instructions failed.', errorMessage(error));
    }
  };

  const download = () => {
    if (parsed === undefined || parsed === null) return;
    const name = edited ? `menu-${menuId}-scraping-instructions-edited.json` : scrapingInstructionsFileName(menuId, storedVersion);
    downloadJson(name, `${JSON.stringify(parsed, null, 2)}\n`);
  };

  useEffect(() => {
    keys.current.tryInstructions = () => void runTry();
    keys.current.uploadInstructions = () => !readOnly && fileInput.current?.click();
    keys.current.editInstructions = openEditor;
    keys.current.compareVersions = () => {
      if (!compareOffered) return;
      setCompareOpen(true);
      requestAnimationFrame(() => panel.current?.querySelector('[data-part="compare"]')?.scrollIntoView({ block: 'nearest' }));
    };
    keys.current.copyInstructions = () => void copy();
    keys.current.downloadInstructions = download;
    keys.current.instructionsHistory = () => setHistoryOpen(true);
  });

  const key = (name: keyof typeof MENU_SCRAPING_SHORTCUTS) => MENU_SCRAPING_SHORTCUTS[name]?.toUpperCase();

  return (
    <div className={styles.root} ref={panel}>
      <div className={styles.head}>
        {hasStored ? (
          <Badge appearance="tint" color="brand">
            Version {storedVersion}
          </Badge>
        ) : (
          <Badge appearance="tint" color="informative">
            No version saved
          </Badge>
        )}
        {edited ? (
          <Badge appearance="tint" color="warning">
            Edited, not saved
          </Badge>
        ) : null}
      </div>

      <div className={styles.toolbar} role="toolbar" aria-label="Scraping instructions">
        <Tooltip content={editing ? 'Back to the formatted view' : `Edit the JSON (${key('editInstructions')})`} relationship="description">
          <ToggleButton icon={<EditRegular />} checked={editing} disabled={readOnly} onClick={() => (editing ? setEditing(false) : openEditor())}>
            Edit
          </ToggleButton>
        </Tooltip>
        <Tooltip content={`Upload a .json file (${key('uploadInstructions')})`} relationship="description">
          <Button icon={<ArrowUploadRegular />} disabled={readOnly} onClick={() => fileInput.current?.click()}>
            Upload
          </Button>
        </Tooltip>
        <Button icon={<ArrowDownloadRegular />} disabled={parsed === undefined || parsed === null} onClick={download}>
          Download
        </Button>
        <Button icon={<CopyRegular />} disabled={text.trim() === ''} onClick={() => void copy()}>
          Copy
        </Button>
        <Tooltip content={compareOffered ? `Compare side by side (${key('compareVersions')})` : 'Offered from version 2, or once you edit saved instructions.'} relationship="description">
          <ToggleButton icon={<SplitVerticalRegular />} checked={compareOpen} disabled={!compareOffered} onClick={() => setCompareOpen(!compareOpen)}>
            Compare with previous version
          </ToggleButton>
        </Tooltip>
        <ToggleButton icon={<HistoryRegular />} checked={historyOpen} onClick={() => setHistoryOpen(!historyOpen)}>
          History
        </ToggleButton>
        <span className={styles.spacer} />
        <Tooltip content={tryBlocked ?? `Scrape with these instructions now, saving nothing (${key('tryInstructions')}, or Ctrl+Shift+Enter in the text)`} relationship="description">
          <Button
            appearance="primary"
            icon={tryMutation.isInFlight ? <Spinner size="tiny" /> : <PlayRegular />}
            disabledFocusable={tryBlocked !== null || tryMutation.isInFlight}
            onClick={() => void runTry()}
          >
            {tryMutation.isInFlight ? 'Trying…' : 'Try it'}
          </Button>
        </Tooltip>
        <input
          ref={fileInput}
          className={styles.hidden}
          type="file"
          accept=".json,application/json"
          aria-label="Upload scraping instructions file"
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            event.currentTarget.value = '';
            if (file) void upload(file);
          }}
        />
      </div>

      {uploadError ? (
        <MessageBar intent="error">
          <MessageBarBody>
            <MessageBarTitle>{uploadError}</MessageBarTitle>
            Upload a .json file that holds a JSON document.
          </MessageBarBody>
        </MessageBar>
      ) : null}
      {refusal.length ? (
        <MessageBar intent="error" layout="multiline">
          <MessageBarBody>
            <MessageBarTitle>The scraping instructions were refused</MessageBarTitle>
            <ul className={styles.list} aria-label="Instructions problems">
              {refusal.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          </MessageBarBody>
        </MessageBar>
      ) : null}

      {editing ? (
        <Field
          className={styles.editor}
          label="Instructions (JSON)"
          validationMessage={textError}
          validationState={textError ? 'error' : 'none'}
          hint={textError ? undefined : 'Our instructions format: pages, menu titles, dishes and their fields (docs/scraping-instructions.md).'}
        >
          <Textarea
            ref={editor}
            resize="vertical"
            rows={18}
            spellCheck={false}
            textarea={{ className: styles.editorText }}
            value={text}
            placeholder={'{\n  "format": 1,\n  "pages": [{ "url": "https://…" }],\n  "dishes": { "selector": "…", "fields": { "name": { "selector": "…" } } }\n}'}
            onChange={(_event, data) => form.setInstructionsText(data.value)}
          />
        </Field>
      ) : text.trim() ? (
        <pre className={styles.pre} role="region" aria-label="Scraping instructions JSON" tabIndex={0}>
          {parsed === undefined ? text : JSON.stringify(parsed, null, 2)}
        </pre>
      ) : (
        <EmptyState
          icon={<CodeRegular />}
          title="No scraping instructions yet"
          description="Write them or upload a .json file: where the menu is on the pages, its titles, dishes and their fields."
          actions={
            readOnly ? undefined : (
              <>
                <Button icon={<EditRegular />} onClick={openEditor}>
                  Write instructions
                </Button>
                <Button icon={<ArrowUploadRegular />} onClick={() => fileInput.current?.click()}>
                  Upload .json
                </Button>
              </>
            )
          }
        />
      )}

      {edited && !readOnly ? (
        <Field className={styles.comment} label="Comment for this version" hint="Kept with the new version in the history: why the instructions changed.">
          <Input value={form.values.instructionsComment} onChange={(_event, data) => form.setInstructionsComment(data.value)} placeholder="e.g. Desserts moved to a tab of their own" />
        </Field>
      ) : null}

      {trial ? <TrialResultView trial={trial.result} triedAt={trial.at} onClose={() => setTrial(null)} /> : null}

      {compareOpen && compareOffered ? (
        <div className={styles.block} data-part="compare">
          <Suspense fallback={<Spinner size="tiny" label="Loading the versions" />}>
            <PreviousVersionCompare menuId={menuId} storedVersion={storedVersion} currentText={text} edited={edited} fetchKey={historyFetchKey} />
          </Suspense>
        </div>
      ) : null}

      {historyOpen ? (
        <div className={styles.block}>
          <Suspense fallback={<Spinner size="tiny" label="Loading the history" />}>
            <InstructionsHistory menuId={menuId} fetchKey={historyFetchKey} />
          </Suspense>
        </div>
      ) : null}
    </div>
  );
}
