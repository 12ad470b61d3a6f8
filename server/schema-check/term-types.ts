/**
 * The term dictionary types the server has (server/db/seed/terms.ts): the "dictionary" of a resume field
 * must be one of them. tests/unit/schema-resume.test.ts keeps the two lists equal; add a type to both.
 */
export const TERM_TYPES = ['education', 'educationLevel', 'degree', 'politics', 'nation', 'idType', 'salaryUnit', 'recruitType', 'gender', 'workYears', 'noticeType'] as const;
