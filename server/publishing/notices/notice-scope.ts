// Whose notice is whose: one of a unit belongs to the publishers of that unit and those above it (publisher-scope.ts);
// one without a unit is the portal's own (the seed's, the integration API's), and only a publisher who is also an
// admin of the portal touches it (docs/decisions/publishing.md).
import type { Db } from '@/server/db/database';
import { badFields } from '@/server/integration/field-errors';
import { assertUnitInScope, forbidden, scopedUnitId, type Publisher } from '../publisher-scope';

export const isAdmin = (publisher: Publisher) => publisher.user.roles?.includes('admin') === true;

export const UNIT_MISSING = { field: 'unitCode', message: '请选择发布单位' };

export function assertNoticeScope(publisher: Publisher, unitId: number | null): void {
  if (unitId === null) {
    if (!isAdmin(publisher)) throw forbidden();
    return;
  }
  assertUnitInScope(publisher, unitId);
}

/** The unit a form names (FORBIDDEN outside the publisher's units); null for none, which only an admin may leave. */
export async function noticeUnitId(db: Db, publisher: Publisher, unitCode: string | undefined): Promise<number | null> {
  if (unitCode === undefined) {
    if (isAdmin(publisher)) return null;
    throw badFields([UNIT_MISSING]);
  }
  const id = await scopedUnitId(db, publisher, unitCode);
  if (id === undefined) throw badFields([{ field: 'unitCode', message: `单位编码 ${unitCode} 不存在` }]);
  return id;
}

/** The units a publisher's lists hold, and whether the portal's own notices are among them. */
export const listScope = (publisher: Publisher, unitId?: number) => ({
  unitIds: (unitId === undefined ? publisher.unitIds : publisher.unitIds.filter((id) => id === unitId)).concat(-1),
  own: unitId === undefined && isAdmin(publisher),
});
