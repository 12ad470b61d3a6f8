// Row types of the tables of migrations/003-accounts.sql (issue 4: registration, codes, throttles).
export interface AccountTables {}
