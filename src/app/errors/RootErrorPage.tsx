// The last line of defence (the root route's errorElement): the whole app failed, so offer a reload.
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { errorMessage } from '../../relay/errorMessage';
import { ProductMark } from '../shell/ProductMark';
import { ErrorPanel } from './ErrorPanel';

const useStyles = makeStyles({
  root: { minHeight: '100vh', backgroundColor: tokens.colorNeutralBackground2, paddingTop: tokens.spacingVerticalXXXL },
  mark: { display: 'flex', justifyContent: 'center' },
});

export function RootErrorPage() {
  const styles = useStyles();
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <div className={styles.root}>
      <div className={styles.mark}>
        <ProductMark size="large" />
      </div>
      <ErrorPanel
        title={notFound ? 'Page not found' : 'Something went wrong'}
        message={isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : errorMessage(error)}
        onRetry={() => window.location.reload()}
        extraActions={
          <Button as="a" href="/">
            Go to the start page
          </Button>
        }
      />
    </div>
  );
}
