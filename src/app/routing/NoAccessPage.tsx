// Shown to a signed-in person whose role opens no area of the product.
import { LockClosedRegular } from '@fluentui/react-icons';
import { EmptyState } from '../../components/EmptyState';

export function NoAccessPage() {
  return (
    <EmptyState
      size="page"
      icon={<LockClosedRegular />}
      title="Nothing to see here yet"
      description="Your role does not give access to any area of the back office. Ask an administrator to give you a role."
    />
  );
}
