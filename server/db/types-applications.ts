// Row types of the tables of migrations/004-applications.sql (issue 4: favourites, applications, appointments).
export interface ApplicationTables {}
