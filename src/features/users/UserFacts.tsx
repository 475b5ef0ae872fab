// What the form does not edit: the user's number, latest login, last change and how many permissions their role gives.
import { Card, CardHeader, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { graphql, useFragment } from 'react-relay';
import { DateTimeText } from '../../components/DateTimeText';
import type { UserFacts_user$key } from './__generated__/UserFacts_user.graphql';

const useStyles = makeStyles({
  card: { paddingBlock: tokens.spacingVerticalL, paddingInline: tokens.spacingHorizontalXL },
  list: { display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: tokens.spacingHorizontalL, rowGap: tokens.spacingVerticalS, margin: 0 },
  term: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200, lineHeight: tokens.lineHeightBase300 },
  value: { margin: 0, fontSize: tokens.fontSizeBase300, lineHeight: tokens.lineHeightBase300, fontVariantNumeric: 'tabular-nums' },
});

export function UserFacts({ user: userKey }: { user: UserFacts_user$key }) {
  const styles = useStyles();
  const user = useFragment(
    graphql`
      fragment UserFacts_user on User {
        databaseId
        loginDate
        modifiedDate
        permissions
      }
    `,
    userKey,
  );
  return (
    <Card className={styles.card}>
      <CardHeader header={<Subtitle2 as="h2">Details</Subtitle2>} />
      <dl className={styles.list}>
        <dt className={styles.term}>User ID</dt>
        <dd className={styles.value}>{user.databaseId}</dd>
        <dt className={styles.term}>Latest login</dt>
        <dd className={styles.value}><DateTimeText value={user.loginDate} /></dd>
        <dt className={styles.term}>Last changed</dt>
        <dd className={styles.value}><DateTimeText value={user.modifiedDate} /></dd>
        <dt className={styles.term}>Permissions</dt>
        <dd className={styles.value}>{user.permissions.length}</dd>
      </dl>
    </Card>
  );
}
