import { describe, expect, it } from 'vitest';
import { REPORT_TABS, reportTabOf, permittedReportTabs, reportFailureTitle, type ReportTab } from './reportCatalogue';
import { reportCommands } from './reportCommands';
import { readReportForm, reportFieldErrors, reportQueryString, writeReportForm } from './reportForm';

const tab = (key: string) => reportTabOf(key) as ReportTab;

describe('report form', () => {
  it("shows spec 3 section 5's messages under the user report's fields, and none once they are filled", () => {
    const user = tab('user');
    expect(reportFieldErrors(user, readReportForm(user, new URLSearchParams()))).toEqual({
      users: 'User(s) is required',
      dateRange: 'Date range is required',
      taskTypes: 'Task type(s) is required',
    });
    const filled = new URLSearchParams('userIds=7,9&startDate=2026-11-01&endDate=2026-11-07&taskTypes=MENU_SCRAPING');
    expect(reportFieldErrors(user, readReportForm(user, filled))).toEqual({});
    const reversed = readReportForm(user, new URLSearchParams('userIds=7&startDate=2026-11-08&endDate=2026-11-07&taskTypes=MENU_SCRAPING'));
    expect(reportFieldErrors(user, reversed).dateRange).toBe('The start date must not be after the end date');
    expect(reportFieldErrors(tab('user-counts'), readReportForm(tab('user-counts'), new URLSearchParams()))).toEqual({ user: 'User is required' });
    expect(reportFieldErrors(tab('counts'), readReportForm(tab('counts'), new URLSearchParams('userIds=1')))).toEqual({});
  });

  it("writes only the names the report reads, the flags when on, and the probing report's switch on by default", () => {
    const user = tab('user');
    const values = { ...readReportForm(user, new URLSearchParams()), userIds: ['7', '9'], startDate: '2026-11-01', endDate: '2026-11-07', taskTypes: ['DISH_REVIEW' as const], includeAllAttempts: true };
    expect(writeReportForm(user, values).toString()).toBe('userIds=7%2C9&startDate=2026-11-01&endDate=2026-11-07&taskTypes=DISH_REVIEW');
    expect(writeReportForm(user, { ...values, includeSystemEvents: true }).get('includeSystemEvents')).toBe('true');
    const probing = tab('menus-in-probing-status');
    expect(reportQueryString(probing, new URLSearchParams())).toBe('includeOnlyStuckMenus=true');
    expect(reportQueryString(probing, new URLSearchParams('includeOnlyStuckMenus=false'))).toBe('includeOnlyStuckMenus=false');
    expect(reportQueryString(tab('counts'), new URLSearchParams('userIds=1&startDate=2026-01-01'))).toBe('');
  });

  it('labels each tab with its key in words', () => {
    expect(REPORT_TABS.map((each) => each.label)).toEqual([
      'User', 'User counts', 'Menus having allergens', 'Scraping engine', 'Scraping issue', 'Scraping attempts', 'Scraping verification',
      'Scraping clusters', 'Counts', 'Open tasks', 'Changed menu URLs', 'Menus in probing status', 'Misc tasks verification',
    ]);
  });

  it('offers only the permitted tabs, in the palette too, and the spec titles of a failure', () => {
    const permissions = ['report.user', 'report.open-tasks', 'menu.list'];
    expect(permittedReportTabs(permissions).map((permitted) => permitted.key)).toEqual(['user', 'open-tasks']);
    const opened: string[] = [];
    const commands = reportCommands(permissions, (path) => opened.push(path));
    expect(commands.map((command) => command.title)).toEqual(['Open User report', 'Open Open tasks report']);
    commands[1].run();
    expect(opened).toEqual(['/reports/open-tasks']);
    expect(reportFailureTitle('menus-in-probing-status')).toBe('Failed to generate a report.');
    expect(reportFailureTitle('user')).toBe('Failed to generate report.');
  });
});
