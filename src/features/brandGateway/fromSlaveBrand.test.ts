import { describe, expect, it } from 'vitest';
import { masterGatewayTaskPath, readFromSlaveBrandId } from './fromSlaveBrand';

describe('fromSlaveBrandId', () => {
  it("names the slave on the link to its master's gateway task", () => {
    expect(masterGatewayTaskPath(31, 7)).toBe('/tasks/brand-gateway/31?fromSlaveBrandId=7');
  });
  it('reads a brand number and nothing else', () => {
    expect(readFromSlaveBrandId(new URLSearchParams('fromSlaveBrandId=7'))).toBe(7);
    for (const search of ['', 'fromSlaveBrandId=', 'fromSlaveBrandId=abc', 'fromSlaveBrandId=0', 'fromSlaveBrandId=-3', 'fromSlaveBrandId=99999999999']) {
      expect(readFromSlaveBrandId(new URLSearchParams(search)), search).toBeNull();
    }
  });
});
