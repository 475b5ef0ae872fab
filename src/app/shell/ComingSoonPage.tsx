// Placeholder for an area whose screens come in a later issue.
import { Button } from '@fluentui/react-components';
import { useNavigate } from 'react-router-dom';
import { areaByKey, type AreaKey } from '../navigation/areas';
import { useCommandCenter } from '../commands/commandCenterContext';
import { AREA_ICONS } from './areaIcons';
import { EmptyState } from '../../components/EmptyState';
import { useDocumentTitle } from './useDocumentTitle';

export function ComingSoonPage({ area: key }: { area: AreaKey }) {
  const area = areaByKey(key);
  const navigate = useNavigate();
  const { openPalette } = useCommandCenter();
  useDocumentTitle(area.label);
  return (
    <EmptyState
      size="page"
      icon={AREA_ICONS[area.key]}
      title={`${area.label} is coming soon`}
      description={`${area.description} This area is being built; in the meantime the rest of the back office is ready to use.`}
      actions={
        <>
          <Button appearance="primary" onClick={() => navigate(-1)}>
            Go back
          </Button>
          <Button onClick={openPalette}>Open command palette</Button>
        </>
      }
    />
  );
}
