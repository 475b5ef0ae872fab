// The review's titles and dishes (spec 2, sections 2.7 and 9): the title tree (choosing a title filters the dishes), the
// chosen title's fields, the review-by-difference banner with 'Changed only', the nine filters, the bulk statuses of the
// selection, and the page of dishes. Title, filters, changedOnly, page and pageSize live in the query string
// (menuItems/dishFilters.ts); changing any but the page goes back to page 1.
import { Button, Spinner, Text, Tooltip, makeStyles, tokens } from '@fluentui/react-components';
import { CheckmarkRegular, DismissCircleRegular, FlagRegular } from '@fluentui/react-icons';
import { Suspense, useCallback, useEffect, useMemo, useRef, useState, useTransition, type MutableRefObject } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useSearchParams } from 'react-router-dom';
import { DISH_REVIEW_PAGE_SIZE, type DishEditField } from '../../../domain/dishReviewSchemas';
import { useNotify } from '../../app/notifications/useNotify';
import { errorMessage } from '../../relay/errorMessage';
import { PanelErrorBoundary } from '../brandDefinition/PanelErrorBoundary';
import { DishDensityToggle } from '../menuItems/DishDensityToggle';
import { useDishTableDensity } from '../menuItems/dishTableDensity';
import { DishFilterBar } from '../menuItems/DishFilterBar';
import { dishQueryString, parseDishQuery, type DishFilterValues, type DishQuery } from '../menuItems/dishFilters';
import { MenuTitleTree } from '../menuItems/MenuTitleTree';
import { PanelFallback } from '../taskEditors/PanelFallback';
import type { DishesSection_menu$key } from './__generated__/DishesSection_menu.graphql';
import { defaultChangedOnly, type ReviewEdits } from './dishEditState';
import { BULK_STATUS_ACTIONS } from './dishReviewActionRules';
import { DishPage } from './DishPage';
import { ReviewDifferenceBanner } from './ReviewDifferenceBanner';
import { TitleEditPanel } from './TitleEditPanel';
import { shortcutLabel, type DishReviewKeys } from './useDishReviewCommands';
import { useSetDishStatusesMutation } from './useDishReviewMutations';

const useStyles = makeStyles({
  root: { display: 'grid', gridTemplateColumns: 'minmax(280px, 380px) minmax(0, 1fr)', gap: tokens.spacingHorizontalL, alignItems: 'start' },
  side: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  main: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  bulk: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap', minHeight: '32px' },
  tableBar: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  muted: { color: tokens.colorNeutralForeground3 },
  pending: { opacity: 0.6, transitionProperty: 'opacity', transitionDuration: tokens.durationNormal },
});

export interface DishesSectionProps {
  menu: DishesSection_menu$key;
  edits: ReviewEdits;
  fetchKey: number;
  /** Why editing and statuses are off; null: on. */
  workRefusal: string | null;
  keys: MutableRefObject<Partial<DishReviewKeys>>;
  onEditDish(dishId: number, field: DishEditField, value: string, stored: string | null | undefined): void;
  onEditTitle(titleId: number, field: 'title' | 'isEverywhereAvailable', value: string | boolean, stored: string | boolean): void;
}

export function DishesSection({ menu: menuKey, edits, fetchKey, workRefusal, keys, onEditDish, onEditTitle }: DishesSectionProps) {
  const styles = useStyles();
  const notify = useNotify();
  const menu = useFragment(
    graphql`
      fragment DishesSection_menu on Menu {
        databaseId
        menuTitles {
          databaseId
          title
          isEverywhereAvailable
        }
        reviewDifference {
          hasBaseline
          changedDishCount
          dishCount
          created
          updated
          updatedSignificantly
          deleted
          restored
        }
        ...MenuTitleTree_menu
      }
    `,
    menuKey,
  );
  const [search, setSearch] = useSearchParams();
  const query = parseDishQuery(search, DISH_REVIEW_PAGE_SIZE);
  const changedOnly = query.changedOnly ?? defaultChangedOnly(menu.reviewDifference);
  const [isPending, startTransition] = useTransition();
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [density, setDensity] = useDishTableDensity();
  const statuses = useSetDishStatusesMutation();
  const tableArea = useRef<HTMLDivElement>(null);

  const go = useCallback(
    (next: Partial<DishQuery>) =>
      startTransition(() => setSearch((current) => dishQueryString({ ...parseDishQuery(current, DISH_REVIEW_PAGE_SIZE), page: 1, ...next }, DISH_REVIEW_PAGE_SIZE, current), { replace: false })),
    [setSearch],
  );
  const onFilters = useCallback((filters: DishFilterValues) => go({ filters }), [go]);
  const setChangedOnly = (next: boolean) => go({ changedOnly: next });

  const bulk = async (status: (typeof BULK_STATUS_ACTIONS)[number]) => {
    if (workRefusal || selected.size === 0 || statuses.isInFlight) return;
    const count = selected.size;
    try {
      await statuses.run({ items: [...selected].map((id) => ({ id, status: status.status })) });
      notify.success(`${status.label}d ${count} ${count === 1 ? 'dish' : 'dishes'}.`);
      setSelected(new Set());
    } catch (error) {
      notify.error('Set dish statuses failed.', errorMessage(error));
    }
  };

  useEffect(() => {
    keys.current.changedOnly = () => (menu.reviewDifference.hasBaseline || changedOnly) && setChangedOnly(!changedOnly);
    keys.current.approveSelected = () => void bulk(BULK_STATUS_ACTIONS[0]);
    keys.current.flagSelected = () => void bulk(BULK_STATUS_ACTIONS[1]);
    keys.current.excludeSelected = () => void bulk(BULK_STATUS_ACTIONS[2]);
    keys.current.focusDishes = () => tableArea.current?.querySelector<HTMLElement>('[role="grid"]')?.focus();
  });

  const editedTitles = useMemo(() => new Map([...edits.titles].flatMap(([id, title]) => (title.title === undefined ? [] : [[id, title.title] as const]))), [edits.titles]);
  const chosenTitle = query.titleId === null ? undefined : menu.menuTitles.find((title) => title.databaseId === query.titleId);
  const bulkRefusal = workRefusal ?? (selected.size === 0 ? 'Select dishes first (x or Space in the table, or the checkboxes).' : null);

  return (
    <div className={styles.root}>
      <div className={styles.side}>
        <MenuTitleTree menu={menu} selectedTitleId={query.titleId} onSelect={(id) => go({ titleId: id })} editedTitles={editedTitles} />
        {chosenTitle ? (
          <TitleEditPanel
            title={chosenTitle}
            edits={edits.titles.get(chosenTitle.databaseId)}
            disabledReason={workRefusal}
            onEdit={(field, value) => onEditTitle(chosenTitle.databaseId, field, value, chosenTitle.title)}
            onEditAvailability={(value) => onEditTitle(chosenTitle.databaseId, 'isEverywhereAvailable', value, chosenTitle.isEverywhereAvailable)}
          />
        ) : null}
      </div>
      <div className={styles.main}>
        <ReviewDifferenceBanner difference={menu.reviewDifference} changedOnly={changedOnly} onChangedOnly={setChangedOnly} shortcut={shortcutLabel('changedOnly')} />
        <DishFilterBar filters={query.filters} onChange={onFilters} />
        <div className={styles.tableBar}>
          <div className={styles.bulk} role="toolbar" aria-label="Review status of the selected dishes">
            <Text size={200} className={styles.muted}>
              {selected.size ? `${selected.size} selected` : 'No dish selected'}
            </Text>
            {BULK_STATUS_ACTIONS.map((action, index) => {
              const name = (['approveSelected', 'flagSelected', 'excludeSelected'] as const)[index];
              const icon = [<CheckmarkRegular key="a" />, <FlagRegular key="f" />, <DismissCircleRegular key="e" />][index];
              return (
                <Tooltip key={action.status} content={bulkRefusal ?? `${action.label} the selected dishes (${shortcutLabel(name)})`} relationship="description">
                  <Button size="small" icon={icon} disabledFocusable={bulkRefusal !== null || statuses.isInFlight} onClick={() => void bulk(action)}>
                    {action.label}
                  </Button>
                </Tooltip>
              );
            })}
            {selected.size ? (
              <Button size="small" appearance="subtle" onClick={() => setSelected(new Set())}>
                Clear selection
              </Button>
            ) : null}
            {isPending ? <Spinner size="extra-tiny" label="Loading dishes…" labelPosition="after" /> : null}
          </div>
          <DishDensityToggle density={density} onChange={setDensity} />
        </div>
        <div ref={tableArea} className={isPending ? styles.pending : undefined}>
          <PanelErrorBoundary title="The dishes could not be loaded">
            <Suspense fallback={<PanelFallback title="Dishes" rows={8} />}>
              <DishPage
                menuId={menu.databaseId}
                query={query}
                changedOnly={changedOnly}
                hasBaseline={menu.reviewDifference.hasBaseline}
                fetchKey={fetchKey}
                density={density}
                edits={edits.dishes}
                selectedIds={selected}
                editable={workRefusal === null}
                selectable
                onSelectionChange={setSelected}
                onEdit={onEditDish}
                onPageChange={(page, pageSize) => go({ page, pageSize })}
                onShowAll={() => setChangedOnly(false)}
              />
            </Suspense>
          </PanelErrorBoundary>
        </div>
      </div>
    </div>
  );
}
