// The navigation bar: product mark, the areas the person may open (spec 1, section 2), the palette hint, 'Hi, {name}!'
// and Logout.
import { Button, Tooltip, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { NameInitials } from './NameInitials';
import { SearchRegular, SignOutRegular } from '@fluentui/react-icons';
import { useMemo } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { useCommandCenter } from '../commands/commandCenterContext';
import { PALETTE_SHORTCUT } from '../commands/paletteShortcut';
import { ShortcutKeys } from '../commands/ShortcutKeys';
import { visibleAreas } from '../navigation/areas';
import { useSession } from '../session/useSession';
import { AREA_ICONS } from './areaIcons';
import { ProductMark } from './ProductMark';

const useStyles = makeStyles({
  bar: {
    position: 'sticky',
    top: 0,
    zIndex: 10,
    display: 'flex',
    alignItems: 'stretch',
    gap: tokens.spacingHorizontalL,
    height: '48px',
    paddingInline: tokens.spacingHorizontalL,
    backgroundColor: tokens.colorNeutralBackground1,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    boxShadow: tokens.shadow2,
  },
  home: {
    display: 'flex',
    alignItems: 'center',
    color: tokens.colorNeutralForeground1,
    textDecorationLine: 'none',
    paddingRight: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusMedium,
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}` },
  },
  nav: { display: 'flex', alignItems: 'stretch', flexGrow: 1, minWidth: 0, overflowX: 'auto', scrollbarWidth: 'none' },
  list: { display: 'flex', alignItems: 'stretch', margin: 0, padding: 0, listStyleType: 'none', gap: tokens.spacingHorizontalXXS },
  item: { display: 'flex' },
  link: {
    position: 'relative',
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    paddingInline: tokens.spacingHorizontalS,
    color: tokens.colorNeutralForeground2,
    textDecorationLine: 'none',
    fontSize: tokens.fontSizeBase300,
    whiteSpace: 'nowrap',
    '& svg': { fontSize: '18px', color: tokens.colorNeutralForeground3 },
    ':hover': { color: tokens.colorNeutralForeground1, backgroundColor: tokens.colorSubtleBackgroundHover },
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`, outlineOffset: '-4px' },
  },
  active: {
    color: tokens.colorNeutralForeground1,
    fontWeight: tokens.fontWeightSemibold,
    '& svg': { color: tokens.colorBrandForeground1 },
    '::after': {
      content: '""',
      position: 'absolute',
      left: tokens.spacingHorizontalS,
      right: tokens.spacingHorizontalS,
      bottom: 0,
      height: '3px',
      borderRadius: `${tokens.borderRadiusSmall} ${tokens.borderRadiusSmall} 0 0`,
      backgroundColor: tokens.colorCompoundBrandStroke,
    },
  },
  end: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexShrink: 0 },
  search: {
    minWidth: '220px',
    justifyContent: 'space-between',
    color: tokens.colorNeutralForeground3,
    fontWeight: tokens.fontWeightRegular,
    backgroundColor: tokens.colorNeutralBackground3,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    ':hover': { backgroundColor: tokens.colorNeutralBackground3Hover, color: tokens.colorNeutralForeground2 },
  },
  searchLabel: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  divider: { width: tokens.strokeWidthThin, alignSelf: 'stretch', marginBlock: tokens.spacingVerticalM, backgroundColor: tokens.colorNeutralStroke2 },
  greeting: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalS, fontSize: tokens.fontSizeBase300, whiteSpace: 'nowrap' },
  logout: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    paddingInline: tokens.spacingHorizontalS,
    height: '32px',
    borderRadius: tokens.borderRadiusMedium,
    color: tokens.colorNeutralForeground2,
    textDecorationLine: 'none',
    fontSize: tokens.fontSizeBase300,
    ':hover': { color: tokens.colorNeutralForeground1, backgroundColor: tokens.colorSubtleBackgroundHover },
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}` },
  },
});

export function TopNav() {
  const styles = useStyles();
  const { user, permissions } = useSession();
  const { openPalette } = useCommandCenter();
  const areas = useMemo(() => visibleAreas(permissions), [permissions]);

  return (
    <header className={styles.bar}>
      {/* Named by its visible text (an aria-label that differs from it fails label-in-name for speech users). */}
      <Link to="/" className={styles.home} title="Home">
        <ProductMark />
      </Link>
      <nav className={styles.nav} aria-label="Main">
        <ul className={styles.list}>
          {areas.map((area) => (
            <li key={area.key} className={styles.item}>
              <NavLink to={area.path} className={({ isActive }) => mergeClasses(styles.link, isActive && styles.active)}>
                {AREA_ICONS[area.key]}
                {area.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.end}>
        <Tooltip content="Command palette: jump anywhere, run any command" relationship="description" withArrow>
          <Button className={styles.search} size="small" onClick={openPalette}>
            <span className={styles.searchLabel}>
              <SearchRegular />
              Search or jump to…
            </span>
            <ShortcutKeys keys={PALETTE_SHORTCUT} />
          </Button>
        </Tooltip>
        <span className={styles.divider} aria-hidden="true" />
        <span className={styles.greeting}>
          <NameInitials name={user?.name ?? ''} />
          <span>{`Hi, ${user?.name ?? ''}!`}</span>
        </span>
        <Link to="/account/logout" className={styles.logout}>
          <SignOutRegular />
          Logout
        </Link>
      </div>
    </header>
  );
}
