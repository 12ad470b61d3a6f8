// JSON Schema of the record blocks' props (src/core/blocks/record-types.ts states the same shapes in TypeScript).
const TEXT = { $ref: '#/$defs/text' };
const LINK = { $ref: '#/$defs/link' };
const KEY = { type: 'string', pattern: '^[a-z][a-z0-9]*(-[a-z0-9]+)*$' };
const FIELD = { type: 'string', pattern: '^[A-Za-z_][A-Za-z0-9_]*$' };
const FIELD_PATH = { type: 'string', pattern: '^[A-Za-z_][A-Za-z0-9_]*(/[A-Za-z0-9_-]+)*$' };
export const endpointSchema = { description: 'An endpoint of the catalogue (src/core/endpoints.ts).', type: 'string', pattern: '^[a-z][A-Za-z0-9]*(\\.[a-z][A-Za-z0-9]*)+$' };
const CENSOR_ROLES = ['reviewer', 'publisher', 'admin'];

export const whenSchema = {
  description: 'Shown only when each named field of the record holds one of the values: { "status": ["published"] }.',
  type: 'object',
  propertyNames: FIELD,
  additionalProperties: { type: 'array', minItems: 1, items: { type: 'string' } },
};

export const roleSchema = {
  description: 'The censor role the block serves: an account without it (or not signed in to the censor domain) gets a message with a link to censorlogin instead of the block. Default: none asked.',
  enum: CENSOR_ROLES,
};

const revealSchema = {
  description: 'A secret of the answer (a first password) shown once in a dialog with a copy button, before the message and the navigation; kept nowhere after it.',
  type: 'object',
  additionalProperties: false,
  required: ['field', 'title', 'note'],
  properties: {
    field: { ...FIELD, description: 'The answer\'s field holding it (admin.saveAccount and admin.resetPassword answer firstPassword).' },
    title: { ...TEXT, description: 'The dialog\'s title.' },
    note: { ...TEXT, description: 'A sentence under the secret: that it is shown only now, and what to do with it.' },
  },
};

export const actionsSchema = {
  type: 'array',
  items: {
    type: 'object',
    additionalProperties: false,
    required: ['key', 'text'],
    properties: {
      key: { ...KEY, description: 'Unique within the block.' },
      text: { ...TEXT, description: 'The button text.' },
      kind: { description: 'call (default): the endpoint with params; link: go to `to`; schedule: ask a date and time, then call with it under `at`; save: the form\'s own save (record-form).', enum: ['call', 'link', 'schedule', 'save'] },
      endpoint: endpointSchema,
      params: { description: 'Params of the call: a literal, or "{field}": the record\'s field, its type kept ({ "draftId": "{draftId}", "revision": "{revision}" }).', $ref: '#/$defs/fixedParams' },
      to: { ...LINK, description: 'link: where it leads, {field} filled from the record.' },
      at: { ...FIELD, description: 'schedule: the param the chosen instant travels under (ISO 8601). Default "publishAt".' },
      confirm: { ...TEXT, description: 'Asked before the call, in a modal with OK and Cancel.' },
      when: whenSchema,
      saveFirst: { description: 'record-form: the form is saved (and checked) first; the action then reads the saved record.', type: 'boolean' },
      primary: { description: 'The main button of the bar.', type: 'boolean' },
      danger: { description: 'Drawn as a dangerous action (red).', type: 'boolean' },
      message: { ...TEXT, description: 'Shown after a success.' },
      navigate: { ...LINK, description: 'Where to go after a success, {field} filled from the record and the answer (publish.publish answers positionId). Default: the block\'s data reloads.' },
      reveal: revealSchema,
    },
  },
};

const optionsSchema = {
  description: 'select: where the options come from: a ref.terms dictionary, an endpoint\'s list, or items written here.',
  type: 'object',
  additionalProperties: false,
  properties: {
    items: {
      description: 'The options themselves: [{ "value": "publisher", "label": "admin.role.publisher" }].',
      type: 'array',
      minItems: 1,
      items: { type: 'object', additionalProperties: false, required: ['value', 'label'], properties: { value: { type: ['string', 'number'] }, label: TEXT } },
    },
    dictionary: { description: 'A ref.terms type: education, salaryUnit, recruitType...', type: 'string', pattern: '^[A-Za-z][A-Za-z0-9]*$' },
    endpoint: endpointSchema,
    list: { ...FIELD, description: 'The list inside the answer ("units" of publish.scope). Default: the answer itself.' },
    value: { ...FIELD, description: 'The item\'s field that is the value. Default "value" ("code" for a dictionary).' },
    label: { ...FIELD, description: 'The item\'s field that is the label. Default "label" ("name" for a dictionary).' },
    tree: { description: 'The items have children (ref.careercategory): a tree select.', type: 'boolean' },
    number: { description: 'The value travels as a number.', type: 'boolean' },
    indent: { ...FIELD, description: 'The item\'s field giving its depth in a tree (admin.units answers depth): its label is indented by it.' },
  },
};

export const fieldsSchema = {
  type: 'array',
  minItems: 1,
  items: {
    type: 'object',
    additionalProperties: false,
    required: ['name', 'kind', 'label'],
    properties: {
      name: { ...FIELD_PATH, description: 'The key of the record\'s values, or a path into an object of them, its steps joined by / ("names/en-US"); a refusal naming it (data.fields of a 400) is shown on the field.' },
      kind: {
        description: 'text, textarea, number, date (YYYY-MM-DD), datetime (ISO instant; picked on the portal\'s clock), select (options), region (the GB/T 2260 cascade of ref.region: the code of the last level), tags (free words), rich-text (an editor; the HTML is sanitised before it is sent).',
        enum: ['text', 'textarea', 'number', 'date', 'datetime', 'select', 'region', 'tags', 'rich-text'],
      },
      label: TEXT,
      required: { description: 'Checked before a save (the server checks again).', type: 'boolean' },
      placeholder: TEXT,
      help: { ...TEXT, description: 'A line under the field.' },
      maxLength: { type: 'integer', minimum: 1, maximum: 100000 },
      min: { type: 'number' },
      max: { type: 'number' },
      options: optionsSchema,
      wide: { description: 'The field takes a whole row (rich text always does).', type: 'boolean' },
      multiple: { description: 'select: several values, sent as a list (an empty list too, when none is chosen).', type: 'boolean' },
    },
  },
};

export const columnsSchema = {
  type: 'array',
  minItems: 1,
  items: {
    type: 'object',
    additionalProperties: false,
    required: ['key', 'title'],
    properties: {
      key: { ...FIELD, description: 'The row\'s field drawn in the column.' },
      title: TEXT,
      format: {
        description: 'text (default; a list joined with 、), date, datetime, tag (a coloured label with the text of `labels` for the value; a list: a label each), or changes (a list of { field, before, after }, as admin.audit answers: a line each, "field: before → after", the field named by `labels`, long values cut).',
        enum: ['text', 'date', 'datetime', 'tag', 'changes'],
      },
      link: { description: 'The cell leads to the row\'s page (the first rowLinks entry that applies).', type: 'boolean' },
      labels: { description: 'tag: the text per value; changes: the text per field.', type: 'object', propertyNames: { type: 'string', pattern: '^[A-Za-z0-9_.-]+$' }, additionalProperties: TEXT },
      valueOptions: {
        description: 'changes: where a field\'s values get their labels, by field: items written here ({ "roles": { "items": [...] } }) or an endpoint\'s list ({ "unitIds": { "endpoint": "admin.units", "value": "unitId", "label": "name" } }: one call for the whole table).',
        type: 'object',
        propertyNames: { type: 'string', pattern: '^[A-Za-z0-9_.-]+$' },
        additionalProperties: optionsSchema,
      },
      sub: { ...FIELD, description: 'A second field of the row drawn under the value, smaller.' },
      indent: { ...FIELD, description: 'The row\'s field giving its depth in a tree (admin.units answers depth): the cell is indented by it.' },
    },
  },
};

export const rowLinksSchema = {
  type: 'array',
  minItems: 1,
  items: {
    type: 'object',
    additionalProperties: false,
    required: ['to'],
    properties: { to: { ...LINK, description: 'The row\'s page, {field} filled from the row: "publish/draft/{id}".' }, when: whenSchema },
  },
};

export const tabsSchema = {
  type: 'array',
  minItems: 1,
  items: { type: 'object', additionalProperties: false, required: ['key', 'title'], properties: { key: { type: 'string', pattern: '^[A-Za-z0-9_-]+$' }, title: TEXT } },
};

export const createSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['text', 'to'],
  properties: { text: TEXT, to: { ...LINK, description: 'The page of a new record.' } },
};

export const filtersSchema = {
  type: 'array',
  minItems: 1,
  items: {
    type: 'object',
    additionalProperties: false,
    required: ['param', 'kind', 'label'],
    properties: {
      param: { ...FIELD, description: 'The query param it writes (the page goes back to 1); date-range: its start, an ISO instant (the first day\'s start in the site\'s time zone).' },
      kind: { description: 'text (written on Enter or when the box is left), select (options), date-range (two days).', enum: ['text', 'select', 'date-range'] },
      label: TEXT,
      placeholder: TEXT,
      options: optionsSchema,
      toParam: { ...FIELD, description: 'date-range: the query param of its end, an ISO instant (the start of the day after the last day: excluded).' },
    },
  },
};

export const saveSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['endpoint'],
  properties: {
    endpoint: endpointSchema,
    text: { ...TEXT, description: 'The button text. Default 保存 (record.save).' },
    message: { ...TEXT, description: 'Shown after a save. Default 已保存 (record.saved).' },
    navigate: { ...LINK, description: 'After the first save of a new record: its page, {field} filled from the answer ("publish/draft/{draftId}").' },
    reveal: revealSchema,
    reloadSite: { description: 'The save changes what every page shows (admin.savePortal: the portal\'s names in the header, titles and footer): the site config this tab keeps is dropped and the page opens afresh after the message.', type: 'boolean' },
  },
};

export const linksSchema = {
  type: 'array',
  minItems: 1,
  items: { ...createSchema, properties: { text: TEXT, to: { ...LINK, description: 'The page it leads to (an import page).' } } },
};
