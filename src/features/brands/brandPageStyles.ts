// The frame shared by the brands pages: a centred column with the header above the content.
import { makeStyles, tokens } from '@fluentui/react-components';

export const useBrandPageStyles = makeStyles({
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
