// /settings/platforms/{id} (spec 3, section 2): the platform's form with its menus tables and the CSV download.
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useNavigate, useParams } from 'react-router-dom';
import { usePageRetryKey } from '../../../app/errors/pageRetryKey';
import { useNotify } from '../../../app/notifications/useNotify';
import { useDocumentTitle } from '../../../app/shell/useDocumentTitle';
import { EmptyState } from '../../../components/EmptyState';
import { PageHeader } from '../../../components/PageHeader';
import { errorMessage } from '../../../relay/errorMessage';
import { useSettingsPageStyles } from '../SettingsLayout';
import type { PlatformEditRouteQuery } from './__generated__/PlatformEditRouteQuery.graphql';
import { PlatformForm } from './PlatformForm';
import { useUpdatePlatformMutation } from './useUpdatePlatformMutation';

export function PlatformEditRoute() {
  const pageStyles = useSettingsPageStyles();
  const { platformId = '' } = useParams();
  const navigate = useNavigate();
  const notify = useNotify();
  const [update] = useUpdatePlatformMutation();
  const data = useLazyLoadQuery<PlatformEditRouteQuery>(
    graphql`
      query PlatformEditRouteQuery($id: ID!) {
        platform(id: $id) {
          id
          databaseId
          name
          urlIdentificationRegex
          urlNormalizationRegex
        }
      }
    `,
    { id: platformId },
    { fetchPolicy: 'network-only', fetchKey: usePageRetryKey() },
  );
  const platform = data.platform;
  useDocumentTitle(platform ? platform.name : 'Platform not found');
  if (!platform) {
    return (
      <div className={pageStyles.page}>
        <EmptyState size="page" title="Platform not found" description={`There is no platform ${platformId}.`} />
      </div>
    );
  }
  return (
    <div className={pageStyles.page}>
      <PageHeader title={platform.name} subtitle={`Platform ${platform.databaseId}`} back={{ to: '/settings/platforms', label: 'Platforms' }} />
      <PlatformForm
        key={platform.id}
        initial={{ name: platform.name, urlIdentificationRegex: platform.urlIdentificationRegex, urlNormalizationRegex: platform.urlNormalizationRegex }}
        saved={{ databaseId: platform.databaseId, name: platform.name }}
        submitLabel="Save"
        onCancel={() => void navigate('/settings/platforms')}
        onSubmit={async (values) => {
          try {
            await update(platform.id, values);
            notify.success('Platform updated');
          } catch (error) {
            notify.error('Platform update failed.', errorMessage(error));
          }
        }}
      />
    </div>
  );
}
