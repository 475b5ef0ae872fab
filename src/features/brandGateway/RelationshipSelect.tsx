// A brand's relationship to the task's master brand, chosen per row: Unset, Slave or Not same (spec 2, section 3).
import { Dropdown, Option, makeStyles } from '@fluentui/react-components';
import type { Relationship } from './gatewayForm';
import { label } from './gatewayLabels';

const RELATIONSHIPS: readonly Relationship[] = ['UNSET', 'SLAVE', 'NOT_SAME'];

const useStyles = makeStyles({ root: { minWidth: '120px' } });

export function RelationshipSelect({ brandName, value, onChange, disabled }: { brandName: string; value: Relationship; onChange(value: Relationship): void; disabled?: boolean }) {
  const styles = useStyles();
  return (
    <Dropdown
      className={styles.root}
      size="small"
      aria-label={`Relationship of ${brandName}`}
      value={label(value)}
      selectedOptions={[value]}
      disabled={disabled}
      onOptionSelect={(_event, data) => data.optionValue && onChange(data.optionValue as Relationship)}
    >
      {RELATIONSHIPS.map((relationship) => (
        <Option key={relationship} value={relationship}>
          {label(relationship)}
        </Option>
      ))}
    </Dropdown>
  );
}
