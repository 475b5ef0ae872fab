// A path the app does not know, inside the main layout.
import { CompassNorthwestRegular } from '@fluentui/react-icons';
import { ButtonLink } from '../routing/ButtonLink';
import { EmptyState } from '../../components/EmptyState';
import { useDocumentTitle } from './useDocumentTitle';

export function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <EmptyState
      size="page"
      icon={<CompassNorthwestRegular />}
      title="Page not found"
      description="There is nothing at this address. It may have moved, or the link may be mistyped."
      actions={
        <ButtonLink to="/" appearance="primary">
          Go to the start page
        </ButtonLink>
      }
    />
  );
}
