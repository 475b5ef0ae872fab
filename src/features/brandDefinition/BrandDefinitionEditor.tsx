// The brand definition task's editor (spec 2, sections 2.4, 4 and 5): the editable Brand panel in the frame's place, then
// the map with its place search and the suggested matches, then the locations table. It plugs into the frame through
// the binding of taskPage/taskEditor.ts (dirty state, the section 5 payload checked first, what a save changes); the
// frame's resolve goes to the menu definition task when the answer names one, else to the brand definition list.
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
import type { BrandDefinitionEditor_task$key } from './__generated__/BrandDefinitionEditor_task.graphql';
import { DefinitionBrandPanel } from './DefinitionBrandPanel';
import type { DefinitionBrandValues } from './definitionForm';
import { DefinitionWorkspace } from './DefinitionWorkspace';
import { useDefinitionCommands } from './useDefinitionCommands';
import { useDefinitionForm } from './useDefinitionForm';

const useStyles = makeStyles({ body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM } });

export function BrandDefinitionEditor({ kind, task: taskKey }: { kind: TaskPageKind; task: TaskQueryTask }) {
  const styles = useStyles();
  const task = useFragment<BrandDefinitionEditor_task$key>(
    graphql`
      fragment BrandDefinitionEditor_task on Task {
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
          isHasNoWebsiteConfirmed
          useBrandNameAsLocationName
          businessStatus
          modifiedDate
        }
      }
    `,
    // The five kinds' queries share the gateway's generated type; this kind's query spreads this fragment
    // (taskPage/taskDocumentsBrandDefinition.ts).
    taskKey as unknown as BrandDefinitionEditor_task$key,
  );
  const brand = task.brand;
  const server = useMemo<DefinitionBrandValues>(
    () => ({ name: brand.name, website: brand.website ?? '', isHasNoWebsiteConfirmed: brand.isHasNoWebsiteConfirmed, useBrandNameAsLocationName: brand.useBrandNameAsLocationName }),
    [brand],
  );
  const form = useDefinitionForm(server, String(brand.modifiedDate));
  const review = useMemo(() => reviewDifference(task.views, task.currentViewType), [task.views, task.currentViewType]);
  const stale = useStaleSave(kind, task.databaseId);
  // A resolved task shows its values; reopening it makes them editable again.
  const readOnly = task.status === 'RESOLVED';
  const keys = useDefinitionCommands(readOnly);

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
          <DefinitionBrandPanel brandId={brand.databaseId} businessStatus={brand.businessStatus} updatedAt={brand.modifiedDate} form={form} highlighted={review.fields} readOnly={readOnly} />
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
          <DefinitionWorkspace brandId={brand.databaseId} form={form} review={review} refreshKey={stale.refreshKey} keys={keys} readOnly={readOnly} />
        </Suspense>
      </div>
    </TaskFrame>
  );
}
