// The product's name and mark, at the left of the navigation bar and on the login card.
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { BowlChopsticksFilled } from '@fluentui/react-icons';

const useStyles = makeStyles({
  root: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalS, color: 'inherit', textDecorationLine: 'none' },
  mark: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '28px',
    height: '28px',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
    fontSize: '18px',
    flexShrink: 0,
  },
  markLarge: { width: '44px', height: '44px', fontSize: '28px', borderRadius: tokens.borderRadiusLarge },
  name: { display: 'flex', flexDirection: 'column', lineHeight: tokens.lineHeightBase200 },
  title: { fontWeight: tokens.fontWeightSemibold, fontSize: tokens.fontSizeBase300, whiteSpace: 'nowrap' },
  subtitle: { fontSize: tokens.fontSizeBase100, color: tokens.colorNeutralForeground3, whiteSpace: 'nowrap' },
  titleLarge: { fontSize: tokens.fontSizeBase500, lineHeight: tokens.lineHeightBase500 },
  subtitleLarge: { fontSize: tokens.fontSizeBase200 },
});

export function ProductMark({ size = 'small' }: { size?: 'small' | 'large' }) {
  const styles = useStyles();
  const large = size === 'large';
  return (
    <span className={styles.root}>
      <span className={mergeClasses(styles.mark, large && styles.markLarge)} aria-hidden="true">
        <BowlChopsticksFilled />
      </span>
      <span className={styles.name}>
        <span className={mergeClasses(styles.title, large && styles.titleLarge)}>Curation</span>{' '}
        <span className={mergeClasses(styles.subtitle, large && styles.subtitleLarge)}>Back office</span>
      </span>
    </span>
  );
}
