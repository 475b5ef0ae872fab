// The brand gateway task's editor (spec 2, section 2.3): the editable Brand panel in the frame's place, then, for master
// brands, similar and related brands, then the locations table. It plugs into the frame through the binding of
// taskPage/taskEditor.ts: its dirty state, the section 5 payload (checked first), and what a save changes.
import { makeStyles, tokens } from '@fluentui/react-components';
import { Suspense, lazy, useMemo } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useSearchParams } from 'react-router-dom';
import type { BrandGatewayLocationValues } from '../../../domain/brandGatewaySchemas';
import type { TaskQueryTask } from '../taskPage/taskEditor';
import { TaskFrame } from '../taskPage/TaskFrame';
import type { TaskPageKind } from '../taskPage/taskKindBySlug';
import type { BrandGatewayEditor_task$key } from './__generated__/BrandGatewayEditor_task.graphql';
import { BrandFieldsPanel } from './BrandFieldsPanel';
import { readFromSlaveBrandId } from './fromSlaveBrand';
import { FromSlaveBrandNotice } from './FromSlaveBrandNotice';
import type { BrandValues } from './gatewayForm';
import { useGatewayFailure } from './useGatewayFailure';
import { LocationsPanel } from './LocationsPanel';
import { PanelFallback } from '../taskEditors/PanelFallback';
import { reviewDifference } from '../taskEditors/reviewDifference';
import { ReviewNotice } from '../taskEditors/ReviewNotice';
import { useStaleSave } from '../taskEditors/useStaleSave';
import { useGatewayCommands } from './useGatewayCommands';
import { useGatewayForm } from './useGatewayForm';

// Shown for master brands only (each in its Suspense with its fallback): their code loads when a master's page shows them.
const SimilarBrandsPanel = lazy(() => import('./SimilarBrandsPanel').then((m) => ({ default: m.SimilarBrandsPanel })));
const RelatedBrandsPanel = lazy(() => import('./RelatedBrandsPanel').then((m) => ({ default: m.RelatedBrandsPanel })));
const SimilarMasterBrandsPanel = lazy(() => import('./SimilarMasterBrandsPanel').then((m) => ({ default: m.SimilarMasterBrandsPanel })));

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  similar: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(560px, 1fr))', gap: tokens.spacingHorizontalM, alignItems: 'start' },
});

export type { BrandGatewayLocationValues };

export function BrandGatewayEditor({ kind, task: taskKey }: { kind: TaskPageKind; task: TaskQueryTask }) {
  const styles = useStyles();
  const task = useFragment<BrandGatewayEditor_task$key>(
    graphql`
      fragment BrandGatewayEditor_task on Task {
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
          rank
          messinessScore
          status
          exclusionReason
          exclusionReasonComment
          hasOnlyUnsupportedBusinessTypes
          modifiedDate
          masterBrand {
            databaseId
            name
            brandGatewayTaskId
          }
        }
      }
    `,
    taskKey,
  );
  const brand = task.brand;
  const server = useMemo<BrandValues>(
    () => ({
      name: brand.name,
      website: brand.website ?? '',
      isHasNoWebsiteConfirmed: brand.isHasNoWebsiteConfirmed,
      rank: brand.rank === 'MASTER' || brand.rank === 'SLAVE' ? brand.rank : null,
      messinessScore: brand.messinessScore,
      status: brand.status as BrandValues['status'],
      exclusionReason: brand.exclusionReason ?? null,
      exclusionReasonComment: brand.exclusionReasonComment ?? '',
      masterBrandId: brand.masterBrand?.databaseId ?? null,
      hasOnlyUnsupportedBusinessTypes: brand.hasOnlyUnsupportedBusinessTypes,
    }),
    [brand],
  );
  const serverMaster = brand.masterBrand ? { id: brand.masterBrand.databaseId, name: brand.masterBrand.name, brandGatewayTaskId: brand.masterBrand.brandGatewayTaskId } : null;
  const form = useGatewayForm(server, serverMaster, String(brand.modifiedDate));
  const review = useMemo(() => reviewDifference(task.views, task.currentViewType), [task.views, task.currentViewType]);
  // stale.refreshKey: the paged panels fetch again after each save and reload.
  const stale = useStaleSave(kind, task.databaseId);
  const showFailure = useGatewayFailure();

  const isMaster = form.values.rank === 'MASTER';
  const commands = useGatewayCommands();
  const fromSlaveBrandId = readFromSlaveBrandId(useSearchParams()[0]);

  // A resolved task shows its values; reopening it makes them editable again.
  const readOnly = task.status === 'RESOLVED';
  const brandPanel = (
    <BrandFieldsPanel
      readOnly={readOnly}
      brandId={brand.databaseId}
      serverRank={brand.rank ?? null}
      updatedAt={brand.modifiedDate}
      form={form}
      highlighted={review.fields}
      onOpenNewBrand={commands.openNewBrand}
    />
  );

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
        onFailed: (_purpose, title, error) => stale.onFailed(title, error) || showFailure(title, error),
        brandPanel,
        banners: (
          <>
            {stale.banner}
            {fromSlaveBrandId !== null && <FromSlaveBrandNotice slaveBrandId={fromSlaveBrandId} masterBrandId={brand.databaseId} />}
            <ReviewNotice review={review} />
          </>
        ),
      }}
    >
      <div className={styles.body}>
        {isMaster && (
          <>
            <div className={styles.similar}>
              <Suspense fallback={<PanelFallback title="Similar brands by name" />}>
                <SimilarBrandsPanel brandId={brand.databaseId} brandName={brand.name} form={form} refreshKey={stale.refreshKey} readOnly={readOnly} />
              </Suspense>
              <Suspense fallback={<PanelFallback title="Related brands" />}>
                <RelatedBrandsPanel brandId={brand.databaseId} form={form} refreshKey={stale.refreshKey} readOnly={readOnly} changedInDefine={review.fields.has('relatedBrands')} />
              </Suspense>
            </div>
            <Suspense fallback={<PanelFallback title="Similar master brands" />}>
              <SimilarMasterBrandsPanel brandId={brand.databaseId} refreshKey={stale.refreshKey} />
            </Suspense>
          </>
        )}
        <Suspense fallback={<PanelFallback title="Locations" rows={8} />}>
          <LocationsPanel brandId={brand.databaseId} form={form} review={review} refreshKey={stale.refreshKey} commands={commands} readOnly={readOnly} />
        </Suspense>
      </div>
      {commands.dialogs}
    </TaskFrame>
  );
}
