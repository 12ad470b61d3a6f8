// The API catalogue: every call the portal makes, by name. Schemas name endpoints; the client and the
// server both read this table, so a name means one path and one method everywhere.
export type HttpMethod = 'GET' | 'POST';

export interface Endpoint {
  method: HttpMethod;
  /** path after the /pt prefix; "{name}" segments are filled from params of the same name */
  path: string;
  /** authenticated calls carry the request-context params and need a signed-in user */
  auth?: boolean;
}

export const endpoints = {
  'siteconfig.load': { method: 'POST', path: '/portal/siteconfig/load' },
  'siteconfig.index': { method: 'POST', path: '/portal/siteconfig/index' },
  'accesstoken.get': { method: 'GET', path: '/accesstoken/{domain}' },
  'accesstoken.user': { method: 'GET', path: '/accesstoken/user/{domain}' },

  'careers.search': { method: 'POST', path: '/portal/rest/careers/search' },
  'careers.view': { method: 'GET', path: '/portal/rest/careers/view/{recruitmentId}' },
  'careers.enterprises': { method: 'GET', path: '/portal/rest/careers/enterprises' },
  'careers.enterpriseList': { method: 'GET', path: '/portal/rest/careers/enterpriseList' },
  'careers.allenterprise': { method: 'GET', path: '/portal/rest/careers/allenterprise' },
  'careers.searchEnterpriseTree': { method: 'GET', path: '/portal/rest/careers/searchEnterpriseTree' },
  'careers.region': { method: 'GET', path: '/portal/rest/careers/region' },
  'careers.searchIntroduce': { method: 'GET', path: '/portal/rest/careers/searchIntroduce' },
  'careers.count': { method: 'GET', path: '/portal/rest/careers/getCount/social' },
  'careers.searchconditions': { method: 'GET', path: '/portal/rest/careers/searchconditions' },

  'notice.search': { method: 'POST', path: '/portal/notice/search' },
  'notice.view': { method: 'GET', path: '/portal/notice/view' },
  'activity.search': { method: 'POST', path: '/portal/rest/activity/search' },
  'activity.view': { method: 'GET', path: '/portal/rest/activity/view' },
  'hotenterprise.list': { method: 'GET', path: '/portal/rest/hotenterprise/list' },
  'qa.search': { method: 'POST', path: '/portal/rest/questionandanswer/search' },
  'tidings.banner': { method: 'GET', path: '/portal/rest/tidingsdirectory/getBanner' },
  'tidings.privacy': { method: 'GET', path: '/portal/rest/tidingsdirectory/searchPrivacy' },

  'ref.careercategory': { method: 'GET', path: '/portal/rest/careercategory/tree' },
  'ref.major': { method: 'GET', path: '/portal/rest/major/list' },
  'ref.school': { method: 'GET', path: '/portal/rest/school/list' },
  'ref.region': { method: 'GET', path: '/portal/rest/profile/region/treejson' },
  'ref.terms': { method: 'GET', path: '/termjson/terms' },
  'ref.dbterms': { method: 'GET', path: '/termjson/dbterms' },

  'passport.login': { method: 'POST', path: '/ams/passport/{domain}/encrypted' },
  'passport.logout': { method: 'POST', path: '/ams/passport/{domain}/logout', auth: true },

  'resume.view': { method: 'GET', path: '/usercenter/rest/resume/view', auth: true },
  'resume.edit': { method: 'GET', path: '/usercenter/rest/resume/edit', auth: true },
  'resume.save': { method: 'POST', path: '/usercenter/rest/resume/save', auth: true },
  'resume.getTemplates': { method: 'GET', path: '/usercenter/rest/resume/getTemplates', auth: true },
  'resume.changeTemplate': { method: 'POST', path: '/usercenter/rest/resume/changeTemplate', auth: true },
  'resume.completeResume': { method: 'GET', path: '/usercenter/rest/resume/completeResume/{deliveryId}', auth: true },

  'file.uploadImage': { method: 'POST', path: '/portal/file/uploadImage', auth: true },
  'file.view': { method: 'GET', path: '/portal/file/view/{fileId}' },
} as const satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof endpoints;

export function isEndpointName(name: string): name is EndpointName {
  return Object.prototype.hasOwnProperty.call(endpoints, name);
}

/** Fills "{name}" segments; returns the path and the params not used by it. */
export function fillPath(path: string, params: Record<string, unknown> = {}): { path: string; rest: Record<string, unknown> } {
  const rest = { ...params };
  const filled = path.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = rest[key];
    delete rest[key];
    if (value === undefined || value === null || value === '') throw new Error(`missing path parameter ${key}`);
    return encodeURIComponent(String(value));
  });
  return { path: filled, rest };
}
