// /settings/platforms (spec 3, section 2): ID, Name, Identification Regex, Normalization Regex and Edit; Add platform.
// Edit and Add show only with platform.update and platform.create. Rows open with a click or j/k and Enter.
import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, EditRegular } from '@fluentui/react-icons';
import { useMemo } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import { useRegisterCommands, type Command } from '../../../app/commands/useRegisterCommands';
import { usePageRetryKey } from '../../../app/errors/pageRetryKey';
import { useSession } from '../../../app/session/useSession';
import { useDocumentTitle } from '../../../app/shell/useDocumentTitle';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { EmptyState } from '../../../components/EmptyState';
import { PageHeader } from '../../../components/PageHeader';
import { useSettingsPageStyles } from '../SettingsLayout';
import type { PlatformsListRouteQuery, PlatformsListRouteQuery$data } from './__generated__/PlatformsListRouteQuery.graphql';

type Platform = PlatformsListRouteQuery$data['platforms'][number];

const useStyles = makeStyles({
  pattern: { fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase200, wordBreak: 'break-all' },
  count: { color: tokens.colorNeutralForeground3 },
});

export function PlatformsListRoute() {
  const pageStyles = useSettingsPageStyles();
  const styles = useStyles();
  useDocumentTitle('Platforms');
  const navigate = useNavigate();
  const { can } = useSession();
  const canCreate = can('platform.create');
  const canUpdate = can('platform.update');
  const data = useLazyLoadQuery<PlatformsListRouteQuery>(
    graphql`
      query PlatformsListRouteQuery {
        platforms {
          id
          databaseId
          name
          urlIdentificationRegex
          urlNormalizationRegex
        }
      }
    `,
    {},
    { fetchPolicy: 'store-and-network', fetchKey: usePageRetryKey() },
  );

  const commands = useMemo<Command[]>(
    () => (canCreate ? [{ id: 'platforms.add', title: 'Add platform', group: 'Platforms', keywords: ['new', 'create', 'regex'], run: () => void navigate('/settings/platforms/create') }] : []),
    [canCreate, navigate],
  );
  useRegisterCommands(commands);

  const columns = useMemo<Array<DataTableColumn<Platform>>>(
    () => [
      { id: 'id', header: 'ID', width: '80px', render: (platform) => platform.databaseId },
      { id: 'name', header: 'Name', render: (platform) => platform.name },
      { id: 'identification', header: 'Identification Regex', render: (platform) => <code className={styles.pattern}>{platform.urlIdentificationRegex}</code> },
      { id: 'normalization', header: 'Normalization Regex', render: (platform) => <code className={styles.pattern}>{platform.urlNormalizationRegex}</code> },
      ...(canUpdate
        ? [
            {
              id: 'edit',
              header: 'Edit',
              hideHeader: true,
              align: 'end' as const,
              render: (platform: Platform) => (
                <Button appearance="subtle" icon={<EditRegular />} aria-label={`Edit ${platform.name}`} onClick={() => void navigate(`/settings/platforms/${platform.databaseId}`)}>
                  Edit
                </Button>
              ),
            },
          ]
        : []),
    ],
    [canUpdate, navigate, styles.pattern],
  );

  return (
    <div className={pageStyles.page}>
      <PageHeader
        title="Platforms"
        subtitle="Families of restaurant sites: which menu URLs belong to each, and the canonical form of such a URL (RE2 patterns)."
        actions={
          canCreate ? (
            <Button appearance="primary" icon={<AddRegular />} onClick={() => void navigate('/settings/platforms/create')}>
              Add platform
            </Button>
          ) : null
        }
      />
      <Text className={styles.count}>{`${data.platforms.length} platforms`}</Text>
      <DataTable
        ariaLabel="Platforms"
        columns={columns}
        items={data.platforms}
        getRowKey={(platform) => platform.id}
        onRowOpen={canUpdate ? (platform) => void navigate(`/settings/platforms/${platform.databaseId}`) : undefined}
        empty={<EmptyState title="No platforms yet" description={canCreate ? 'Add the first platform to see which menus are on it.' : undefined} />}
      />
    </div>
  );
}
