// The location's opening hours, Monday to Sunday, as HH:mm intervals; 'Closed' for a day without any (spec 2, 2.11).
import { Caption1, Card, CardHeader, Subtitle2, Table, TableBody, TableCell, TableRow, makeStyles, tokens } from '@fluentui/react-components';
import { ClockDismissRegular } from '@fluentui/react-icons';
import { graphql, useFragment } from 'react-relay';
import { EmptyState } from '../../components/EmptyState';
import type { LocationWorkingHoursCard_location$key } from './__generated__/LocationWorkingHoursCard_location.graphql';
import { useLocationPageStyles } from './locationPageStyles';
import { CLOSED, workingHoursRows } from './workingHoursRows';

const useStyles = makeStyles({
  day: { fontWeight: tokens.fontWeightSemibold, width: '40%' },
  hours: { fontVariantNumeric: 'tabular-nums' },
  intervals: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalM },
  closed: { color: tokens.colorNeutralForeground3 },
});

export function LocationWorkingHoursCard({ location: locationKey }: { location: LocationWorkingHoursCard_location$key }) {
  const styles = useStyles();
  const pageStyles = useLocationPageStyles();
  const { workingHours } = useFragment(
    graphql`
      fragment LocationWorkingHoursCard_location on Location {
        workingHours {
          dayOfWeek
          intervals {
            openTime
            closeTime
          }
        }
      }
    `,
    locationKey,
  );
  return (
    <Card className={pageStyles.card} aria-labelledby="location-hours-title">
      <CardHeader header={<Subtitle2 id="location-hours-title">Working hours</Subtitle2>} description={<Caption1>UK local time</Caption1>} />
      {workingHours ? (
        <Table size="small" aria-labelledby="location-hours-title">
          <TableBody>
            {workingHoursRows(workingHours).map((row) => (
              <TableRow key={row.dayOfWeek}>
                <TableCell className={styles.day}>{row.name}</TableCell>
                <TableCell className={styles.hours}>
                  {row.intervals.length ? (
                    <span className={styles.intervals}>
                      {row.intervals.map((interval) => (
                        <span key={interval}>{interval}</span>
                      ))}
                    </span>
                  ) : (
                    <span className={styles.closed}>{CLOSED}</span>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : (
        <EmptyState icon={<ClockDismissRegular />} title="No working hours" description="The opening hours of this location are not known." />
      )}
    </Card>
  );
}
