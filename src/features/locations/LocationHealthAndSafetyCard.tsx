// The food authority's (health and safety register) record of the location, read-only (spec 2, section 2.11): name,
// address, rating and rating date.
import { Caption1, Card, CardHeader, Subtitle2 } from '@fluentui/react-components';
import { ShieldDismissRegular } from '@fluentui/react-icons';
import { graphql, useFragment } from 'react-relay';
import { EMPTY_VALUE } from '../../../domain/dates';
import { EmptyState } from '../../components/EmptyState';
import { FactList } from '../brands/FactList';
import type { LocationHealthAndSafetyCard_location$key } from './__generated__/LocationHealthAndSafetyCard_location.graphql';
import { formatDay } from './locationDates';
import { useLocationPageStyles } from './locationPageStyles';

export function LocationHealthAndSafetyCard({ location: locationKey }: { location: LocationHealthAndSafetyCard_location$key }) {
  const styles = useLocationPageStyles();
  const location = useFragment(
    graphql`
      fragment LocationHealthAndSafetyCard_location on Location {
        fsaId
        fsaLocation {
          name
          addressLine1
          addressLine2
          addressLine3
          addressLine4
          formattedAddress
          postCode
          rating
          ratingDate
        }
      }
    `,
    locationKey,
  );
  const fsa = location.fsaLocation;
  const address = fsa
    ? fsa.formattedAddress || [fsa.addressLine1, fsa.addressLine2, fsa.addressLine3, fsa.addressLine4, fsa.postCode].filter(Boolean).join(', ')
    : '';
  return (
    <Card className={styles.card} aria-labelledby="location-fsa-title">
      <CardHeader
        header={<Subtitle2 id="location-fsa-title">H&amp;S data</Subtitle2>}
        description={<Caption1>{location.fsaId ? `Food authority record ${location.fsaId}` : 'The food authority register'}</Caption1>}
      />
      {fsa ? (
        <FactList
          facts={[
            { label: 'Name', value: fsa.name || EMPTY_VALUE },
            { label: 'Address', value: address || EMPTY_VALUE },
            { label: 'Rating', value: <span className={styles.number}>{fsa.rating ?? EMPTY_VALUE}</span> },
            { label: 'Rating date', value: <span className={styles.number}>{formatDay(fsa.ratingDate)}</span> },
          ]}
        />
      ) : (
        <EmptyState icon={<ShieldDismissRegular />} title="No H&S record" description="The food authority register has no record for this location." />
      )}
    </Card>
  );
}
