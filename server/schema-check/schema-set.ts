import type { ResumeTemplate } from '@/src/core/resume-types';
import type { PageFile, RouteFile, SiteFile } from '@/src/core/schema-types';

/** 'other': a file of a meta-schema the cross-checks do not know (it passed ajv, nothing more). */
export type SchemaKind = 'meta' | 'site' | 'routes' | 'page' | 'locale' | 'resume-template' | 'other';

/** A file that parsed and passed its meta-schema: the cross-checks read only these. */
export interface Checked<T> {
  file: string;
  value: T;
}

/** What the cross-checks see of the schemas folder. */
export interface SchemaSet {
  /** every *.json present, parsed or not: existence never depends on a file being valid */
  present: Set<string>;
  sites: Map<string, Checked<SiteFile>>;
  /** by file, e.g. "routes/army.h5.json" */
  routes: Map<string, Checked<RouteFile>>;
  /** by page id */
  pages: Map<string, Checked<PageFile>>;
  /** resume templates, by file, e.g. "forms/resume/social.json" */
  resumes: Map<string, Checked<ResumeTemplate>>;
  /** locale -> part file -> keys; a locale with a part that did not parse is in brokenLocales */
  locales: Map<string, Map<string, Checked<Record<string, unknown>>>>;
  brokenLocales: Set<string>;
  report: (file: string, pointer: string, message: string) => void;
}

export const BASE_LOCALE = 'zh-CN';

export function pageFile(id: string): string {
  return `pages/${id}.json`;
}

export function routeFileOf(template: string, terminal: string): string {
  return `routes/${template}.${terminal}.json`;
}

export function siteFileOf(template: string): string {
  return `sites/${template}.json`;
}
