// The locations table's address drawer: where the location is, as the food-authority register and the map service have it.
import { Button, DrawerBody, DrawerHeader, DrawerHeaderTitle, OverlayDrawer, Subtitle2, Text, makeStyles, tokens } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import type { LocationRow } from './locationColumns';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, marginBottom: tokens.spacingVerticalL },
  muted: { color: tokens.colorNeutralForeground3 },
});

export function LocationAddressDrawer({ location, onClose }: { location: LocationRow | null; onClose(): void }) {
  const styles = useStyles();
  const fsa = location?.fsaLocation;
  const google = location?.googleLocation;
  const fsaLines = fsa ? [fsa.addressLine1, fsa.addressLine2, fsa.addressLine3, fsa.addressLine4, fsa.postCode].filter(Boolean) : [];
  return (
    <OverlayDrawer position="end" size="medium" open={location !== null} onOpenChange={(_event, data) => !data.open && onClose()}>
      <DrawerHeader>
        <DrawerHeaderTitle action={<Button appearance="subtle" aria-label="Close" icon={<DismissRegular />} onClick={onClose} />}>
          {location ? `${location.name} (${location.databaseId})` : 'Address'}
        </DrawerHeaderTitle>
      </DrawerHeader>
      <DrawerBody>
        <section className={styles.section}>
          <Subtitle2 as="h3">Location</Subtitle2>
          <Text>{location?.formattedAddress ?? '-'}</Text>
          {location?.phone ? <Text className={styles.muted}>{location.phone}</Text> : null}
        </section>
        <section className={styles.section}>
          <Subtitle2 as="h3">H&S register</Subtitle2>
          {fsa ? (
            <>
              <Text weight="semibold">{fsa.name ?? '-'}</Text>
              {fsaLines.length ? fsaLines.map((line, index) => <Text key={index}>{line}</Text>) : <Text>{fsa.formattedAddress ?? '-'}</Text>}
              <Text className={styles.muted}>
                {fsa.businessType ?? 'No business type'}
                {fsa.rating ? ` · rating ${fsa.rating}` : ''}
              </Text>
            </>
          ) : (
            <Text className={styles.muted}>Not in the register</Text>
          )}
        </section>
        <section className={styles.section}>
          <Subtitle2 as="h3">Google</Subtitle2>
          {google ? (
            <>
              <Text weight="semibold">{google.name}</Text>
              <Text>{google.formattedAddress ?? '-'}</Text>
              {google.website ? <Text className={styles.muted}>{google.website}</Text> : null}
              {google.phone ? <Text className={styles.muted}>{google.phone}</Text> : null}
            </>
          ) : (
            <Text className={styles.muted}>No Google match</Text>
          )}
        </section>
      </DrawerBody>
    </OverlayDrawer>
  );
}
