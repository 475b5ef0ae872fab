// /menu-scraping-templates/templates/{id}: loads the template (without caching, spec 3 section 7) and shows its editor.
import { Spinner } from '@fluentui/react-components';
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useParams } from 'react-router-dom';
import { usePageRetryKey } from '../../app/errors/pageRetryKey';
import { EmptyState } from '../../components/EmptyState';
import { LinkButton } from '../../components/LinkButton';
import type { TemplateEditRouteQuery } from './__generated__/TemplateEditRouteQuery.graphql';
import { TemplateEditor } from './TemplateEditor';
import { TEMPLATES_PATH, useTemplatePageStyles } from './templatePageStyles';

export function TemplateEditRoute() {
  const { templateId = '' } = useParams();
  const pageStyles = useTemplatePageStyles();
  return (
    <div className={pageStyles.page}>
      <Suspense fallback={<Spinner label="Loading the template" />}>
        <TemplateEditLoader id={templateId} />
      </Suspense>
    </div>
  );
}

function TemplateEditLoader({ id }: { id: string }) {
  const data = useLazyLoadQuery<TemplateEditRouteQuery>(
    graphql`
      query TemplateEditRouteQuery($id: ID!) {
        menuScrapingTemplate(id: $id) {
          ...TemplateEditor_template
        }
      }
    `,
    { id },
    { fetchPolicy: 'network-only', fetchKey: usePageRetryKey() },
  );
  if (!data.menuScrapingTemplate) {
    return (
      <EmptyState
        title={`There is no template ${id}`}
        description="It may have been deleted."
        actions={
          <LinkButton to={TEMPLATES_PATH} appearance="primary">
            Back to templates
          </LinkButton>
        }
      />
    );
  }
  return <TemplateEditor template={data.menuScrapingTemplate} />;
}
