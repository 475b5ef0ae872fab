// The menu's actions on the menu scraping task (spec 2, section 8): Rescrape menu, Create test case, Send menu for
// testing, Download scraping report and the scraping issue comment, each with its refusal
// (domain/menuScrapingActionRules.ts), its busy state and its keyboard shortcut (useMenuScrapingCommands.ts), and what
// the Rescrape and Scraping issue dialogs do when submitted. The editor (MenuScrapingEditor.tsx) shows them.
import { useEffect, useMemo, useState } from 'react';
import { useRelayEnvironment } from 'react-relay';
import { createTestCaseRefusal, rescrapeRefusal, sendForTestingRefusal, type ScrapingActionFacts, type ScrapingActor } from '../../../domain/menuScrapingActionRules';
import { isLeader } from '../../../machines/taskRules';
import { useNotify } from '../../app/notifications/useNotify';
import { useSession } from '../../app/session/useSession';
import { errorMessage } from '../../relay/errorMessage';
import { useSetMenuScrapingIssueCommentMutation } from '../menus/useSetMenuScrapingIssueCommentMutation';
import type { EditorMenu, EditorTask } from './MenuScrapingEditor';
import type { StoredScrapingMenu } from './menuScrapingForm';
import type { RescrapeDialogProps } from './RescrapeDialog';
import { downloadScrapingReport } from './scrapingDownloads';
import { useCreateMenuScrapingTestCaseMutation } from './useCreateMenuScrapingTestCaseMutation';
import type { MenuScrapingKeysRef } from './useMenuScrapingCommands';
import { useRescrapeMenuMutation } from './useRescrapeMenuMutation';
import { useSendMenuForTestingMutation, type MenuTestResult } from './useSendMenuForTestingMutation';

interface MenuScrapingActionsInput {
  task: EditorTask;
  menu: EditorMenu;
  stored: StoredScrapingMenu;
  readOnly: boolean;
  keys: MenuScrapingKeysRef;
  /** A rescrape was scheduled: the instructions' history has a new entry. */
  onRescrapeScheduled: () => void;
}

export function useMenuScrapingActions({ task, menu, stored, readOnly, keys, onRescrapeScheduled }: MenuScrapingActionsInput) {
  const environment = useRelayEnvironment();
  const notify = useNotify();
  const { user, permissions, can } = useSession();

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

  useEffect(() => {
    keys.current.rescrape = () => rescrape.refusal === null && !rescrape.busy && rescrape.run();
    keys.current.createTestCase = () => createTestCase.refusal === null && !createTestCase.busy && createTestCase.run();
    keys.current.sendForTesting = () => sendForTesting.refusal === null && !sendForTesting.busy && sendForTesting.run();
    keys.current.downloadReport = () => !downloadReport.busy && downloadReport.run();
    keys.current.scrapingIssueComment = () => editScrapingIssueComment.refusal === null && editScrapingIssueComment.run();
  });

  const rescrapeDialog = {
    open: rescrapeOpen,
    busy: rescrapeMutation.isInFlight,
    cancel: () => setRescrapeOpen(false),
    submit: (values: Parameters<RescrapeDialogProps['onSubmit']>[0]) => {
      setRescrapeOpen(false);
      void menuAction(
        'Rescrape menu failed.',
        () => rescrapeMutation.run({ menuId: menu.databaseId, isDebugMode: values.isDebugMode, comment: values.comment }),
        () => 'Menu rescrape scheduled.',
      ).then((done) => done && onRescrapeScheduled());
    },
  };
  const issueCommentDialog = {
    open: issueCommentOpen,
    busy: settingIssueComment,
    cancel: () => setIssueCommentOpen(false),
    submit: (comment: string | null) => {
      setIssueCommentOpen(false);
      void menuAction(
        'Scraping issue',
        () => setIssueComment({ id: menu.id, scrapingIssueComment: comment }),
        () => (comment ? 'Scraping issue comment set' : 'Scraping issue comment removed'),
      );
    },
  };

  return { actor, facts, testResult, rescrape, createTestCase, sendForTesting, downloadReport, editScrapingIssueComment, rescrapeDialog, issueCommentDialog };
}

export type MenuScrapingActions = ReturnType<typeof useMenuScrapingActions>;
