// The dish review task's editor (spec 2, sections 2.7, 4, 5, 7, 8 and 9): 'HTML Dish Review Task' or 'Document Dish
// Review Task', then the sections Menu, Scraping summary and Titles and dishes below the frame's Brand and Task panels.
// It plugs into the frame through taskPage/taskEditor.ts: the in-place edits are its dirty state and travel with save and
// done as dishesData / menuTitlesData; Save is held back until something is edited; Done, the resolve question, the
// unsaved-changes prompt and the return to the dish review list are the frame's. The review's own actions (download,
// upload, reject menu, rescrape, bulk statuses) are in ReviewActions and DishesSection.
import { Accordion, AccordionHeader, AccordionItem, AccordionPanel, makeStyles, tokens } from '@fluentui/react-components';
import { Suspense, useCallback, useMemo, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { isLeader } from '../../../machines/taskRules';
import type { MenuFormat } from '../../../domain/menuSchemas';
import { isDocumentFormat } from '../../../domain/menuScrapingSchemas';
import type { DishEditField } from '../../../domain/dishReviewSchemas';
import { useSession } from '../../app/session/useSession';
import { DocumentScrapingSummary } from '../menuScraping/documents/DocumentScrapingSummary';
import { PanelFallback } from '../taskEditors/PanelFallback';
import { useStaleSave } from '../taskEditors/useStaleSave';
import type { TaskQueryTask } from '../taskPage/taskEditor';
import { TaskFrame } from '../taskPage/TaskFrame';
import type { TaskPageKind } from '../taskPage/taskKindBySlug';
import type { DishReviewEditor_task$data, DishReviewEditor_task$key } from './__generated__/DishReviewEditor_task.graphql';
import { editCount, editDish, editTitle, hasEdits, NO_EDITS, reviewPayload, type ReviewEdits } from './dishEditState';
import { reviewResolveRefusal, reviewWorkRefusal, type ReviewActionFacts, type ReviewActor } from './dishReviewActionRules';
import { DishesSection } from './DishesSection';
import { dishReviewTitle } from './dishReviewTitle';
import { HtmlScrapingSummary } from './HtmlScrapingSummary';
import { MenuSummaryPanel } from './MenuSummaryPanel';
import { ReviewActions } from './ReviewActions';
import { useDishReviewCommands } from './useDishReviewCommands';

const useStyles = makeStyles({
  panels: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  item: { backgroundColor: tokens.colorNeutralBackground1, border: `1px solid ${tokens.colorNeutralStroke2}`, borderRadius: tokens.borderRadiusLarge, boxShadow: tokens.shadow2 },
  panel: { paddingInline: tokens.spacingHorizontalL, paddingBottom: tokens.spacingVerticalL, marginInline: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

const SECTIONS = ['menu', 'scraping', 'dishes'];

export function DishReviewEditor({ kind, task: taskKey }: { kind: TaskPageKind; task: TaskQueryTask }) {
  const task = useFragment<DishReviewEditor_task$key>(
    graphql`
      fragment DishReviewEditor_task on Task {
        id
        databaseId
        status
        modifiedDate
        assignedTo {
          databaseId
        }
        ... on DishReviewTask {
          menu {
            id
            databaseId
            format
            isDeleted
            dishCount
            menuTitleCount
            scrapedBy {
              databaseId
            }
            ...MenuSummaryPanel_menu
            ...HtmlScrapingSummary_menu
            ...DocumentScrapingSummary_menu
            ...DishesSection_menu
          }
        }
      }
    `,
    // The five kinds' queries share the gateway's generated type; this kind's query spreads this fragment
    // (taskPage/taskDocumentsDishReview.ts).
    taskKey as unknown as DishReviewEditor_task$key,
  );
  if (!task.menu) return <TaskFrame kind={kind} task={taskKey} />;
  return <DishReviewWorkspace kind={kind} taskKey={taskKey} task={task} menu={task.menu} />;
}

type EditorTask = DishReviewEditor_task$data;
type EditorMenu = NonNullable<EditorTask['menu']>;

function DishReviewWorkspace({ kind, taskKey, task, menu }: { kind: TaskPageKind; taskKey: TaskQueryTask; task: EditorTask; menu: EditorMenu }) {
  const styles = useStyles();
  const { user, permissions, can } = useSession();
  const format = (menu.format as MenuFormat | null) ?? null;
  const isDocument = isDocumentFormat(format);

  const [edits, setEdits] = useState<ReviewEdits>(NO_EDITS);
  const [openSections, setOpenSections] = useState<string[]>(SECTIONS);
  const readOnly = task.status === 'RESOLVED';
  const keys = useDishReviewCommands(readOnly);

  const actor = useMemo<ReviewActor | null>(
    () => (user ? { id: user.databaseId, isLeader: isLeader({ id: user.databaseId, roleName: '', permissions }), mayReview: can('dishReviewTask.resolve') || can('dishReviewTask.admin') } : null),
    [user, permissions, can],
  );
  const facts: ReviewActionFacts = { status: task.status, assignedToId: task.assignedTo?.databaseId ?? null, isDeleted: menu.isDeleted, hasData: menu.dishCount + menu.menuTitleCount > 0 };
  const workRefusal = reviewWorkRefusal(facts, actor);

  const onEditDish = useCallback(
    (dishId: number, field: DishEditField, value: string, stored: string | null | undefined) => setEdits((current) => editDish(current, dishId, field, value, stored)),
    [],
  );
  const onEditTitle = useCallback(
    (titleId: number, field: 'title' | 'isEverywhereAvailable', value: string | boolean, stored: string | boolean) =>
      setEdits((current) => (field === 'title' ? editTitle(current, titleId, 'title', value as string, stored as string) : editTitle(current, titleId, 'isEverywhereAvailable', value as boolean, stored as boolean))),
    [],
  );

  const count = editCount(edits);
  // stale.refreshKey: after a save, an upload or a reload the page of dishes is read again (its records are not in the
  // mutation's answer).
  const stale = useStaleSave(kind, task.databaseId, count);

  return (
    <TaskFrame
      kind={kind}
      task={taskKey}
      editor={{
        title: dishReviewTitle(format),
        isDirty: hasEdits(edits),
        saveRefusal: hasEdits(edits) ? null : 'Nothing edited yet: edit a dish or a title first (Enter in the dish table).',
        payload: () => ({ ...reviewPayload(menu.databaseId, edits) }),
        onSaved: (purpose) => {
          setEdits(NO_EDITS);
          stale.setConflict(false);
          if (purpose === 'save') stale.refresh();
        },
        onFailed: (_purpose, title, error) => stale.onFailed(title, error),
        banners: stale.banner,
      }}
    >
      <Accordion className={styles.panels} multiple collapsible openItems={openSections} onToggle={(_event, data) => setOpenSections(data.openItems.map(String))}>
        <AccordionItem value="menu" className={styles.item}>
          <AccordionHeader as="h2" size="large">
            Menu
          </AccordionHeader>
          <AccordionPanel className={styles.panel}>
            <MenuSummaryPanel menu={menu} />
          </AccordionPanel>
        </AccordionItem>
        <AccordionItem value="scraping" className={styles.item}>
          <AccordionHeader as="h2" size="large">
            Scraping summary
          </AccordionHeader>
          <AccordionPanel className={styles.panel}>{isDocument ? <DocumentScrapingSummary menu={menu} /> : <HtmlScrapingSummary menu={menu} />}</AccordionPanel>
        </AccordionItem>
        <AccordionItem value="dishes" className={styles.item}>
          <AccordionHeader as="h2" size="large">
            Menu titles and dishes
          </AccordionHeader>
          <AccordionPanel className={styles.panel}>
            <ReviewActions
              task={{ id: task.id, databaseId: task.databaseId, modifiedDate: task.modifiedDate }}
              menu={{ databaseId: menu.databaseId, format, scrapedById: menu.scrapedBy?.databaseId ?? null }}
              editCount={count}
              workRefusal={workRefusal}
              resolveRefusal={reviewResolveRefusal(facts, actor)}
              keys={keys}
              onUploaded={() => {
                setEdits(NO_EDITS);
                stale.refresh();
              }}
              onResolvedAway={() => setEdits(NO_EDITS)}
              onConflict={() => stale.setConflict(true)}
            />
            <Suspense fallback={<PanelFallback title="Menu titles and dishes" rows={8} />}>
              <DishesSection menu={menu} edits={edits} fetchKey={stale.refreshKey} workRefusal={workRefusal} keys={keys} onEditDish={onEditDish} onEditTitle={onEditTitle} />
            </Suspense>
          </AccordionPanel>
        </AccordionItem>
      </Accordion>
    </TaskFrame>
  );
}
