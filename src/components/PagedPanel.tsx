// A collapsible card holding one paged list (similar brands, related brands, locations): a heading with the total, an
// optional toolbar, the body, and the page controls under it. Open by default, like every panel of a task page.
import { Badge, Button, makeStyles, mergeClasses, Subtitle2, tokens } from '@fluentui/react-components';
import { ChevronDownRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { useId, useState, type ReactNode } from 'react';
import { Paginator } from './Paginator';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    backgroundColor: tokens.colorNeutralBackground1,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow2,
    minWidth: 0,
  },
  header: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, paddingInline: tokens.spacingHorizontalS, paddingBlock: tokens.spacingVerticalS },
  title: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexGrow: 1, minWidth: 0 },
  toolbar: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, paddingInline: tokens.spacingHorizontalL, paddingBottom: tokens.spacingVerticalS },
  highlight: { boxShadow: `inset 3px 0 0 ${tokens.colorPaletteMarigoldBorderActive}, ${tokens.shadow2}` },
});

export interface PagedPanelProps {
  title: string;
  /** The number of records on all pages; no count is shown while unknown. */
  total?: number | null;
  toolbar?: ReactNode;
  children: ReactNode;
  /** Page controls: shown when given and there is more than one page (or the sizes can be chosen). */
  paging?: { page: number; pageSize: number; pageSizes?: number[]; onChange(page: number, pageSize: number): void };
  defaultOpen?: boolean;
  /** Marks the panel as holding changes that are not saved. */
  highlighted?: boolean;
  className?: string;
}

export function PagedPanel({ title, total, toolbar, children, paging, defaultOpen = true, highlighted = false, className }: PagedPanelProps) {
  const styles = useStyles();
  const [open, setOpen] = useState(defaultOpen);
  const bodyId = useId();
  const showsPaging = paging && typeof total === 'number' && (total > paging.pageSize || (paging.pageSizes?.length ?? 0) > 1);
  return (
    <section className={mergeClasses(styles.root, highlighted && styles.highlight, className)} aria-label={title}>
      <div className={styles.header}>
        <div className={styles.title}>
          <Button
            appearance="subtle"
            size="small"
            icon={open ? <ChevronDownRegular /> : <ChevronRightRegular />}
            aria-expanded={open}
            aria-controls={bodyId}
            aria-label={open ? `Collapse ${title}` : `Expand ${title}`}
            onClick={() => setOpen(!open)}
          />
          <Subtitle2 as="h3">{title}</Subtitle2>
          {typeof total === 'number' ? (
            <Badge appearance="tint" color="informative" shape="rounded">
              {total}
            </Badge>
          ) : null}
        </div>
        {open && toolbar ? <div className={styles.toolbar}>{toolbar}</div> : null}
      </div>
      {open ? (
        <div className={styles.body} id={bodyId}>
          {children}
          {showsPaging && paging ? <Paginator page={paging.page} pageSize={paging.pageSize} total={total ?? 0} pageSizes={paging.pageSizes ?? [paging.pageSize]} onChange={paging.onChange} /> : null}
        </div>
      ) : null}
    </section>
  );
}
