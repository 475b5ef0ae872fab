// PlacesMap loaded in its own chunk (Leaflet, react-leaflet and the cluster plugin are about 60 kB gzipped): pages
// render LazyPlacesMap with PlacesMap's props and show a quiet placeholder of the same size while it loads.
import { makeStyles, mergeClasses, Spinner, tokens } from '@fluentui/react-components';
import { Suspense, lazy } from 'react';
import type { PlacesMapProps } from './PlacesMap';

const PlacesMap = lazy(() => import('./PlacesMap').then((module) => ({ default: module.PlacesMap })));

const useStyles = makeStyles({
  placeholder: {
    width: '100%',
    height: '420px',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
  },
});

export function LazyPlacesMap(props: PlacesMapProps) {
  const styles = useStyles();
  return (
    <Suspense
      fallback={
        <div className={mergeClasses(styles.placeholder, props.className)}>
          <Spinner size="small" label="Loading map" />
        </div>
      }
    >
      <PlacesMap {...props} />
    </Suspense>
  );
}
