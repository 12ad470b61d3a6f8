// Resume templates as the server serves them: only the checked copies of schemas/forms/resume/*.json that
// the schema store holds (a refused file is never served; its last good copy stays).
import type { TemplateSummary } from '@/src/core/resume-api';
import type { ResumeTemplate } from '@/src/core/resume-types';
import type { Text } from '@/src/core/schema-types';
import { textOf } from '@/src/core/validation';
import { RESUME_FOLDER, resumeFile } from '@/server/schema-check/check-resumes';
import type { SchemaStore } from '@/server/schemas/schema-store';

/** Template ids are file names: nothing that could climb out of the folder. */
const TEMPLATE_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The checked template of that id (shared with the store: never change it); undefined when not served. */
export function findTemplate(store: SchemaStore, id: string): ResumeTemplate | undefined {
  if (!TEMPLATE_ID.test(id)) return undefined;
  return store.value(resumeFile(id)) as ResumeTemplate | undefined;
}

/** Every served template, by id. */
export function listTemplates(store: SchemaStore): TemplateSummary[] {
  return store.list(RESUME_FOLDER).map((file) => {
    const template = store.value(file) as ResumeTemplate;
    // a message key as the client translates it; a per-locale literal in zh-CN
    return { id: template.id, name: typeof template.name === 'string' ? template.name : textOf(template.name, 'zh-CN') };
  });
}

/** Names of fields and sections in words for server messages: message keys through the locale's catalogue. */
export function translator(store: SchemaStore, locale = 'zh-CN'): (text: Text) => string {
  const catalogue = store.catalogue(locale);
  return (text) => {
    if (typeof text !== 'string') return textOf(text, locale);
    const words = catalogue[text];
    return typeof words === 'string' ? words : text;
  };
}
