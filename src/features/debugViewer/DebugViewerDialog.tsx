// The scraping debug viewers (spec 2, section 2.14): two nearly full-screen dialogs opened from the menu page, one for
// HTML menus and one for document menus (which adds the discrepancy summary). The dialog reads the menu's newest
// debug-mode run when it opens (fresh each time: the screenshots' signed URLs expire) and hands it to the body.
import {
  Button,
  Dialog,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Spinner,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { Suspense, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { DebugViewerDialogQuery } from './__generated__/DebugViewerDialogQuery.graphql';
import { DebugViewerBody } from './DebugViewerBody';

export type DebugViewerVariant = 'HTML' | 'DOCUMENT';

export interface DebugViewerDialogProps {
  open: boolean;
  onClose(): void;
  /** The menu's global id. */
  menuId: string;
  menuNumber: number;
}

const useStyles = makeStyles({
  surface: {
    width: 'calc(100vw - 48px)',
    maxWidth: 'none',
    height: 'calc(100vh - 48px)',
    maxHeight: 'none',
    padding: tokens.spacingHorizontalXL,
    display: 'flex',
    flexDirection: 'column',
  },
  // Fluent's body grid (title and close button on one row, content below) stretched to the surface's height.
  body: { flexGrow: 1, minHeight: 0, maxHeight: 'none', gridTemplateRows: 'auto minmax(0, 1fr)' },
  content: { flexGrow: 1, minHeight: 0, display: 'flex', flexDirection: 'column', overflow: 'hidden' },
  loading: { flexGrow: 1, display: 'flex', alignItems: 'center', justifyContent: 'center' },
});

export const debugViewerQuery = graphql`
  query DebugViewerDialogQuery($id: ID!) {
    menu(id: $id) {
      databaseId
      url
      format
      status
      menuTitles {
        databaseId
        parentId
        title
        description
        calories
        diets
        addons
        miscInfo
        allergens
        nutritions
        isEverywhereAvailable
        isPlaceholder
        dishCount
        childDishCount
      }
      dishes(pageSize: 5000) {
        dishes {
          databaseId
          menuTitleId
          name
          description
          ingredients
          price
          calories
          diets
          addons
          miscInfo
          allergens
          nutritions
          isCorrupt
          menuTitlePath
        }
      }
      debugData {
        jobId
        kind
        finishedDate
        screenshots {
          index
          itemKind
          itemId
          imageUrl
          screenshot {
            url
            title
            selectorName
            selectorCss
            elementCount
            elapsedTimeMs
            timestamp
          }
        }
        discrepancies {
          nodeId
          isHallucination
          impactLevel
          description
        }
        highDiscrepancyCount
        mediumDiscrepancyCount
        lowDiscrepancyCount
      }
    }
  }
`;

function DebugViewerDialog({ open, onClose, menuId, menuNumber, variant }: DebugViewerDialogProps & { variant: DebugViewerVariant }) {
  const styles = useStyles();
  // A new fetch each time the dialog opens: signed image URLs expire and a rescrape may have replaced the run.
  const [openCount, setOpenCount] = useState(0);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setOpenCount((count) => count + 1);
  }
  const title = variant === 'HTML' ? `Scraping details · HTML menu ${menuNumber}` : `Scraping details · document menu ${menuNumber}`;
  return (
    <Dialog open={open} onOpenChange={(_event, data) => !data.open && onClose()}>
      <DialogSurface className={styles.surface} aria-label={title}>
        <DialogBody className={styles.body}>
          <DialogTitle action={<Button appearance="subtle" aria-label="Close" icon={<DismissRegular />} onClick={onClose} />}>{title}</DialogTitle>
          <DialogContent className={styles.content}>
            <Suspense
              fallback={
                <div className={styles.loading}>
                  <Spinner label="Loading the debug run…" />
                </div>
              }
            >
              <DebugViewerData menuId={menuId} variant={variant} fetchKey={openCount} />
            </Suspense>
          </DialogContent>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

function DebugViewerData({ menuId, variant, fetchKey }: { menuId: string; variant: DebugViewerVariant; fetchKey: number }) {
  const data = useLazyLoadQuery<DebugViewerDialogQuery>(debugViewerQuery, { id: menuId }, { fetchPolicy: 'network-only', fetchKey });
  return <DebugViewerBody menu={data.menu} variant={variant} />;
}

/** The HTML menus' viewer: the tree, the item, its screenshots. */
export function HtmlDebugViewerDialog(props: DebugViewerDialogProps) {
  return <DebugViewerDialog {...props} variant="HTML" />;
}

/** The document menus' viewer: the same, with the discrepancy summary of the run. */
export function DocumentDebugViewerDialog(props: DebugViewerDialogProps) {
  return <DebugViewerDialog {...props} variant="DOCUMENT" />;
}
