// Importing positions from an Excel file, for a route of the publishing workspace: the template to download, a dry
// run that lists every error of a file, and the import that writes a file whole or not at all. Every refusal is an
// ApiError of HTTP 400 (import-errors.ts), which the app's error handler answers as it stands.
export { importTemplate } from './template';
export { dryRun, type DryRunResult, type ImportScope } from './dry-run';
export { importPositions, type ImportedPosition, type ImportOutcome, type ImportResult } from './import-positions';
export { IMPORT_ERROR_CODES, IMPORT_LIMITS, type ImportErrorCode, type ImportRowError } from './import-errors';
export { COLUMNS, type ImportLocale } from './columns';
export type { CheckContext as ImportContext } from '@/server/integration/position-check';
