// The menu scraping task's editor (spec 2, sections 2.6, 4, 5, 8 and 9): 'HTML Menu Scraping Task' or 'Document Menu
// Scraping Task', then the sections Menu, Scraping instructions (HTML menus), Scraping service information, Crawling
// Service Information and Menu Specification below the frame's Brand and Task panels. It plugs into the frame through
// taskPage/taskEditor.ts (dirty state, the section 5 payload checked first, Save held back until something changed,
// the title); Done, 'Resolve with debug mode scraping', the resolve question, the unsaved-changes prompt and the return
// to the scraping list after resolving are the frame's. While a scrape of the menu runs, the page reads the task again
// every few seconds so the job's outcome shows without a reload. A PDF or image menu (domain/menuScrapingSchemas.ts
// isDocumentFormat) gets the document variant (documents/): the file table, Reject crawl and Recrawl, the document
// job's summary and the crawl's information; its files travel with save and done as menuDocumentFilesData.
import { Accordion, AccordionHeader, AccordionItem, AccordionPanel, makeStyles, tokens } from '@fluentui/react-components';
import { Suspense, useEffect, useMemo, useState } from 'react';
import { fetchQuery, graphql, useFragment, useRelayEnvironment } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import { isLeader } from '../../../machines/taskRules';
import type { MenuFormat, MenuNotScrapeableReason } from '../../../domain/menuSchemas';
import { isDocumentFormat } from '../../../domain/menuScrapingSchemas';
import { useNotify } from '../../app/notifications/useNotify';
import { useSession } from '../../app/session/useSession';
import { EmptyState } from '../../components/EmptyState';
import { lazyWhenOpened } from '../../components/lazyWhenOpened';
import { errorMessage, errorType } from '../../relay/errorMessage';
import { useSetMenuScrapingIssueCommentMutation } from '../menus/useSetMenuScrapingIssueCommentMutation';
import { PanelFallback } from '../taskEditors/PanelFallback';
import { useCheckNotifications } from '../taskEditors/useCheckNotifications';
import { taskListByType } from '../tasks/taskListDefinitions';
import { rememberedFilters } from '../tasks/taskListQueryString';
import { listPathWith } from '../taskPage/taskPageLogic';
import { StaleSaveBanner } from '../taskEditors/StaleSaveBanner';
import type { TaskQueryTask } from '../taskPage/taskEditor';
import { TaskFrame } from '../taskPage/TaskFrame';
import type { TaskPageKind } from '../taskPage/taskKindBySlug';
import type { MenuScrapingEditor_task$data, MenuScrapingEditor_task$key } from './__generated__/MenuScrapingEditor_task.graphql';
import { InstructionsPanel } from './instructions/InstructionsPanel';
import { instructionsRefusalMessages, isInstructionsRefusal } from './instructions/instructionsMessages';
import { CrawlingServiceInformation } from './CrawlingServiceInformation';
import { MenuPanel } from './MenuPanel';
import { MenuSpecificationPanel } from './MenuSpecificationPanel';
import type { StoredScrapingMenu } from './menuScrapingForm';
import { createTestCaseRefusal, rescrapeRefusal, sendForTestingRefusal, type ScrapingActionFacts, type ScrapingActor } from '../../../domain/menuScrapingActionRules';
import { menuScrapingTitle } from './menuScrapingRules';
import { downloadScrapingReport } from './scrapingDownloads';
import { ScrapingServicePanel } from './ScrapingServicePanel';
import { useCreateMenuScrapingTestCaseMutation } from './useCreateMenuScrapingTestCaseMutation';
import { useMenuScrapingCommands } from './useMenuScrapingCommands';
import { useMenuScrapingForm } from './useMenuScrapingForm';
import { useRescrapeMenuMutation } from './useRescrapeMenuMutation';
import { useSendMenuForTestingMutation, type MenuTestResult } from './useSendMenuForTestingMutation';
import { DocumentFilesSection } from './documents/DocumentFilesSection';
import { recrawlRefusal, rejectCrawlRefusal, type DocumentTaskFacts } from './documents/documentMenuActionRules';
import { DocumentScrapingSummary } from './documents/DocumentScrapingSummary';
import { useDocumentFilesForm } from './documents/useDocumentFilesForm';

// Dialogs load when first opened.
const RescrapeDialog = lazyWhenOpened(() => import('./RescrapeDialog').then((m) => m.RescrapeDialog));
const CommentDialog = lazyWhenOpened(() => import('../taskPage/CommentDialog').then((m) => m.CommentDialog));

/** How often the page reads the task again while a scrape of its menu runs. */
const SCRAPE_POLL_MS = 3000;

const useStyles = makeStyles({
  panels: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  item: {
    backgroundColor: tokens.colorNeutralBackground1,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow2,
  },
  panel: { paddingInline: tokens.spacingHorizontalL, paddingBottom: tokens.spacingVerticalL, marginInline: 0 },
});

const SECTIONS = ['menu', 'instructions', 'documents', 'scraping', 'crawling', 'specification'];

export function MenuScrapingEditor({ kind, task: taskKey }: { kind: TaskPageKind; task: TaskQueryTask }) {
  const task = useFragment<MenuScrapingEditor_task$key>(
    graphql`
      fragment MenuScrapingEditor_task on Task {
        id
        databaseId
        status
        modifiedDate
        isInScrapingCluster
        assignedTo {
          databaseId
        }
        ... on MenuScrapingTask {
          menu {
            id
            databaseId
            url
            format
            status
            scrapingType
            notScrapeableReason
            notScrapeableComment
            availabilityComment
            additionalUrls
            scrapingIssueComment
            scrapingInstructions
            scrapingInstructionsVersion
            menuScrapingClusterId
            isHtmlMenuScrapedInDebugMode
            isDeleted
            isScrapeRunning
            modifiedDate
            ...ScrapingServicePanel_menu
            ...MenuSpecificationPanel_menu
            ...useDocumentFilesForm_menu
            ...DocumentFilesSection_menu
            ...DocumentScrapingSummary_menu
            ...CrawlingServiceInformation_menu
          }
        }
      }
    `,
    // The five kinds' queries share the gateway's generated type; this kind's query spreads this fragment
    // (taskPage/taskDocumentsMenuScraping.ts).
    taskKey as unknown as MenuScrapingEditor_task$key,
  );
  // Always there on a menu scraping task; the fragment is on Task because the resolve answers a Task.
  if (!task.menu) return <TaskFrame kind={kind} task={taskKey} />;
  return <MenuScrapingWorkspace kind={kind} taskKey={taskKey} task={task} menu={task.menu} />;
}

type EditorTask = MenuScrapingEditor_task$data;
type EditorMenu = NonNullable<EditorTask['menu']>;

function MenuScrapingWorkspace({ kind, taskKey, task, menu }: { kind: TaskPageKind; taskKey: TaskQueryTask; task: EditorTask; menu: EditorMenu }) {
  const styles = useStyles();
  const environment = useRelayEnvironment();
  const notify = useNotify();
  const { user, permissions, can } = useSession();

  const stored = useMemo<StoredScrapingMenu>(
    () => ({
      format: (menu.format as MenuFormat | null) ?? null,
      notScrapeableReason: (menu.notScrapeableReason as MenuNotScrapeableReason | null) ?? null,
      notScrapeableComment: menu.notScrapeableComment ?? null,
      availabilityComment: menu.availabilityComment ?? null,
      additionalUrls: menu.additionalUrls ?? null,
      scrapingInstructions: (menu.scrapingInstructions as unknown) ?? null,
    }),
    [menu.format, menu.notScrapeableReason, menu.notScrapeableComment, menu.availabilityComment, menu.additionalUrls, menu.scrapingInstructions],
  );
  const form = useMenuScrapingForm(stored);
  const readOnly = task.status === 'RESOLVED';
  const storedIsHtml = stored.format === 'HTML';
  const showsInstructions = form.values.format === 'HTML' || storedIsHtml;
  const keys = useMenuScrapingCommands(readOnly, showsInstructions);
  const documents = useDocumentFilesForm(menu);
  const storedIsDocument = isDocumentFormat(stored.format);
  const showsDocuments = storedIsDocument || isDocumentFormat(form.values.format);
  // Spec 2, section 5: the files travel only while the format is PDF or IMAGE.
  const sendsDocuments = isDocumentFormat(form.values.format);
  const showDocumentCheck = useCheckNotifications('document-files');
  const navigate = useNavigate();

  const [openSections, setOpenSections] = useState<string[]>(SECTIONS);
  const [conflict, setConflict] = useState(false);
  const [reloading, setReloading] = useState(false);
  const [savedRefusal, setSavedRefusal] = useState<string[]>([]);
  const [historyFetchKey, setHistoryFetchKey] = useState(0);
  const [rescrapeOpen, setRescrapeOpen] = useState(false);
  const [issueCommentOpen, setIssueCommentOpen] = useState(false);
  const [testResult, setTestResult] = useState<MenuTestResult | null>(null);
  const [downloadingReport, setDownloadingReport] = useState(false);

  const rescrapeMutation = useRescrapeMenuMutation();
  const testCaseMutation = useCreateMenuScrapingTestCaseMutation();
  const sendForTestingMutation = useSendMenuForTestingMutation();
  const [setIssueComment, settingIssueComment] = useSetMenuScrapingIssueCommentMutation();

  const actor = useMemo<ScrapingActor>(
    () => ({
      id: user?.databaseId ?? -1,
      isLeader: user ? isLeader({ id: user.databaseId, roleName: '', permissions }) : false,
      mayScrape: can('menuScrapingTask.resolve') || can('menuScrapingTask.admin'),
    }),
    [user, permissions, can],
  );
  const facts: ScrapingActionFacts = {
    assignedToId: task.assignedTo?.databaseId ?? null,
    isInScrapingCluster: task.isInScrapingCluster,
    menu: {
      status: menu.status,
      format: stored.format,
      scrapingType: menu.scrapingType ?? null,
      isDeleted: menu.isDeleted,
      isScrapeRunning: menu.isScrapeRunning,
      hasInstructions: stored.scrapingInstructions !== null,
    },
  };

  const reloadTask = () => fetchQuery(environment, kind.documents.query, { id: String(task.databaseId) }, { fetchPolicy: 'network-only' }).toPromise();

  // While a scrape or a crawl runs, read the task again until it ends (the job, the menu's status, its titles and
  // dishes or the files found).
  const isRunning = menu.isScrapeRunning || menu.status === 'CRAWL_SCHEDULED';
  useEffect(() => {
    if (!isRunning) return;
    const timer = window.setInterval(() => {
      reloadTask().catch(() => undefined);
    }, SCRAPE_POLL_MS);
    return () => window.clearInterval(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isRunning, task.databaseId]);

  const reload = () => {
    setReloading(true);
    reloadTask()
      .then(() => setConflict(false))
      .catch(() => undefined)
      .finally(() => setReloading(false));
  };

  /** Runs a menu action with the spec's failure title; answers whether it went through. */
  async function menuAction<R>(failure: string, send: () => Promise<R>, success?: (response: R) => string): Promise<boolean> {
    try {
      const response = await send();
      if (success) notify.success(success(response));
      return true;
    } catch (error) {
      notify.error(failure, errorMessage(error));
      return false;
    }
  }

  const rescrape = {
    refusal: readOnly && !actor.isLeader && facts.assignedToId !== actor.id ? 'This task is done.' : rescrapeRefusal(facts, actor),
    busy: rescrapeMutation.isInFlight,
    run: () => setRescrapeOpen(true),
  };
  const createTestCase = {
    refusal: createTestCaseRefusal(facts, actor),
    busy: testCaseMutation.isInFlight,
    run: () =>
      void menuAction(
        'Create test case failed.',
        () => testCaseMutation.run({ id: menu.databaseId }),
        (response) => `Test case ${response.testCase.databaseId} created: ${response.testCase.pageCount} pages, ${response.testCase.dishCount} dishes.`,
      ),
  };
  const sendForTesting = {
    refusal: sendForTestingRefusal(facts, actor),
    busy: sendForTestingMutation.isInFlight,
    run: () => {
      setTestResult(null);
      void menuAction(
        'Sent menu for testing failed.',
        async () => {
          const response = await sendForTestingMutation.run({ id: menu.databaseId });
          setTestResult(response.result);
          return response;
        },
        () => 'Menu sent for testing.',
      );
    },
  };
  const downloadReport = {
    refusal: null,
    busy: downloadingReport,
    run: () => {
      setDownloadingReport(true);
      void menuAction('Download scraping report failed.', () => downloadScrapingReport(environment, menu.databaseId)).finally(() => setDownloadingReport(false));
    },
  };
  const editScrapingIssueComment = {
    refusal: can('menu.update') || actor.mayScrape ? null : 'You do not have permission to comment on menus.',
    busy: settingIssueComment,
    run: () => setIssueCommentOpen(true),
  };

  const documentFacts: DocumentTaskFacts = {
    status: task.status === 'NOT_STARTED' || task.status === 'STARTED' || task.status === 'REOPENED' ? task.status : 'RESOLVED',
    assignedToId: facts.assignedToId,
    isInScrapingCluster: task.isInScrapingCluster,
    menuStatus: menu.status,
  };
  const taskActor = user ? { id: user.databaseId, roleName: '', permissions } : null;
  const documentsDirty = sendsDocuments && documents.isDirty;

  useEffect(() => {
    keys.current.rescrape = () => rescrape.refusal === null && !rescrape.busy && rescrape.run();
    keys.current.createTestCase = () => createTestCase.refusal === null && !createTestCase.busy && createTestCase.run();
    keys.current.sendForTesting = () => sendForTesting.refusal === null && !sendForTesting.busy && sendForTesting.run();
    keys.current.downloadReport = () => !downloadReport.busy && downloadReport.run();
    keys.current.scrapingIssueComment = () => editScrapingIssueComment.refusal === null && editScrapingIssueComment.run();
  });

  return (
    <TaskFrame
      kind={kind}
      task={taskKey}
      editor={{
        title: menuScrapingTitle(stored.format),
        isDirty: form.isDirty || documentsDirty,
        saveRefusal: documentsDirty ? null : form.saveRefusal,
        payload: (purpose) => {
          const payload = form.payload(purpose);
          if (payload) setSavedRefusal([]);
          if (!sendsDocuments) return payload;
          // Both checks run so every error shows at once: the menu's under its fields, the files' on their rows.
          const files = documents.check(purpose);
          showDocumentCheck(files.ok ? [] : files.errors);
          if (!files.ok) setOpenSections((open) => (open.includes('documents') ? open : [...open, 'documents']));
          if (!payload || !files.ok) return null;
          return purpose === 'resolve'
            ? { ...payload, menuDocumentFilesData: files.menuDocumentFilesData, isDefaultScrapingEngine: documents.isDefaultScrapingEngine }
            : { ...payload, menuDocumentFilesData: files.menuDocumentFilesData };
        },
        onSaved: () => {
          form.reset();
          documents.reset();
          setConflict(false);
          setSavedRefusal([]);
          setHistoryFetchKey((key) => key + 1);
        },
        onFailed: (_purpose, title, error) => {
          if (errorType(error) === 'CONFLICT') {
            setConflict(true);
            notify.error(title, `${errorMessage(error)}\nYour changes are still on the page: reload the task, check them and save again.`);
            return true;
          }
          // The instructions' schema messages show under the instructions, where the person is looking.
          if (isInstructionsRefusal(error)) {
            setSavedRefusal(instructionsRefusalMessages(error));
            setOpenSections((open) => (open.includes('instructions') ? open : [...open, 'instructions']));
          }
          return false;
        },
        banners: conflict ? <StaleSaveBanner onReload={reload} reloading={reloading} /> : null,
      }}
    >
      <Accordion className={styles.panels} multiple collapsible openItems={openSections} onToggle={(_event, data) => setOpenSections(data.openItems.map(String))}>
        <AccordionItem value="menu" className={styles.item}>
          <AccordionHeader as="h2" size="large">
            Menu
          </AccordionHeader>
          <AccordionPanel className={styles.panel}>
            <MenuPanel
              menu={{
                databaseId: menu.databaseId,
                url: menu.url ?? null,
                status: menu.status,
                scrapingType: menu.scrapingType ?? null,
                scrapingIssueComment: menu.scrapingIssueComment ?? null,
                menuScrapingClusterId: menu.menuScrapingClusterId ?? null,
                isHtmlMenuScrapedInDebugMode: menu.isHtmlMenuScrapedInDebugMode,
                modifiedDate: menu.modifiedDate,
              }}
              form={form}
              readOnly={readOnly}
              rescrape={rescrape}
              createTestCase={createTestCase}
              sendForTesting={sendForTesting}
              downloadReport={downloadReport}
              editScrapingIssueComment={editScrapingIssueComment}
              testResult={testResult}
            />
          </AccordionPanel>
        </AccordionItem>
        {showsDocuments ? (
          <AccordionItem value="documents" className={styles.item}>
            <AccordionHeader as="h2" size="large">
              Menu document files
            </AccordionHeader>
            <AccordionPanel className={styles.panel}>
              <DocumentFilesSection
                menu={menu}
                form={documents}
                taskId={task.id}
                taskModifiedDate={task.modifiedDate}
                readOnly={readOnly}
                rejectRefusal={rejectCrawlRefusal(documentFacts, taskActor)}
                recrawlRefusal={recrawlRefusal(documentFacts, taskActor)}
                onResolved={() => {
                  form.reset();
                  documents.reset();
                  void navigate(listPathWith('MENU_SCRAPING', rememberedFilters(taskListByType('MENU_SCRAPING'))));
                }}
              />
            </AccordionPanel>
          </AccordionItem>
        ) : null}
        {showsInstructions ? (
          <AccordionItem value="instructions" className={styles.item}>
            <AccordionHeader as="h2" size="large">
              Scraping instructions
            </AccordionHeader>
            <AccordionPanel className={styles.panel}>
              {form.values.format === 'HTML' ? (
                <InstructionsPanel
                  menuId={menu.databaseId}
                  storedVersion={menu.scrapingInstructionsVersion}
                  storedInstructions={stored.scrapingInstructions}
                  form={form}
                  readOnly={readOnly}
                  actor={actor}
                  keys={keys}
                  savedRefusal={savedRefusal}
                  onClearSavedRefusal={() => setSavedRefusal([])}
                  historyFetchKey={historyFetchKey}
                />
              ) : (
                <EmptyState title="No instructions for this format" description="Scraping instructions are for HTML menus: saving this format clears the menu’s instructions." />
              )}
            </AccordionPanel>
          </AccordionItem>
        ) : null}
        <AccordionItem value="scraping" className={styles.item}>
          <AccordionHeader as="h2" size="large">
            Scraping service information
          </AccordionHeader>
          <AccordionPanel className={styles.panel}>
            {storedIsDocument ? <DocumentScrapingSummary menu={menu} /> : <ScrapingServicePanel menu={menu} />}
          </AccordionPanel>
        </AccordionItem>
        <AccordionItem value="crawling" className={styles.item}>
          <AccordionHeader as="h2" size="large">
            Crawling Service Information
          </AccordionHeader>
          <AccordionPanel className={styles.panel}>
            <CrawlingServiceInformation menu={menu} isDocument={storedIsDocument} />
          </AccordionPanel>
        </AccordionItem>
        <AccordionItem value="specification" className={styles.item}>
          <AccordionHeader as="h2" size="large">
            Menu Specification
          </AccordionHeader>
          <AccordionPanel className={styles.panel}>
            <Suspense fallback={<PanelFallback title="Menu Specification" rows={6} />}>
              <MenuSpecificationPanel menu={menu} />
            </Suspense>
          </AccordionPanel>
        </AccordionItem>
      </Accordion>

      <RescrapeDialog
        open={rescrapeOpen}
        offersDebugMode={storedIsHtml}
        busy={rescrapeMutation.isInFlight}
        onCancel={() => setRescrapeOpen(false)}
        onSubmit={(values) => {
          setRescrapeOpen(false);
          void menuAction(
            'Rescrape menu failed.',
            () => rescrapeMutation.run({ menuId: menu.databaseId, isDebugMode: values.isDebugMode, comment: values.comment }),
            () => 'Menu rescrape scheduled.',
          ).then((done) => done && setHistoryFetchKey((key) => key + 1));
        }}
      />
      <CommentDialog
        open={issueCommentOpen}
        title="Scraping issue"
        description="What is wrong with scraping this menu. Empty removes the comment."
        confirmLabel="Save comment"
        initialComment={menu.scrapingIssueComment}
        busy={settingIssueComment}
        onCancel={() => setIssueCommentOpen(false)}
        onSubmit={(comment) => {
          setIssueCommentOpen(false);
          void menuAction(
            'Scraping issue',
            () => setIssueComment({ id: menu.id, scrapingIssueComment: comment }),
            () => (comment ? 'Scraping issue comment set' : 'Scraping issue comment removed'),
          );
        }}
      />
    </TaskFrame>
  );
}
