// The version history drawer (spec 3, section 2; 50% of the screen wide): each version's upload date, uploader and
// number, its comment in a popover, its download (named with the template id and vN, or 'current' for the newest), and
// a compare of any two versions side by side in the menu instructions' diff view.
import {
  Button,
  DrawerBody,
  DrawerHeader,
  DrawerHeaderTitle,
  Field,
  OverlayDrawer,
  Popover,
  PopoverSurface,
  PopoverTrigger,
  Select,
  Spinner,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ArrowDownloadRegular, CommentRegular, DismissRegular, SplitVerticalRegular } from '@fluentui/react-icons';
import { Suspense, useMemo, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { templateInstructionsFileName } from '../../../domain/menuScrapingTemplates';
import { DataTable, type DataTableColumn } from '../../components/DataTable';
import { DateTimeText } from '../../components/DateTimeText';
import { downloadJson } from '../brands/scrapingInstructionsFile';
import { InstructionsDiffView } from '../menuScraping/instructions/InstructionsDiffView';
import type { TemplateVersionsDrawerQuery, TemplateVersionsDrawerQuery$data } from './__generated__/TemplateVersionsDrawerQuery.graphql';

const useStyles = makeStyles({
  drawer: { width: '50vw', minWidth: '480px' },
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  compare: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'flex-end', flexWrap: 'wrap' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalXXS, justifyContent: 'flex-end' },
  comment: { maxWidth: '360px', whiteSpace: 'pre-wrap' },
});

export interface TemplateVersionsDrawerProps {
  templateId: string;
  templateDatabaseId: number;
  onClose(): void;
}

export function TemplateVersionsDrawer({ templateId, templateDatabaseId, onClose }: TemplateVersionsDrawerProps) {
  const styles = useStyles();
  return (
    <OverlayDrawer position="end" open className={styles.drawer} onOpenChange={(_event, data) => !data.open && onClose()}>
      <DrawerHeader>
        <DrawerHeaderTitle action={<Button appearance="subtle" aria-label="Close" icon={<DismissRegular />} onClick={onClose} />}>Version history</DrawerHeaderTitle>
      </DrawerHeader>
      <DrawerBody className={styles.body}>
        <Suspense fallback={<Spinner label="Loading the versions" />}>
          <Versions templateId={templateId} templateDatabaseId={templateDatabaseId} />
        </Suspense>
      </DrawerBody>
    </OverlayDrawer>
  );
}

type Version = TemplateVersionsDrawerQuery$data['menuScrapingTemplateInstructionVersions'][number];

function Versions({ templateId, templateDatabaseId }: Omit<TemplateVersionsDrawerProps, 'onClose'>) {
  const styles = useStyles();
  const data = useLazyLoadQuery<TemplateVersionsDrawerQuery>(
    graphql`
      query TemplateVersionsDrawerQuery($id: ID!) {
        menuScrapingTemplateInstructionVersions(menuScrapingTemplateId: $id) {
          id
          number
          createdDate
          createdBy {
            name
          }
          comment
          scrapingInstructions
        }
      }
    `,
    { id: templateId },
    { fetchPolicy: 'network-only' },
  );
  const versions = data.menuScrapingTemplateInstructionVersions;
  const newest = versions[0]?.number ?? 0;
  // Compare: the older side and the newer side, by number; opens on the newest against the one before it.
  const [pair, setPair] = useState<[number, number] | null>(versions.length > 1 ? [versions[1].number, newest] : null);
  const byNumber = useMemo(() => new Map(versions.map((version) => [version.number, version])), [versions]);

  const fileName = (version: Version) => templateInstructionsFileName(templateDatabaseId, version.number === newest ? 'current' : version.number);

  const columns = useMemo<Array<DataTableColumn<Version>>>(
    () => [
      { id: 'number', header: 'Version', width: '80px', render: (version) => `v${version.number}` },
      { id: 'date', header: 'Uploaded', render: (version) => <DateTimeText value={version.createdDate} /> },
      { id: 'by', header: 'Uploader', render: (version) => version.createdBy?.name ?? '-' },
      {
        id: 'actions',
        header: 'Actions',
        hideHeader: true,
        align: 'end',
        render: (version) => (
          <span className={styles.actions}>
            <Popover withArrow>
              <PopoverTrigger disableButtonEnhancement>
                <Button appearance="subtle" icon={<CommentRegular />} aria-label={`Comment of version ${version.number}`} disabled={!version.comment} />
              </PopoverTrigger>
              <PopoverSurface className={styles.comment}>{version.comment}</PopoverSurface>
            </Popover>
            <Button
              appearance="subtle"
              icon={<ArrowDownloadRegular />}
              aria-label={`Download version ${version.number}`}
              onClick={() => downloadJson(fileName(version), `${version.scrapingInstructions}\n`)}
            />
            <Button
              appearance="subtle"
              icon={<SplitVerticalRegular />}
              aria-label={`Compare version ${version.number}`}
              disabled={versions.length < 2}
              onClick={() => setPair(version.number === newest ? [versions[1].number, newest] : [version.number, newest])}
            />
          </span>
        ),
      },
    ],
    // fileName reads newest and the template id, both stable while the drawer is open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [styles, versions, newest],
  );

  const left = pair ? byNumber.get(pair[0]) : undefined;
  const right = pair ? byNumber.get(pair[1]) : undefined;
  const pick = (side: 0 | 1, value: string) => setPair((current) => (current ? (side === 0 ? [Number(value), current[1]] : [current[0], Number(value)]) : current));

  return (
    <>
      <DataTable ariaLabel="Versions" columns={columns} items={versions} getRowKey={(version) => version.id} keyboardShortcuts={false} />
      {pair ? (
        <section aria-label="Compare versions" className={styles.body}>
          <div className={styles.compare}>
            <Field label="Compare version">
              <Select value={String(pair[0])} onChange={(_event, data) => pick(0, data.value)}>
                {versions.map((version) => (
                  <option key={version.id} value={version.number}>{`v${version.number}`}</option>
                ))}
              </Select>
            </Field>
            <Field label="with version">
              <Select value={String(pair[1])} onChange={(_event, data) => pick(1, data.value)}>
                {versions.map((version) => (
                  <option key={version.id} value={version.number}>{`v${version.number}`}</option>
                ))}
              </Select>
            </Field>
          </div>
          {left && right ? (
            <InstructionsDiffView beforeLabel={`v${left.number}`} afterLabel={`v${right.number}`} before={left.scrapingInstructions} after={right.scrapingInstructions} />
          ) : (
            <Text>Choose two versions.</Text>
          )}
        </section>
      ) : null}
    </>
  );
}
