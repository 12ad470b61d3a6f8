// Row types of migrations/025-integration-keys.sql: the integration API's keys, and the codes an upstream HR system
// names units, positions and notices by.
import type { Generated } from 'kysely';

// 025 adds a code to three tables of 001: merged into their row types here. Optional, as in BannersTable: the seed's
// rows and other writers (imports, the growth bench) may leave it out, and a row without one is outside the API.
declare module './types' {
  interface UnitsTable {
    /** the organisation's own id of the unit, unique per portal */
    code?: string | null;
  }
  interface PositionsTable {
    /** the organisation's own id of the position, unique per portal */
    code?: string | null;
  }
  interface NoticesTable {
    /** the organisation's own id of the notice, unique per portal */
    code?: string | null;
  }
}

export interface IntegrationKeysTable {
  id: Generated<number>;
  portal_id: number;
  /** what the operator called it (which system uses it) */
  name: string;
  /** SHA-256 of the key's secret part, hex; the key itself is never stored */
  key_hash: string;
  created_at: string;
  /** set once: a revoked key is refused from then on */
  revoked_at: string | null;
}

export interface IntegrationTables {
  integration_keys: IntegrationKeysTable;
}
