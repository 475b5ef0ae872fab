// The save and resolve payload of a menu definition task (spec 2, section 5, through domain/menuDefinitionSchemas.ts):
// the brand's hasMenu and, when it has one, its menu, with the brand's version; each changed location with its menu
// status and, only for OWN_MENU, its own menu (additionalUrls null when empty), in id order.
import {
  menuDefinitionBrandPayload,
  menuDefinitionLocationsPayload,
  type MenuDefinitionBrandPayload,
  type MenuDefinitionBrandValues,
  type MenuDefinitionLocationPayload,
} from '../../../domain/menuDefinitionSchemas';
import type { MenuLocationEdits } from './menuDefinitionForm';

export interface MenuDefinitionPayload {
  brandData: MenuDefinitionBrandPayload & { expectedModifiedDate: string };
  locationsData: MenuDefinitionLocationPayload[];
}

export function menuDefinitionPayload(brand: MenuDefinitionBrandValues, brandModifiedDate: string, edits: MenuLocationEdits): MenuDefinitionPayload {
  const rows = [...edits.values()].map((edit) => edit.values).sort((a, b) => a.id - b.id);
  return { brandData: { ...menuDefinitionBrandPayload(brand), expectedModifiedDate: brandModifiedDate }, locationsData: menuDefinitionLocationsPayload(rows) };
}
