// The dish table's row height switch: compact (one line) or comfortable (up to three lines a cell).
import { ToggleButton, Tooltip } from '@fluentui/react-components';
import { TextWrapRegular } from '@fluentui/react-icons';
import type { DishTableDensity } from './dishTableDensity';

export function DishDensityToggle({ density, onChange }: { density: DishTableDensity; onChange(density: DishTableDensity): void }) {
  const comfortable = density === 'comfortable';
  return (
    <Tooltip content={comfortable ? 'One line a row: more dishes in view' : 'Up to three lines a cell: long texts in full'} relationship="description">
      <ToggleButton size="small" appearance="subtle" icon={<TextWrapRegular />} checked={comfortable} onClick={() => onChange(comfortable ? 'compact' : 'comfortable')}>
        Taller rows
      </ToggleButton>
    </Tooltip>
  );
}
