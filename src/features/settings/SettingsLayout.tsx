// /settings: the tab bar (Common websites, Platforms; each shown with its list permission) above the tab's page.
// The bare /settings opens the first tab the person may see. Each tab is a palette command too.
import { Tab, TabList, makeStyles, tokens } from '@fluentui/react-components';
import { Suspense, useMemo } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useRegisterCommands, type Command } from '../../app/commands/useRegisterCommands';
import { useSession } from '../../app/session/useSession';
import { PageSpinner } from '../../app/shell/PageSpinner';
import { settingsTabOfPath, visibleSettingsTabs } from './settingsTabs';

export const useSettingsPageStyles = makeStyles({
  page: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    paddingBlock: tokens.spacingVerticalXXL,
    paddingInline: tokens.spacingHorizontalXXL,
    maxWidth: '1400px',
    marginInline: 'auto',
    boxSizing: 'border-box',
    width: '100%',
  },
});

const useStyles = makeStyles({
  tabs: { paddingInline: tokens.spacingHorizontalXXL, paddingTop: tokens.spacingVerticalM, maxWidth: '1400px', marginInline: 'auto', boxSizing: 'border-box', width: '100%' },
});

export function SettingsLayout() {
  const styles = useStyles();
  const { permissions } = useSession();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const tabs = useMemo(() => visibleSettingsTabs(permissions), [permissions]);
  const current = settingsTabOfPath(pathname);
  const commands = useMemo<Command[]>(
    () => tabs.map((tab) => ({ id: `settings.${tab.slug}`, title: `Go to ${tab.label}`, group: 'Settings', keywords: ['settings'], run: () => void navigate(tab.path) })),
    [tabs, navigate],
  );
  useRegisterCommands(commands);
  if (!current) return tabs[0] ? <Navigate to={tabs[0].path} replace /> : null;
  return (
    <>
      <TabList className={styles.tabs} selectedValue={current.slug} aria-label="Settings" onTabSelect={(_event, data) => {
        const next = tabs.find((tab) => tab.slug === data.value);
        if (next) void navigate(next.path);
      }}>
        {tabs.map((tab) => (
          <Tab key={tab.slug} value={tab.slug}>
            {tab.label}
          </Tab>
        ))}
      </TabList>
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
    </>
  );
}
