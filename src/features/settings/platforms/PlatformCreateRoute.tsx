// /settings/platforms/create (spec 3, section 2): a new platform; after saving, its own page (its menus and download).
import { useNavigate } from 'react-router-dom';
import { useNotify } from '../../../app/notifications/useNotify';
import { useDocumentTitle } from '../../../app/shell/useDocumentTitle';
import { PageHeader } from '../../../components/PageHeader';
import { errorMessage } from '../../../relay/errorMessage';
import { useSettingsPageStyles } from '../SettingsLayout';
import { EMPTY_PLATFORM, PlatformForm } from './PlatformForm';
import { useCreatePlatformMutation } from './useCreatePlatformMutation';

export function PlatformCreateRoute() {
  const pageStyles = useSettingsPageStyles();
  useDocumentTitle('Add platform');
  const navigate = useNavigate();
  const notify = useNotify();
  const [create] = useCreatePlatformMutation();
  return (
    <div className={pageStyles.page}>
      <PageHeader title="Add platform" back={{ to: '/settings/platforms', label: 'Platforms' }} />
      <PlatformForm
        initial={EMPTY_PLATFORM}
        saved={null}
        submitLabel="Create"
        onCancel={() => void navigate('/settings/platforms')}
        onSubmit={async (values) => {
          try {
            const created = await create(values);
            notify.success('Platform created');
            void navigate(`/settings/platforms/${created.databaseId}`, { replace: true });
          } catch (error) {
            notify.error('Platform creation failed.', errorMessage(error));
          }
        }}
      />
    </div>
  );
}
