// The document variant's 'Menu document files' section (spec 2, section 2.6): the actions (Use predictions, Reject
// crawl, Recrawl), the engine Done asks for when PDF_AI is configured, the last crawl rejection's comment, and the
// file table. Reject and Recrawl resolve the task and return to the scraping list, as Done does.
import { Button, Field, MessageBar, MessageBarBody, MessageBarTitle, Radio, RadioGroup, Tooltip, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowClockwiseRegular, DismissCircleRegular, SparkleRegular } from '@fluentui/react-icons';
import { useEffect, useState, type JSX } from 'react';
import { graphql, useFragment, useRelayEnvironment } from 'react-relay';
import { useNotify } from '../../../app/notifications/useNotify';
import { lazyWhenOpened } from '../../../components/lazyWhenOpened';
import { errorMessage } from '../../../relay/errorMessage';
import type { DocumentFilesSection_menu$key } from './__generated__/DocumentFilesSection_menu.graphql';
import { DocumentFilesTable } from './DocumentFilesTable';
import { DOCUMENT_MENU_MESSAGES } from './documentMenuMessages';
import { downloadMenuDocumentFile } from './menuDocumentFileDownload';
import { DOCUMENT_MENU_SHORTCUTS, useDocumentMenuCommands } from './useDocumentMenuCommands';
import type { DocumentFilesForm, ScrapingEngineChoice } from './useDocumentFilesForm';
import { useRecrawlDocumentMenuMutation } from './useRecrawlDocumentMenuMutation';
import { useRejectDocumentMenuMutation } from './useRejectDocumentMenuMutation';

// Dialogs load when first opened.
const RejectCrawlDialog = lazyWhenOpened(() => import('./RejectCrawlDialog').then((m) => m.RejectCrawlDialog));
const RecrawlDialog = lazyWhenOpened(() => import('./RecrawlDialog').then((m) => m.RecrawlDialog));

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  engine: { maxWidth: '640px' },
  comment: { whiteSpace: 'pre-wrap' },
});

export interface DocumentFilesSectionProps {
  menu: DocumentFilesSection_menu$key;
  form: DocumentFilesForm;
  taskId: string;
  taskModifiedDate: unknown;
  readOnly: boolean;
  rejectRefusal: string | null;
  recrawlRefusal: string | null;
  /** A reject or recrawl went through: the page forgets its changes and returns to the scraping list. */
  onResolved(): void;
}

export function DocumentFilesSection({ menu: menuKey, form, taskId, taskModifiedDate, readOnly, rejectRefusal, recrawlRefusal, onResolved }: DocumentFilesSectionProps) {
  const styles = useStyles();
  const menu = useFragment(
    graphql`
      fragment DocumentFilesSection_menu on Menu {
        crawlingRejectedComment
        menuCrawlingJob {
          useFallbackSettings
        }
      }
    `,
    menuKey,
  );
  const environment = useRelayEnvironment();
  const notify = useNotify();
  const rejectMutation = useRejectDocumentMenuMutation();
  const recrawlMutation = useRecrawlDocumentMenuMutation();
  const [rejectOpen, setRejectOpen] = useState(false);
  const [recrawlOpen, setRecrawlOpen] = useState(false);
  const keys = useDocumentMenuCommands(true, readOnly);

  const download = (file: DocumentFilesForm['files'][number]) => {
    downloadMenuDocumentFile(environment, file).catch((error: unknown) => notify.error(DOCUMENT_MENU_MESSAGES.downloadFailed, errorMessage(error)));
  };

  /** Reject keeps the files' choices: the changed ones are sent, checked as on save (their errors go on their rows). */
  const openReject = () => {
    const check = form.check('save');
    if (!check.ok) {
      notify.error(DOCUMENT_MENU_MESSAGES.rejectFailed, check.errors.join('\n'));
      return;
    }
    setRejectOpen(true);
  };

  const reject = async (comment: string) => {
    const check = form.check('save');
    if (!check.ok) return setRejectOpen(false);
    try {
      await rejectMutation.run({ id: taskId, expectedModifiedDate: taskModifiedDate, menuDocumentFilesData: check.menuDocumentFilesData, crawlingRejectedComment: comment });
      setRejectOpen(false);
      notify.success(DOCUMENT_MENU_MESSAGES.rejected);
      onResolved();
    } catch (error) {
      notify.error(DOCUMENT_MENU_MESSAGES.rejectFailed, errorMessage(error));
    }
  };

  const recrawl = async (useFallbackSettings: boolean) => {
    try {
      await recrawlMutation.run({ id: taskId, expectedModifiedDate: taskModifiedDate, useFallbackSettings });
      setRecrawlOpen(false);
      notify.success(DOCUMENT_MENU_MESSAGES.recrawled);
      onResolved();
    } catch (error) {
      notify.error(DOCUMENT_MENU_MESSAGES.recrawlFailed, errorMessage(error));
    }
  };

  const busy = rejectMutation.isInFlight || recrawlMutation.isInFlight;
  const predictionsRefusal = readOnly ? 'This task is done.' : form.predictionsOffered ? null : 'Every file already has a confirmed category and title.';

  useEffect(() => {
    keys.current.rejectCrawl = () => rejectRefusal === null && !busy && openReject();
    keys.current.recrawl = () => recrawlRefusal === null && !busy && setRecrawlOpen(true);
    keys.current.applyPredictions = () => predictionsRefusal === null && form.applyPredictions();
    keys.current.downloadFirstFile = () => {
      const first = form.files[0];
      if (first) download(first);
    };
  });

  const action = (label: string, icon: JSX.Element, refusal: string | null, hint: string, shortcut: string | undefined, run: () => void) => (
    <Tooltip content={refusal ?? (shortcut ? `${hint} (${shortcut.toUpperCase()})` : hint)} relationship="description">
      <Button icon={icon} disabledFocusable={refusal !== null || busy} onClick={run}>
        {label}
      </Button>
    </Tooltip>
  );

  return (
    <div className={styles.root}>
      <div className={styles.actions} role="toolbar" aria-label="Document menu actions">
        {action('Use predictions', <SparkleRegular />, predictionsRefusal, 'Fill empty confirmed categories and titles with the predicted (or inherited) ones', DOCUMENT_MENU_SHORTCUTS.applyPredictions, form.applyPredictions)}
        {action('Reject crawl', <DismissCircleRegular />, rejectRefusal, 'The files found are not this menu: resolve the task by rejecting the crawl', DOCUMENT_MENU_SHORTCUTS.rejectCrawl, openReject)}
        {action('Recrawl', <ArrowClockwiseRegular />, recrawlRefusal, 'Crawl the site again, optionally with broader link rules', DOCUMENT_MENU_SHORTCUTS.recrawl, () => setRecrawlOpen(true))}
      </div>
      {menu.crawlingRejectedComment ? (
        <MessageBar intent="warning" layout="multiline">
          <MessageBarBody>
            <MessageBarTitle>Crawl rejected</MessageBarTitle>
            <span className={styles.comment}>{menu.crawlingRejectedComment}</span>
          </MessageBarBody>
        </MessageBar>
      ) : null}
      {form.isPdfAiEngineAvailable && !readOnly ? (
        <Field label="Scraping engine on Done" className={styles.engine}>
          <RadioGroup layout="horizontal" value={form.engine} onChange={(_event, data) => form.setEngine(data.value as ScrapingEngineChoice)}>
            <Radio value="MULTI_FORMAT" label="Multi-format (rules, default)" />
            <Radio value="PDF_AI" label="PDF AI (model endpoint)" />
          </RadioGroup>
        </Field>
      ) : null}
      <DocumentFilesTable form={form} readOnly={readOnly} onDownload={download} />

      <RejectCrawlDialog open={rejectOpen} busy={rejectMutation.isInFlight} onCancel={() => setRejectOpen(false)} onSubmit={(comment) => void reject(comment)} />
      <RecrawlDialog
        open={recrawlOpen}
        busy={recrawlMutation.isInFlight}
        lastUsedFallbackSettings={menu.menuCrawlingJob?.useFallbackSettings ?? false}
        onCancel={() => setRecrawlOpen(false)}
        onSubmit={(useFallbackSettings) => void recrawl(useFallbackSettings)}
      />
    </div>
  );
}
