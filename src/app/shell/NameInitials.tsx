// The signed-in person's initials in a coloured circle, in the top bar. Fluent's Avatar drew the same but brought
// about 4 kB (gzip) of image, presence and icon handling into every first screen for a 24 px decoration.
import { makeStyles, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  circle: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    inlineSize: '24px',
    blockSize: '24px',
    flexShrink: 0,
    borderRadius: tokens.borderRadiusCircular,
    fontSize: tokens.fontSizeBase100,
    fontWeight: tokens.fontWeightSemibold,
    lineHeight: 1,
    userSelect: 'none',
  },
});

// Fluent's colourful avatar palette (background, foreground): the same person always gets the same pair.
const PALETTE = [
  [tokens.colorPaletteDarkRedBackground2, tokens.colorPaletteDarkRedForeground2],
  [tokens.colorPaletteCranberryBackground2, tokens.colorPaletteCranberryForeground2],
  [tokens.colorPalettePumpkinBackground2, tokens.colorPalettePumpkinForeground2],
  [tokens.colorPaletteGoldBackground2, tokens.colorPaletteGoldForeground2],
  [tokens.colorPaletteForestBackground2, tokens.colorPaletteForestForeground2],
  [tokens.colorPaletteTealBackground2, tokens.colorPaletteTealForeground2],
  [tokens.colorPaletteRoyalBlueBackground2, tokens.colorPaletteRoyalBlueForeground2],
  [tokens.colorPaletteGrapeBackground2, tokens.colorPaletteGrapeForeground2],
  [tokens.colorPaletteBerryBackground2, tokens.colorPaletteBerryForeground2],
  [tokens.colorPaletteSteelBackground2, tokens.colorPaletteSteelForeground2],
] as const;

/** First letters of the first and last words ('Ada Lovelace' -> 'AL'; 'Ada' -> 'A'). */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '';
  const first = words[0][0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1][0] ?? '') : '';
  return (first + last).toUpperCase();
}

function paletteIndex(name: string): number {
  let hash = 0;
  for (let index = 0; index < name.length; index += 1) hash = (hash * 31 + name.charCodeAt(index)) | 0;
  return Math.abs(hash) % PALETTE.length;
}

export function NameInitials({ name }: { name: string }) {
  const styles = useStyles();
  const [background, color] = PALETTE[paletteIndex(name)];
  return (
    <span className={styles.circle} style={{ backgroundColor: background, color }} aria-hidden="true">
      {initialsOf(name)}
    </span>
  );
}
