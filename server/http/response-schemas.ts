// Response schemas of the public read routes: fastify serialises their answers with fast-json-stringify instead
// of JSON.stringify, and the OpenAPI document shows their shape. Every object keeps additionalProperties, so a
// field added to an answer later is still sent (serialised the slow way) rather than silently dropped; a value
// that may be null says so, since fast-json-stringify would otherwise turn null into "" or 0.
const str = { type: 'string' } as const;
const num = { type: 'number' } as const;
const nullableStr = { type: ['string', 'null'] } as const;
const nullableNum = { type: ['number', 'null'] } as const;

const open = (properties: Record<string, unknown>, nullable = false) =>
  ({ type: nullable ? ['object', 'null'] : 'object', properties, additionalProperties: true }) as const;

export const unitSchema = open({
  id: num,
  parentId: nullableNum,
  name: str,
  industry: str,
  city: str,
  intro: str,
  logoText: str,
  positionCount: num,
  hot: { type: 'boolean' },
});

const positionProps = {
  id: num,
  title: str,
  recruitType: str,
  unitId: num,
  unitName: str,
  categoryId: num,
  categoryName: str,
  regionCode: str,
  regionName: str,
  education: str,
  educationName: str,
  headcount: num,
  salaryMin: nullableNum,
  salaryMax: nullableNum,
  salaryUnit: nullableStr,
  salaryUnitCode: nullableStr,
  tags: { type: 'array', items: str },
  publishDate: str,
  deadline: str,
  status: str,
};

export const positionSchema = open(positionProps);
export const positionViewSchema = open(
  { ...positionProps, closedBy: str, closedAt: nullableStr, description: str, requirement: str, unit: open(unitSchema.properties, true) },
  true,
);
export const positionPageSchema = open({ list: { type: 'array', items: positionSchema }, total: num, page: num, pageSize: num }, true);
export const positionCountsSchema = open({ all: num, social: num, campus: num, veterans: num }, true);
export const siteConfigLoadSchema = open(
  {
    siteConfig: open({
      template: str,
      channelMap: { type: 'object', additionalProperties: str },
      portalType: str,
      portalId: str,
      domain: str,
      channel: str,
      siteName: str,
      siteNames: { type: 'object', additionalProperties: str },
      secretKey: str,
      timeZone: str,
    }),
  },
  true,
);

/** `response` of a route schema: the envelope (status 200, success or failure) around `data`. */
export function envelopeOf(data: unknown) {
  return {
    200: {
      type: 'object',
      properties: {
        success: { type: 'boolean' },
        data,
        errorCode: str,
        errorMessage: str,
        showType: num,
        messages: { type: 'array', items: str },
      },
      additionalProperties: true,
    },
  } as const;
}
