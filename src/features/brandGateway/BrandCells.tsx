// Cells the gateway's brand lists share: the brand's id and name (opening its gateway task in a new tab, so the work
// here stays), its status badge.
import { Badge, Link, Text, makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { EmptyState } from '../../components/EmptyState';
import { taskPath } from '../taskPage/taskPageLogic';
import { label } from './gatewayLabels';

const useStyles = makeStyles({
  name: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  website: { color: tokens.colorNeutralForeground3, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', maxWidth: '260px' },
});

const STATUS_COLOR: Record<string, 'success' | 'danger' | 'informative'> = { INCLUDED: 'success', EXCLUDED: 'danger', NEW: 'informative' };

export interface BrandCellSource {
  readonly databaseId: number;
  readonly name: string;
  readonly website?: string | null;
  readonly brandGatewayTaskId?: number | null;
}

export function BrandNameCell({ brand }: { brand: BrandCellSource }) {
  const styles = useStyles();
  const href = brand.brandGatewayTaskId ? taskPath('BRAND_GATEWAY', brand.brandGatewayTaskId) : `/brands/${brand.databaseId}`;
  return (
    <span className={styles.name}>
      <Link href={href} target="_blank" rel="noopener" title="Opens in a new tab">
        {brand.name}
      </Link>
      {brand.website ? (
        <Text size={200} className={styles.website} title={brand.website}>
          {brand.website.replace(/^https?:\/\//, '')}
        </Text>
      ) : null}
    </span>
  );
}

export function BrandStatusBadge({ status, rank }: { status: string; rank?: string | null }) {
  return (
    <Badge appearance="tint" color={STATUS_COLOR[status] ?? 'informative'}>
      {rank ? `${label(rank)} · ` : ''}
      {label(status)}
    </Badge>
  );
}

const useEmptyStyles = makeStyles({ compact: { paddingBlock: tokens.spacingVerticalL } });

/** The empty state of a gateway list: the house's EmptyState, shorter, as these lists sit side by side. */
export function CompactEmpty({ icon, title, description }: { icon: ReactNode; title: string; description?: string }) {
  const styles = useEmptyStyles();
  return <EmptyState className={styles.compact} icon={icon} title={title} description={description} />;
}
