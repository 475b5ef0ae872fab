// /reports/{key}: the Reports area (spec 3, section 2), one tab per report, each shown only with its own permission
// (report.{key}); /reports opens the first permitted one, and a tab the person may not open sends them there too.
// The tabs stand in a column beside the open report: thirteen labels do not fit one row.
import { Tab, TabList, makeStyles, tokens } from '@fluentui/react-components';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { useSession } from '../../app/session/useSession';
import { NotFoundPage } from '../../app/shell/NotFoundPage';
import { useDocumentTitle } from '../../app/shell/useDocumentTitle';
import { PageHeader } from '../../components/PageHeader';
import { useTemplatePageStyles } from '../templates/templatePageStyles';
import { ReportTabPanel } from './ReportTabPanel';
import { permittedReportTabs, reportTabOf } from './reportCatalogue';
import { reportPath } from './reportTabs';

const useStyles = makeStyles({
  body: { display: 'grid', gridTemplateColumns: '232px minmax(0, 1fr)', gap: tokens.spacingHorizontalXXL, alignItems: 'start' },
  tabs: {
    position: 'sticky',
    top: tokens.spacingVerticalL,
    paddingBlock: tokens.spacingVerticalS,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow4,
  },
  tab: { justifyContent: 'flex-start', width: '100%' },
  // The label and Fluent's hidden bold copy (which reserves the selected width) both start at the left edge.
  tabText: { justifySelf: 'start', textAlign: 'start' },
});

export function ReportsRoute() {
  const pageStyles = useTemplatePageStyles();
  const styles = useStyles();
  const navigate = useNavigate();
  const { key } = useParams<{ key: string }>();
  const { permissions } = useSession();
  const tabs = permittedReportTabs(permissions);
  const tab = key ? reportTabOf(key) : null;
  useDocumentTitle(tab ? `${tab.label} report` : 'Reports');

  if (key && !tab) return <NotFoundPage />;
  if (!tab || !tabs.includes(tab)) return tabs[0] ? <Navigate to={reportPath(tabs[0].key)} replace /> : <NotFoundPage />;

  return (
    <div className={pageStyles.page}>
      <PageHeader title="Reports" subtitle="See what a report holds for your inputs, then download the file." />
      <div className={styles.body}>
        <TabList
          className={styles.tabs}
          vertical
          selectedValue={tab.key}
          aria-label="Reports"
          onTabSelect={(_event, data) => {
            if (data.value !== tab.key) void navigate(reportPath(data.value as typeof tab.key));
          }}
        >
          {tabs.map((candidate) => (
            <Tab key={candidate.key} value={candidate.key} className={styles.tab} content={{ className: styles.tabText }}>
              {candidate.label}
            </Tab>
          ))}
        </TabList>
        <div role="tabpanel" aria-label={`${tab.label} report`}>
          {/* A tab's form state (fields left, submitted) and its download are its own. */}
          <ReportTabPanel key={tab.key} tab={tab} />
        </div>
      </div>
    </div>
  );
}
