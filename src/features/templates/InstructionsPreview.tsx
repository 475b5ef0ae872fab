// The instructions as text, scrollable: the create form's preview and the edit screen's current instructions.
import { makeStyles, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  pre: {
    margin: 0,
    maxHeight: '420px',
    overflow: 'auto',
    padding: tokens.spacingHorizontalM,
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase200,
    backgroundColor: tokens.colorNeutralBackground2,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
  },
});

export function InstructionsPreview({ text, label }: { text: string; label: string }) {
  const styles = useStyles();
  return (
    <pre className={styles.pre} aria-label={label} tabIndex={0}>
      {text}
    </pre>
  );
}
