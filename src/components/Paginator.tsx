// Page controls for a paged table: previous/next, the page of pages, and the page size choice.
import { Button, Dropdown, Option, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { pageLabel } from './pageLabel';

const useStyles = makeStyles({
  root: { display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: tokens.spacingHorizontalS, paddingBlock: tokens.spacingVerticalS },
  size: { minWidth: '88px' },
  muted: { color: tokens.colorNeutralForeground3 },
});

export const PAGE_SIZES = [5, 10, 20, 50, 100];

export interface PaginatorProps {
  page: number;
  pageSize: number;
  total: number;
  pageSizes?: number[];
  /** The total is a lower bound (a capped count, MenuPage.totalIsCapped): the pages read "of N+" and Next follows hasNextPage. */
  totalIsCapped?: boolean;
  /** With a capped total: whether another page follows (this one came back full). */
  hasNextPage?: boolean;
  onChange(page: number, pageSize: number): void;
}

export function Paginator({ page, pageSize, total, pageSizes = PAGE_SIZES, totalIsCapped = false, hasNextPage = false, onChange }: PaginatorProps) {
  const styles = useStyles();
  const { label, isLast } = pageLabel({ page, pageSize, total, totalIsCapped, hasNextPage });
  return (
    <nav className={styles.root} aria-label="Pages">
      <Text size={200} className={styles.muted}>
        Rows per page
      </Text>
      <Dropdown
        className={styles.size}
        size="small"
        aria-label="Rows per page"
        value={String(pageSize)}
        selectedOptions={[String(pageSize)]}
        onOptionSelect={(_event, data) => onChange(1, Number(data.optionValue))}
      >
        {pageSizes.map((size) => (
          <Option key={size} value={String(size)}>
            {String(size)}
          </Option>
        ))}
      </Dropdown>
      <Text size={200}>
        {label}
      </Text>
      <Button size="small" appearance="subtle" icon={<ChevronLeftRegular />} aria-label="Previous page" disabled={page <= 1} onClick={() => onChange(page - 1, pageSize)} />
      <Button size="small" appearance="subtle" icon={<ChevronRightRegular />} aria-label="Next page" disabled={isLast} onClick={() => onChange(page + 1, pageSize)} />
    </nav>
  );
}
