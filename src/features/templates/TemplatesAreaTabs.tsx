// The Templates area's two tabs (spec 3, section 2): Templates, and Clusters (built with the clusters; shown, not yet open).
import { Tab, TabList } from '@fluentui/react-components';
import { useNavigate } from 'react-router-dom';
import { TEMPLATES_PATH } from './templatePageStyles';

export function TemplatesAreaTabs() {
  const navigate = useNavigate();
  return (
    <TabList selectedValue="templates" aria-label="Templates area" onTabSelect={(_event, data) => data.value === 'templates' && void navigate(TEMPLATES_PATH)}>
      <Tab value="templates">Templates</Tab>
      <Tab value="clusters" disabled>
        Clusters
      </Tab>
    </TabList>
  );
}
