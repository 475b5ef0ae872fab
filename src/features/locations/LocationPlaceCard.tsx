// The map service's place attached to the location, read-only (spec 2, section 2.11): name, street, city, post code,
// coordinates, phone and rating, with the match rank. The place picker (attaching another place) sits under it.
import { Badge, Caption1, Card, CardHeader, Link, Subtitle2, makeStyles } from '@fluentui/react-components';
import { MapRegular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import { EMPTY_VALUE } from '../../../domain/dates';
import { EmptyState } from '../../components/EmptyState';
import { enumLabel } from '../brands/brandLabels';
import { FactList } from '../brands/FactList';
import type { LocationPlaceCard_location$key } from './__generated__/LocationPlaceCard_location.graphql';
import { formatCoordinates } from './locationDates';
import { useLocationPageStyles } from './locationPageStyles';

const RANK_COLOR: Record<string, 'success' | 'brand' | 'warning' | 'danger' | 'informative'> = {
  HIGHEST: 'success',
  HIGH: 'success',
  MANUAL: 'brand',
  MEDIUM: 'warning',
  LOW: 'danger',
  NO: 'informative',
};

const useStyles = makeStyles({
  // The card header's action column is narrow: the rank stays on one line.
  rank: { whiteSpace: 'nowrap', flexShrink: 0 },
});

export function LocationPlaceCard({ location: locationKey, children }: { location: LocationPlaceCard_location$key; children?: ReactNode }) {
  const styles = useLocationPageStyles();
  const own = useStyles();
  const location = useFragment(
    graphql`
      fragment LocationPlaceCard_location on Location {
        googleMatchRank
        isHasNoGoogleMatchConfirmed
        googleLocation {
          databaseId
          placeId
          name
          phone
          streetNumber
          street
          city
          postCode
          rating
          latitude
          longitude
        }
      }
    `,
    locationKey,
  );
  const place = location.googleLocation;
  const street = place ? [place.streetNumber, place.street].filter(Boolean).join(' ') : '';
  return (
    <Card className={styles.card} aria-labelledby="location-place-title">
      <CardHeader
        header={<Subtitle2 id="location-place-title">Place data</Subtitle2>}
        description={<Caption1>{place ? `Place ${place.placeId}` : 'The map service place matched to this location'}</Caption1>}
        action={
          <Badge className={own.rank} appearance="tint" color={RANK_COLOR[location.googleMatchRank] ?? 'informative'}>
            {`Match: ${enumLabel(location.googleMatchRank)}`}
          </Badge>
        }
      />
      {place ? (
        <FactList
          facts={[
            { label: 'Name', value: place.name },
            { label: 'Street', value: street || EMPTY_VALUE },
            { label: 'City', value: place.city || EMPTY_VALUE },
            { label: 'Post code', value: place.postCode || EMPTY_VALUE },
            { label: 'Coordinates', value: <span className={styles.number}>{formatCoordinates(place.latitude, place.longitude)}</span> },
            { label: 'Phone', value: place.phone ? <Link href={`tel:${place.phone.replace(/\s/g, '')}`}>{place.phone}</Link> : EMPTY_VALUE },
            { label: 'Rating', value: <span className={styles.number}>{place.rating ?? EMPTY_VALUE}</span> },
          ]}
        />
      ) : (
        <EmptyState
          icon={<MapRegular />}
          title="No place attached"
          description={location.isHasNoGoogleMatchConfirmed ? 'Confirmed as having no match on the map service.' : 'No map service place is matched to this location yet.'}
        />
      )}
      {children}
    </Card>
  );
}
