// The cluster's session forms (spec 3, section 5): defaults, the minimum option, menu ids clearing the roles and the
// random count, and the checked forms as the mutations take them.
import { describe, expect, it } from 'vitest';
import { clusterRolesOrIdsSessionSchema, clusterStatusesSessionSchema, needsZeroTimeSlotsConfirmation } from '../../../../domain/scrapingSessionSchemas';
import {
  rolesOrIdsSessionDefaults,
  rolesOrIdsSessionInput,
  statusesSessionDefaults,
  statusesSessionInput,
  withMenuIds,
  withMinimumOption,
} from './clusterSessionFormValues';

describe('the cluster session forms', () => {
  it('start from the spec defaults, ignore working hours from the cluster flag', () => {
    expect(statusesSessionDefaults(true)).toEqual({ timeSlotCount: '2', isMinimumTimeSlotCount: false, ignoreWorkingHours: true, menuStatuses: ['NEW'], scrapingStatuses: [] });
    expect(rolesOrIdsSessionDefaults(false)).toEqual({
      timeSlotCount: '2',
      isMinimumTimeSlotCount: false,
      ignoreWorkingHours: false,
      menuIds: '',
      menuRoles: ['LEAD', 'COMPLEX', 'CORE'],
      randomlySelectedMenuCount: '0',
    });
  });

  it('empties the count with the minimum option and gives the default back without it', () => {
    const minimum = withMinimumOption({ ...statusesSessionDefaults(false), timeSlotCount: '40' }, true);
    expect(minimum).toMatchObject({ isMinimumTimeSlotCount: true, timeSlotCount: '' });
    expect(withMinimumOption(minimum, false)).toMatchObject({ isMinimumTimeSlotCount: false, timeSlotCount: '2' });
  });

  it('clears the roles and sets the random count back to 0 when menu ids are typed; clearing the ids keeps the rest', () => {
    const typed = withMenuIds({ ...rolesOrIdsSessionDefaults(false), randomlySelectedMenuCount: '12' }, '4, 5');
    expect(typed).toMatchObject({ menuIds: '4, 5', menuRoles: [], randomlySelectedMenuCount: '0' });
    expect(withMenuIds(typed, '')).toMatchObject({ menuIds: '', menuRoles: [], randomlySelectedMenuCount: '0' });
  });

  it('sends the checked statuses form with its slots, or none with the minimum option', () => {
    const checked = clusterStatusesSessionSchema.cast({ ...statusesSessionDefaults(true), scrapingStatuses: ['ERROR'], timeSlotCount: '8' });
    expect(statusesSessionInput(checked, false)).toEqual({
      timeSlotCount: 8,
      isMinimumTimeSlotCount: false,
      ignoreWorkingHours: true,
      menuStatuses: ['NEW'],
      scrapingStatuses: ['ERROR'],
      isStartSessionConfirmed: false,
    });
    const minimum = clusterStatusesSessionSchema.cast(withMinimumOption(statusesSessionDefaults(false), true));
    expect(statusesSessionInput(minimum, true)).toMatchObject({ timeSlotCount: null, isMinimumTimeSlotCount: true, isStartSessionConfirmed: true });
  });

  it('sends the ids alone (no roles) or the roles and the random count', () => {
    const schema = clusterRolesOrIdsSessionSchema(false);
    const byIds = schema.cast(withMenuIds(rolesOrIdsSessionDefaults(false), '7, 9,11'));
    expect(rolesOrIdsSessionInput(byIds, true)).toEqual({
      timeSlotCount: 2,
      isMinimumTimeSlotCount: false,
      ignoreWorkingHours: false,
      menuIds: [7, 9, 11],
      menuRoles: [],
      randomlySelectedMenuCount: 0,
      isStartSessionConfirmed: true,
    });
    const byRoles = schema.cast({ ...rolesOrIdsSessionDefaults(false), menuRoles: ['LEAD'], randomlySelectedMenuCount: '5' });
    expect(rolesOrIdsSessionInput(byRoles, false)).toEqual({
      timeSlotCount: 2,
      isMinimumTimeSlotCount: false,
      ignoreWorkingHours: false,
      menuRoles: ['LEAD'],
      randomlySelectedMenuCount: 5,
      isStartSessionConfirmed: false,
    });
  });

  it('asks before zero slots only', () => {
    const schema = clusterStatusesSessionSchema;
    expect(needsZeroTimeSlotsConfirmation(schema.cast({ ...statusesSessionDefaults(false), timeSlotCount: '0' }))).toBe(true);
    expect(needsZeroTimeSlotsConfirmation(schema.cast(statusesSessionDefaults(false)))).toBe(false);
  });
});
