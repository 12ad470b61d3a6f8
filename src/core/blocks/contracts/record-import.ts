import type { EndpointName } from '@/src/core/endpoints';
import { defineBlock } from '../define-block';
import { integer, link, shaped, text } from '../prop-spec';
import { endpointSchema, roleSchema } from '../record-schemas';
import type { CensorRole } from '../record-types';

export const recordImportBlock = defineBlock({
  type: 'record-import',
  summary: 'Records imported from an Excel file (.xlsx) through the endpoints the page names: the template to download in the page\'s language, a file chosen (its limit said first), the check\'s result (the rows without a problem; a table of bad rows: row, column, message), the import only once the check found no bad row, then the counts written and a link back to the list. A refused file shows the server\'s message.',
  propsAbout: 'An import of records from an Excel file. No data: the endpoints are props. Props of a record import.',
  needsProps: true,
  requiredProps: ['template', 'check', 'import'],
  props: {
    title: text('The heading. Default 导入 (record.import.title).'),
    template: shaped<EndpointName>('The template (an .xlsx file), called with ?locale= of the page\'s language (publish.importTemplate).', endpointSchema),
    check: shaped<EndpointName>('The dry run: the file as multipart field "file"; answers { rows, errors: { row, column, message }[] } and writes nothing (publish.importCheck).', endpointSchema),
    import: shaped<EndpointName>('The import: the file as multipart field "file"; answers { created, updated, unchanged } (publish.import).', endpointSchema),
    maxMegabytes: integer('The file size limit said before a file is chosen (the server holds it). Default 5.', { minimum: 1, maximum: 100 }, { default: 5 }),
    backPath: link('The list the import leads back to, above the steps and after the import.'),
    role: shaped<CensorRole>(roleSchema.description, { enum: roleSchema.enum }),
  },
  links: [{ path: 'backPath' }],
  draws: 'three steps: a button that downloads the template in the page\'s language; a labelled file input (.xlsx, its size limit said) whose file is checked at once; the check\'s counts and a table of bad rows (row, column, message), or a button importing the rows when there is none; then the counts created, updated and unchanged with a link back to the list. A refusal (too big, not a workbook) shows the server\'s message in an alert',
});
