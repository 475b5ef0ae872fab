// Renders a shortcut as key caps: 'mod+k' -> [Ctrl][K]; 'g u' -> [G] then [U].
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { Fragment } from 'react';
import { isMacPlatform, shortcutLabels } from './shortcutKeys';

const useStyles = makeStyles({
  root: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXXS, flexShrink: 0 },
  key: {
    minWidth: '20px',
    height: '20px',
    boxSizing: 'border-box',
    paddingInline: tokens.spacingHorizontalXS,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    fontFamily: tokens.fontFamilyBase,
    fontSize: tokens.fontSizeBase100,
    fontWeight: tokens.fontWeightSemibold,
    lineHeight: tokens.lineHeightBase100,
    color: tokens.colorNeutralForeground2,
    backgroundColor: tokens.colorNeutralBackground3,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderBottomWidth: tokens.strokeWidthThick,
    borderRadius: tokens.borderRadiusSmall,
  },
  then: { fontSize: tokens.fontSizeBase100, color: tokens.colorNeutralForeground3, paddingInline: tokens.spacingHorizontalXXS },
});

export function ShortcutKeys({ keys, className }: { keys: string; className?: string }) {
  const styles = useStyles();
  const chords = shortcutLabels(keys, isMacPlatform());
  return (
    <span className={mergeClasses(styles.root, className)}>
      {chords.map((labels, chordIndex) => (
        <Fragment key={chordIndex}>
          {chordIndex > 0 ? <span className={styles.then}>then</span> : null}
          {labels.map((label, index) => (
            <kbd key={index} className={styles.key}>
              {label}
            </kbd>
          ))}
        </Fragment>
      ))}
    </span>
  );
}
