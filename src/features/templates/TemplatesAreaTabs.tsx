// The Templates area's two tabs (spec 3, section 2): Templates and Clusters.
import { Tab, TabList } from '@fluentui/react-components';
import { useNavigate } from 'react-router-dom';
import { TEMPLATES_PATH } from './templatePageStyles';

const CLUSTERS_PATH = '/menu-scraping-templates/clusters';

export function TemplatesAreaTabs({ selected = 'templates' }: { selected?: 'templates' | 'clusters' }) {
  const navigate = useNavigate();
  return (
    <TabList
      selectedValue={selected}
      aria-label="Templates area"
      onTabSelect={(_event, data) => {
        if (data.value === selected) return;
        void navigate(data.value === 'clusters' ? CLUSTERS_PATH : TEMPLATES_PATH);
      }}
    >
      <Tab value="templates">Templates</Tab>
      <Tab value="clusters">Clusters</Tab>
    </TabList>
  );
}
