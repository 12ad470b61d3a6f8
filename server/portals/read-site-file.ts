import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SiteFile } from '@/src/core/schema-types';

/** sites/{template}.json as written, or undefined when the template has none or it does not parse. */
export function readSiteFile(schemasDir: string, template: string): SiteFile | undefined {
  const file = join(schemasDir, 'sites', `${template}.json`);
  if (!/^[A-Za-z0-9_-]+$/.test(template) || !existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as SiteFile;
  } catch {
    return undefined;
  }
}
