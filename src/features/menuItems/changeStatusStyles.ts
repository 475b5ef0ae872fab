// How a menu item's change status looks wherever items are listed (the dish review table, the menu detail's Full Menu
// and Changes tabs, the legend): one label and one colour per status, 'Not changed' for items the run left alone.
import { tokens } from '@fluentui/react-components';

export type ChangeStatus = 'CREATED' | 'UPDATED' | 'UPDATED_SIGNIFICANTLY' | 'DELETED' | 'RESTORED';
export type ChangeStatusKey = ChangeStatus | 'NOT_CHANGED';

export interface ChangeStatusStyle {
  label: string;
  /** Text and marker colour. */
  color: string;
  /** Row or chip background. */
  background: string;
  /** Badge colour for Fluent's Badge. */
  badge: 'danger' | 'success' | 'warning' | 'important' | 'informative' | 'subtle' | 'brand';
}

/** The legend's order (spec 2, section 2.13): Deleted, Restored, Updated (significantly), Updated, Created, Not changed. */
export const CHANGE_STATUS_ORDER: readonly ChangeStatusKey[] = ['DELETED', 'RESTORED', 'UPDATED_SIGNIFICANTLY', 'UPDATED', 'CREATED', 'NOT_CHANGED'];

export const CHANGE_STATUS_STYLES: Record<ChangeStatusKey, ChangeStatusStyle> = {
  DELETED: { label: 'Deleted', color: tokens.colorPaletteRedForeground1, background: tokens.colorPaletteRedBackground1, badge: 'danger' },
  RESTORED: { label: 'Restored', color: tokens.colorPaletteBerryForeground1, background: tokens.colorPaletteBerryBackground1, badge: 'important' },
  UPDATED_SIGNIFICANTLY: { label: 'Updated (significantly)', color: tokens.colorPaletteDarkOrangeForeground1, background: tokens.colorPaletteDarkOrangeBackground1, badge: 'warning' },
  UPDATED: { label: 'Updated', color: tokens.colorPaletteMarigoldForeground1, background: tokens.colorPaletteMarigoldBackground1, badge: 'warning' },
  CREATED: { label: 'Created', color: tokens.colorPaletteGreenForeground1, background: tokens.colorPaletteGreenBackground1, badge: 'success' },
  NOT_CHANGED: { label: 'Not changed', color: tokens.colorNeutralForeground3, background: 'transparent', badge: 'subtle' },
};

/** The style of a status as the API gives it (null or unknown: not changed). */
export function changeStatusStyle(status: string | null | undefined): ChangeStatusStyle {
  return (status && (CHANGE_STATUS_STYLES as Record<string, ChangeStatusStyle>)[status]) || CHANGE_STATUS_STYLES.NOT_CHANGED;
}
