// fromSlaveBrandId (spec 2, section 2.1): a slave brand's gateway task links to its master's gateway task, in a new
// tab, with the slave's number in the query string, so the master's page can say where the person came from.
import { taskPath } from '../taskPage/taskPageLogic';

export const FROM_SLAVE_BRAND_PARAM = 'fromSlaveBrandId';

export function masterGatewayTaskPath(masterTaskId: number, slaveBrandId: number): string {
  return `${taskPath('BRAND_GATEWAY', masterTaskId)}?${new URLSearchParams({ [FROM_SLAVE_BRAND_PARAM]: String(slaveBrandId) })}`;
}

/** The slave brand's number, or null when the parameter is absent or not a brand number. */
export function readFromSlaveBrandId(params: URLSearchParams): number | null {
  const value = params.get(FROM_SLAVE_BRAND_PARAM);
  return value && /^\d{1,10}$/.test(value) && Number(value) > 0 && Number(value) <= 2_147_483_647 ? Number(value) : null;
}
