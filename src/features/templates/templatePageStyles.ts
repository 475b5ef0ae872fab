// The frame shared by the template pages: a centred column with the header above the content.
import { makeStyles, tokens } from '@fluentui/react-components';

export const useTemplatePageStyles = makeStyles({
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
  muted: { color: tokens.colorNeutralForeground3 },
  nowrap: { whiteSpace: 'nowrap' },
});

export const TEMPLATES_PATH = '/menu-scraping-templates/templates';
export const templatePath = (databaseId: number) => `${TEMPLATES_PATH}/${databaseId}`;
