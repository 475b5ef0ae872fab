// A template's status by its display name (spec 3, section 4), coloured along its lifecycle.
import { Badge } from '@fluentui/react-components';
import { TEMPLATE_STATUS_LABELS, type TemplateStatus } from '../../../domain/menuScrapingTemplates';

const COLORS: Record<TemplateStatus, 'informative' | 'brand' | 'warning' | 'success'> = {
  NEW: 'informative',
  VALIDATED: 'brand',
  OPTIMIZED: 'warning',
  CONFIRMED: 'success',
};

export function TemplateStatusBadge({ status }: { status: string }) {
  const known = status in TEMPLATE_STATUS_LABELS ? (status as TemplateStatus) : null;
  return (
    <Badge appearance="tint" shape="rounded" color={known ? COLORS[known] : 'informative'}>
      {known ? TEMPLATE_STATUS_LABELS[known] : status}
    </Badge>
  );
}
