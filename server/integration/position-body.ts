// The body of PUT /pt/integration/v1/positions/{code}: what an HR system sends to publish a position. Required are
// the facts a position page cannot go without; the rest has the defaults of docs/api-contract.md ("Integration").
import { CODE, DATE, text } from './body-parts';

export interface PositionBody {
  title: string;
  unitCode: string;
  recruitType: string;
  regionCode: string;
  headcount: number;
  deadline: string;
  /** the duties (the position's description), rich text or plain */
  duty: string;
  requirement: string;
  categoryId?: number;
  education?: string;
  salaryMin?: number | null;
  salaryMax?: number | null;
  salaryUnit?: string | null;
  tags?: string[];
  publishDate?: string;
  resumeTemplate?: string;
}

const amount = { type: ['integer', 'null'], minimum: 0, maximum: 100_000_000 } as const;

export const positionBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['title', 'unitCode', 'recruitType', 'regionCode', 'headcount', 'deadline', 'duty', 'requirement'],
  properties: {
    title: text(100),
    unitCode: { ...CODE, description: 'a unit code of GET /pt/integration/v1/units' },
    recruitType: { type: 'string', pattern: '^[a-z][a-zA-Z0-9]{0,31}$', description: 'social, campus, veterans, or a type the portal\'s site file lists' },
    regionCode: { type: 'string', pattern: '^\\d{6}$', description: 'a GB/T 2260 code of ref.region' },
    headcount: { type: 'integer', minimum: 1, maximum: 100_000 },
    deadline: { ...DATE, description: 'the last day to apply (Beijing), not before publishDate' },
    duty: text(20_000, 'rich text or plain text; stored as the text the page shows (tags and scripts removed)'),
    requirement: text(20_000, 'as duty'),
    categoryId: { type: 'integer', minimum: 1, maximum: 2_147_483_647, description: 'a value of ref.careercategory; default: the first top-level category' },
    education: { type: 'string', maxLength: 8, description: 'a code of ref.terms type=education; default 99 (不限)' },
    salaryMin: amount,
    salaryMax: amount,
    salaryUnit: { type: ['string', 'null'], maxLength: 8, description: 'a code of ref.terms type=salaryUnit; default 1 (元/月) when an amount is given' },
    tags: { type: 'array', maxItems: 10, items: text(20) },
    publishDate: { ...DATE, description: 'the registration start; default: the stored one, or today (Beijing) for a new position' },
    resumeTemplate: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$', description: 'a resume template id; default by recruitType (social, campus, army) or the portal\'s' },
  },
} as const;
