// On a master's gateway task opened from a slave's link (fromSlaveBrandId, spec 2 section 2.1): which slave brand the
// person came from, with a link back to its gateway task, and a word when that brand is not this brand's slave (any
// more, or it never was).
import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { RouterLink } from '../brands/RouterLink';
import { PanelErrorBoundary } from '../brandDefinition/PanelErrorBoundary';
import { taskPath } from '../taskPage/taskPageLogic';
import type { FromSlaveBrandNoticeQuery } from './__generated__/FromSlaveBrandNoticeQuery.graphql';

export function FromSlaveBrandNotice({ slaveBrandId, masterBrandId }: { slaveBrandId: number; masterBrandId: number }) {
  return (
    <PanelErrorBoundary title="The brand you came from could not be loaded">
      <Suspense fallback={null}>
        <Notice slaveBrandId={slaveBrandId} masterBrandId={masterBrandId} />
      </Suspense>
    </PanelErrorBoundary>
  );
}

function Notice({ slaveBrandId, masterBrandId }: { slaveBrandId: number; masterBrandId: number }) {
  const { brand } = useLazyLoadQuery<FromSlaveBrandNoticeQuery>(
    graphql`
      query FromSlaveBrandNoticeQuery($id: ID!) {
        brand(id: $id) {
          databaseId
          name
          brandGatewayTaskId
          masterBrand {
            databaseId
          }
        }
      }
    `,
    { id: String(slaveBrandId) },
  );
  if (!brand || brand.databaseId === masterBrandId) return null;
  const name = `${brand.name} (${brand.databaseId})`;
  return (
    <MessageBar intent="info" layout="multiline">
      <MessageBarBody>
        {'Opened from the slave brand '}
        {brand.brandGatewayTaskId ? <RouterLink to={taskPath('BRAND_GATEWAY', brand.brandGatewayTaskId)}>{name}</RouterLink> : name}
        {brand.masterBrand?.databaseId === masterBrandId ? '.' : ', which is not a slave of this brand.'}
      </MessageBarBody>
    </MessageBar>
  );
}
