// The icon of each area, for the navigation bar and the empty states.
import {
  ArrowRepeatAllRegular,
  BuildingShopRegular,
  DocumentTableRegular,
  FoodRegular,
  PeopleRegular,
  SettingsRegular,
  TaskListSquareLtrRegular,
  WindowDevToolsRegular,
} from '@fluentui/react-icons';
import type { ReactElement } from 'react';
import type { AreaKey } from '../navigation/areas';

export const AREA_ICONS: Record<AreaKey, ReactElement> = {
  tasks: <TaskListSquareLtrRegular />,
  brands: <BuildingShopRegular />,
  menus: <FoodRegular />,
  users: <PeopleRegular />,
  reports: <DocumentTableRegular />,
  reruns: <ArrowRepeatAllRegular />,
  templates: <WindowDevToolsRegular />,
  settings: <SettingsRegular />,
};
