// JSON Schema of the record blocks' props (src/core/blocks/record-types.ts states the same shapes in TypeScript).
const TEXT = { $ref: '#/$defs/text' };
const LINK = { $ref: '#/$defs/link' };
const KEY = { type: 'string', pattern: '^[a-z][a-z0-9]*(-[a-z0-9]+)*$' };
const FIELD = { type: 'string', pattern: '^[A-Za-z_][A-Za-z0-9_]*$' };
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
    },
  },
};

const optionsSchema = {
  description: 'select: where the options come from: items of the page\'s own, a ref.terms dictionary, or an endpoint\'s list.',
  type: 'object',
  additionalProperties: false,
  properties: {
    items: {
      description: 'Options declared in the page: a value and the text of its label each (activity kinds).',
      type: 'array',
      minItems: 1,
      items: { type: 'object', additionalProperties: false, required: ['value', 'label'], properties: { value: { type: 'string', minLength: 1 }, label: TEXT } },
    },
    dictionary: { description: 'A ref.terms type: education, salaryUnit, recruitType...', type: 'string', pattern: '^[A-Za-z][A-Za-z0-9]*$' },
    endpoint: endpointSchema,
    list: { ...FIELD, description: 'The list inside the answer ("units" of publish.scope). Default: the answer itself.' },
    value: { ...FIELD, description: 'The item\'s field that is the value. Default "value" ("code" for a dictionary).' },
    label: { ...FIELD, description: 'The item\'s field that is the label. Default "label" ("name" for a dictionary).' },
    tree: { description: 'The items have children (ref.careercategory): a tree select.', type: 'boolean' },
    number: { description: 'The value travels as a number.', type: 'boolean' },
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
      name: { ...FIELD, description: 'The key of the record\'s values; a refusal naming it (data.fields of a 400) is shown on the field.' },
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
      multiple: { description: 'select: several values, sent as an array in the order chosen (a fair\'s units).', type: 'boolean' },
      wide: { description: 'The field takes a whole row (rich text always does).', type: 'boolean' },
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
      format: { description: 'text (default), date, datetime, or tag (a coloured label with the text of `labels` for the value).', enum: ['text', 'date', 'datetime', 'tag'] },
      link: { description: 'The cell leads to the row\'s page (the first rowLinks entry that applies).', type: 'boolean' },
      labels: { description: 'tag: the text per value.', type: 'object', propertyNames: FIELD, additionalProperties: TEXT },
      sub: { ...FIELD, description: 'A second field of the row drawn under the value, smaller.' },
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

export const saveSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['endpoint'],
  properties: {
    endpoint: endpointSchema,
    text: { ...TEXT, description: 'The button text. Default 保存 (record.save).' },
    message: { ...TEXT, description: 'Shown after a save. Default 已保存 (record.saved).' },
    navigate: { ...LINK, description: 'After the first save of a new record: its page, {field} filled from the answer ("publish/draft/{draftId}").' },
  },
};

export const linksSchema = {
  type: 'array',
  minItems: 1,
  items: { ...createSchema, properties: { text: TEXT, to: { ...LINK, description: 'The page it leads to (an import page).' } } },
};
