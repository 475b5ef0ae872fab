// The menu definition task's editor (spec 2, sections 2.5, 4 and 5): the editable Brand panel (the brand menu) in the
// frame's place, then the locations table with each location's menu status and own menu. It plugs into the frame through
// the binding of taskPage/taskEditor.ts (dirty state, the section 5 payload checked first, what a save changes); the
// frame's resolve returns to the brand gateway list (spec 2, section 4).
import { makeStyles, tokens } from '@fluentui/react-components';
import { Suspense, useMemo } from 'react';
import { graphql, useFragment } from 'react-relay';
import { PanelFallback } from '../taskEditors/PanelFallback';
import { reviewDifference } from '../taskEditors/reviewDifference';
import { ReviewNotice } from '../taskEditors/ReviewNotice';
import { useStaleSave } from '../taskEditors/useStaleSave';
import type { TaskQueryTask } from '../taskPage/taskEditor';
import { TaskFrame } from '../taskPage/TaskFrame';
import type { TaskPageKind } from '../taskPage/taskKindBySlug';
import type { MenuDefinitionEditor_task$key } from './__generated__/MenuDefinitionEditor_task.graphql';
import { MenuBrandPanel } from './MenuBrandPanel';
import { menuValuesOf, type MenuDefinitionBrandValues } from './menuDefinitionForm';
import { MenuLocationsPanel } from './MenuLocationsPanel';
import { useMenuDefinitionCommands } from './useMenuDefinitionCommands';
import { useMenuDefinitionForm } from './useMenuDefinitionForm';

const useStyles = makeStyles({ body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM } });

export function MenuDefinitionEditor({ kind, task: taskKey }: { kind: TaskPageKind; task: TaskQueryTask }) {
  const styles = useStyles();
  const task = useFragment<MenuDefinitionEditor_task$key>(
    graphql`
      fragment MenuDefinitionEditor_task on Task {
        id
        databaseId
        status
        currentViewType
        views {
          type
          status
          changedBrandFields
          changedLocationIds
          modifiedBrandFields
          modifiedLocationIds
        }
        brand {
          id
          databaseId
          name
          website
          hasMenu
          modifiedDate
          menu {
            id
            databaseId
            url
            format
            isExample
            notScrapeableReason
            notScrapeableComment
            availabilityComment
            additionalUrls
            menuScrapingClusterId
            modifiedDate
          }
        }
      }
    `,
    // The five kinds' queries share the gateway's generated type; this kind's query spreads this fragment
    // (taskPage/taskDocumentsMenuDefinition.ts).
    taskKey as unknown as MenuDefinitionEditor_task$key,
  );
  const brand = task.brand;
  const server = useMemo<MenuDefinitionBrandValues>(() => ({ hasMenu: brand.hasMenu, menu: menuValuesOf(brand.menu) }), [brand]);
  const form = useMenuDefinitionForm(server, String(brand.modifiedDate));
  const review = useMemo(() => reviewDifference(task.views, task.currentViewType), [task.views, task.currentViewType]);
  const stale = useStaleSave(kind, task.databaseId);
  // A resolved task shows its values; reopening it makes them editable again.
  const readOnly = task.status === 'RESOLVED';
  const keys = useMenuDefinitionCommands(readOnly);

  return (
    <TaskFrame
      kind={kind}
      task={taskKey}
      editor={{
        isDirty: form.isDirty,
        unsavedChangesText: form.unsavedChangesText,
        payload: form.payload,
        onSaved: () => {
          form.reset();
          stale.saved();
        },
        onFailed: (_purpose, title, error) => stale.onFailed(title, error),
        brandPanel: (
          <MenuBrandPanel
            brand={{ id: brand.databaseId, name: brand.name, website: brand.website ?? null }}
            menuUpdatedAt={brand.menu?.modifiedDate ?? null}
            form={form}
            highlighted={review.fields}
            readOnly={readOnly}
            keys={keys}
          />
        ),
        banners: (
          <>
            {stale.banner}
            <ReviewNotice review={review} />
          </>
        ),
      }}
    >
      <div className={styles.body}>
        <Suspense fallback={<PanelFallback title="Locations" rows={8} />}>
          <MenuLocationsPanel brandId={brand.databaseId} form={form} review={review} refreshKey={stale.refreshKey} keys={keys} readOnly={readOnly} />
        </Suspense>
      </div>
    </TaskFrame>
  );
}
