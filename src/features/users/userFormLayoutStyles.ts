// The user pages' two columns: the form, and beside it (on wide screens) the facts about the user.
import { makeStyles, tokens } from '@fluentui/react-components';

export const useUserFormLayoutStyles = makeStyles({
  columns: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: tokens.spacingHorizontalXL },
  main: { flexGrow: 1, flexBasis: '480px', maxWidth: '680px' },
  side: { flexGrow: 0, flexBasis: '320px', minWidth: '280px' },
});
