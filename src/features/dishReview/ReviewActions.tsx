// The review's own actions above the titles and dishes (spec 2, sections 2.7, 5 and 8): Download the menu data (.json,
// read fresh; 'No menu data available for download'), Upload a corrected file (.json: 'Invalid JSON file', the structure
// messages, 'Uploaded data is identical to current data'; a valid file is saved at once: 'Menu data uploaded
// successfully'), Reject menu (RejectMenuDialog; 'Reject menu' saying whom the scraping task went to, then the dish
// review list) and Rescrape (resolves the
// review, then the list). A refused upload's message also stays under the toolbar until the next try.
import { Button, MessageBar, MessageBarBody, MessageBarTitle, Text, Tooltip, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular, ArrowSyncRegular, ArrowUploadRegular, DismissCircleRegular } from '@fluentui/react-icons';
import { useEffect, useRef, useState, type MutableRefObject, type ReactElement } from 'react';
import { useRelayEnvironment } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import { allowsDebugModeScraping } from '../../../domain/debugModeScraping';
import { DISH_REVIEW_MESSAGES } from '../../../domain/dishReviewSchemas';
import { isDocumentFormat } from '../../../domain/menuScrapingSchemas';
import { useNotify } from '../../app/notifications/useNotify';
import { lazyWhenOpened } from '../../components/lazyWhenOpened';
import { errorMessage, errorType } from '../../relay/errorMessage';
import { taskListByType } from '../tasks/taskListDefinitions';
import { rememberedFilters } from '../tasks/taskListQueryString';
import { listPathWith } from '../taskPage/taskPageLogic';
import { checkUpload, downloadMenuData, fetchMenuData } from './menuDataFile';
import { rejectedMenuNotice } from './rejectMenuForm';
import { shortcutLabel, type DishReviewKeys } from './useDishReviewCommands';
import { useRejectDocumentMenuMutation, useRejectHtmlMenuMutation, useRescrapeReviewMutation, useUploadMenuDataMutation } from './useDishReviewMutations';

const RejectMenuDialog = lazyWhenOpened(() => import('./RejectMenuDialog').then((m) => m.RejectMenuDialog));
const RescrapeReviewDialog = lazyWhenOpened(() => import('./RescrapeReviewDialog').then((m) => m.RescrapeReviewDialog));

const RESOLVE_FAILED = 'Resolve dish review task failed.';
const UPLOAD_FAILED = 'Save dish review task failed.';
const DOWNLOAD_FAILED = 'Failed to download menu data';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  bar: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  spacer: { flexGrow: 1 },
  edits: { color: tokens.colorNeutralForeground2, fontStyle: 'italic' },
});

export interface ReviewActionsProps {
  task: { id: string; databaseId: number; modifiedDate: unknown };
  menu: { databaseId: number; format: string | null; scrapedById: number | null };
  editCount: number;
  workRefusal: string | null;
  resolveRefusal: string | null;
  keys: MutableRefObject<Partial<DishReviewKeys>>;
  onUploaded(): void;
  /** Rejected or rescraped: the page is about to leave, the edits go with it. */
  onResolvedAway(): void;
  onConflict(): void;
}

export function ReviewActions({ task, menu, editCount, workRefusal, resolveRefusal, keys, onUploaded, onResolvedAway, onConflict }: ReviewActionsProps) {
  const styles = useStyles();
  const environment = useRelayEnvironment();
  const notify = useNotify();
  const navigate = useNavigate();
  const fileInput = useRef<HTMLInputElement>(null);
  const isDocument = isDocumentFormat(menu.format as never);
  const [busy, setBusy] = useState<null | 'download' | 'upload'>(null);
  const [uploadRefusal, setUploadRefusal] = useState<string | null>(null);
  const [dialog, setDialog] = useState<null | 'reject' | 'rescrape'>(null);
  const upload = useUploadMenuDataMutation();
  const rejectHtml = useRejectHtmlMenuMutation();
  const rejectDocument = useRejectDocumentMenuMutation();
  const rescrape = useRescrapeReviewMutation();

  const uploadBlock = workRefusal ?? (editCount > 0 ? 'Save your edits first: an upload replaces the menu’s titles and dishes.' : null);
  const toList = () => {
    onResolvedAway();
    // After the edits are dropped, so the unsaved-changes prompt does not ask.
    setTimeout(() => void navigate(listPathWith('DISH_REVIEW', rememberedFilters(taskListByType('DISH_REVIEW')))), 0);
  };
  const failed = (title: string, error: unknown) => {
    if (errorType(error) === 'CONFLICT') onConflict();
    notify.error(title, errorMessage(error));
  };

  const download = async () => {
    if (busy) return;
    setBusy('download');
    try {
      const outcome = await downloadMenuData(environment, menu.databaseId);
      if (!outcome.ok) notify.warning(outcome.message);
    } catch (error) {
      notify.error(DOWNLOAD_FAILED, errorMessage(error));
    } finally {
      setBusy(null);
    }
  };

  const refuseUpload = (message: string) => {
    setUploadRefusal(message);
    notify.error(message);
  };
  const uploadFile = async (file: File) => {
    setUploadRefusal(null);
    if (!file.name.toLowerCase().endsWith('.json')) return refuseUpload(DISH_REVIEW_MESSAGES.invalidJsonFile);
    setBusy('upload');
    try {
      const current = await fetchMenuData(environment, menu.databaseId);
      const checked = checkUpload(await file.text(), current);
      if (!checked.ok) return refuseUpload(checked.message);
      await upload.run({
        id: task.id,
        expectedModifiedDate: task.modifiedDate,
        menuId: menu.databaseId,
        uploadedMenuTitlesData: checked.data.menuTitles,
        uploadedDishesData: checked.data.dishes,
      });
      notify.success(DISH_REVIEW_MESSAGES.uploaded);
      onUploaded();
    } catch (error) {
      setUploadRefusal(errorMessage(error));
      failed(UPLOAD_FAILED, error);
    } finally {
      setBusy(null);
    }
  };

  const resolveBy = async (send: () => Promise<unknown>, success: string, description?: string) => {
    try {
      await send();
      setDialog(null);
      notify.success(success, description);
      toList();
    } catch (error) {
      failed(RESOLVE_FAILED, error);
    }
  };

  useEffect(() => {
    keys.current.download = () => void download();
    keys.current.upload = () => uploadBlock === null && busy === null && fileInput.current?.click();
    keys.current.reject = () => resolveRefusal === null && setDialog('reject');
    keys.current.rescrape = () => resolveRefusal === null && setDialog('rescrape');
  });

  const action = (label: string, name: keyof DishReviewKeys, icon: ReactElement, refusal: string | null, run: () => void, appearance: 'secondary' | 'primary' = 'secondary') => (
    <Tooltip content={refusal ?? `${label} (${shortcutLabel(name)})`} relationship="description">
      <Button icon={icon} appearance={appearance} disabledFocusable={refusal !== null} onClick={run}>
        {label}
      </Button>
    </Tooltip>
  );

  return (
    <div className={styles.root}>
      <div className={styles.bar} role="toolbar" aria-label="Review actions">
        {action(busy === 'download' ? 'Downloading…' : 'Download JSON', 'download', <ArrowDownloadRegular />, busy ? 'Busy…' : null, () => void download())}
        {action(busy === 'upload' ? 'Uploading…' : 'Upload JSON', 'upload', <ArrowUploadRegular />, uploadBlock ?? (busy ? 'Busy…' : null), () => fileInput.current?.click())}
        <input
          ref={fileInput}
          type="file"
          accept=".json,application/json"
          hidden
          aria-label="Upload corrected menu data"
          data-testid="dish-review-upload"
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            event.currentTarget.value = '';
            if (file) void uploadFile(file);
          }}
        />
        <span className={styles.spacer} />
        {editCount > 0 ? (
          <Text size={200} className={styles.edits} aria-live="polite">
            {editCount} edited {editCount === 1 ? 'item' : 'items'}, not saved
          </Text>
        ) : null}
        {action('Rescrape', 'rescrape', <ArrowSyncRegular />, resolveRefusal, () => setDialog('rescrape'))}
        {action('Reject menu', 'reject', <DismissCircleRegular />, resolveRefusal, () => setDialog('reject'))}
      </div>
      {uploadRefusal ? (
        <MessageBar intent="error" layout="multiline">
          <MessageBarBody>
            <MessageBarTitle>Upload refused</MessageBarTitle>
            {uploadRefusal}
          </MessageBarBody>
        </MessageBar>
      ) : null}
      <RejectMenuDialog
        open={dialog === 'reject'}
        isDocument={isDocument}
        busy={rejectHtml.isInFlight || rejectDocument.isInFlight}
        defaultAssigneeId={menu.scrapedById === null ? null : String(menu.scrapedById)}
        onCancel={() => setDialog(null)}
        onSubmit={(variables, assigneeName) =>
          void resolveBy(
            () =>
              isDocument
                ? rejectDocument.run({ id: task.id, expectedModifiedDate: task.modifiedDate, scrapingRejectedComment: variables.scrapingRejectedComment })
                : rejectHtml.run({
                    id: task.id,
                    expectedModifiedDate: task.modifiedDate,
                    assignedToUserId: variables.assignedToUserId ?? '',
                    rejectMenuStatus: variables.rejectMenuStatus ?? 'REJECTED_RESCRAPE',
                    scrapingRejectedComment: variables.scrapingRejectedComment,
                  }),
            DISH_REVIEW_MESSAGES.rejected,
            rejectedMenuNotice(menu.databaseId, variables.rejectMenuStatus ?? null, assigneeName),
          )
        }
      />
      <RescrapeReviewDialog
        open={dialog === 'rescrape'}
        offersDebugMode={allowsDebugModeScraping(menu.format)}
        busy={rescrape.isInFlight}
        onCancel={() => setDialog(null)}
        onSubmit={(isDebugModeScraping) => void resolveBy(() => rescrape.run({ id: task.id, expectedModifiedDate: task.modifiedDate, isDebugModeScraping }), 'Menu rescrape scheduled.')}
      />
    </div>
  );
}
