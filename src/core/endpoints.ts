// The API catalogue: every call the portal makes, by name. Schemas name endpoints; the client and the
// server both read this table, so a name means one path and one method everywhere.
export type HttpMethod = 'GET' | 'POST';

export interface Endpoint {
  method: HttpMethod;
  /** path after the /pt prefix; "{name}" segments are filled from params of the same name */
  path: string;
  /** authenticated calls carry the request-context params and need a signed-in user */
  auth?: boolean;
  /**
   * the call fetches the one thing a page's address names (a position, notice, activity or unit): when it answers
   * NOT_FOUND, the page answers 404
   */
  subject?: boolean;
}

export const endpoints = {
  'siteconfig.load': { method: 'POST', path: '/portal/siteconfig/load' },
  'siteconfig.index': { method: 'POST', path: '/portal/siteconfig/index' },
  'accesstoken.get': { method: 'GET', path: '/accesstoken/{domain}' },
  'accesstoken.user': { method: 'GET', path: '/accesstoken/user/{domain}' },

  'careers.search': { method: 'POST', path: '/portal/rest/careers/search' },
  'careers.view': { method: 'GET', path: '/portal/rest/careers/view/{recruitmentId}', subject: true },
  'careers.enterprises': { method: 'GET', path: '/portal/rest/careers/enterprises' },
  'careers.enterpriseList': { method: 'GET', path: '/portal/rest/careers/enterpriseList' },
  'careers.allenterprise': { method: 'GET', path: '/portal/rest/careers/allenterprise' },
  'careers.searchEnterpriseTree': { method: 'GET', path: '/portal/rest/careers/searchEnterpriseTree' },
  'careers.region': { method: 'GET', path: '/portal/rest/careers/region' },
  'careers.searchIntroduce': { method: 'GET', path: '/portal/rest/careers/searchIntroduce', subject: true },
  'careers.count': { method: 'GET', path: '/portal/rest/careers/getCount/social' },
  'careers.searchconditions': { method: 'GET', path: '/portal/rest/careers/searchconditions' },

  'notice.search': { method: 'POST', path: '/portal/notice/search' },
  'notice.view': { method: 'GET', path: '/portal/notice/view', subject: true },
  'activity.search': { method: 'POST', path: '/portal/rest/activity/search' },
  'activity.view': { method: 'GET', path: '/portal/rest/activity/view', subject: true },
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
  'passport.domain': { method: 'GET', path: '/ams/passport/{domain}/domain' },
  'passport.header': { method: 'GET', path: '/ams/user/passport/header' },
  'captcha.generate': { method: 'GET', path: '/captcha/generate' },
  'sso.loginUser': { method: 'POST', path: '/sso/login/user' },
  'sso.loginDomain': { method: 'GET', path: '/sso/login/domain/{portal}' },

  'user.regist': { method: 'POST', path: '/portal/rest/user/regist' },
  'user.toregist': { method: 'GET', path: '/toregist/{domain}' },
  'code.sendMobile': { method: 'POST', path: '/sendMobileCode' },
  'code.sendEmail': { method: 'POST', path: '/sendEmailCode' },
  'code.validateMobile': { method: 'POST', path: '/validateMobileCode' },
  'user.validateRegistMobile': { method: 'POST', path: '/validateRegistMobile' },
  'forget.sendMail': { method: 'POST', path: '/sendforgetmail' },
  'forget.sendSms': { method: 'POST', path: '/sendforgetsms' },
  'forget.retrieveByMail': { method: 'POST', path: '/retrievepassword' },
  'forget.retrieveByPhone': { method: 'POST', path: '/retrievePasswordByPhone' },

  'userinfo.info': { method: 'GET', path: '/usercenter/rest/userinfo/info', auth: true },
  'userinfo.savePasswd': { method: 'POST', path: '/usercenter/rest/userinfo/savePasswd', auth: true },
  'userinfo.changePasswd': { method: 'POST', path: '/usercenter/rest/userinfo/changePasswd', auth: true },
  'userinfo.changeName': { method: 'POST', path: '/usercenter/rest/userinfo/changeName', auth: true },
  'userinfo.changeMobile': { method: 'POST', path: '/usercenter/rest/userinfo/changeMobile', auth: true },
  'userinfo.changeEmail': { method: 'POST', path: '/usercenter/rest/userinfo/changeEmail', auth: true },
  'userinfo.unsubscribe': { method: 'POST', path: '/usercenter/rest/userinfo/unsubscribe', auth: true },

  'collect.getCareer': { method: 'GET', path: '/usercenter/rest/collect/getCareer', auth: true },
  'collect.career': { method: 'POST', path: '/usercenter/rest/collect/career', auth: true },
  'collect.removeCareer': { method: 'POST', path: '/usercenter/rest/collect/removeCareer', auth: true },

  'wizard.apply': { method: 'GET', path: '/usercenter/rest/wizard/apply/{applyId}', auth: true },
  'wizard.submit': { method: 'POST', path: '/usercenter/rest/wizard/apply/page', auth: true },

  'delivery.search': { method: 'GET', path: '/usercenter/rest/applicationdelivery/search', auth: true },
  'delivery.delete': { method: 'POST', path: '/usercenter/rest/applicationdelivery/delete/{deliveryId}', auth: true },
  'delivery.notifications': { method: 'GET', path: '/usercenter/rest/applicationdelivery/notifications', auth: true },
  'delivery.notificationConfirm': { method: 'POST', path: '/usercenter/rest/applicationdelivery/notificationConfirm', auth: true },
  'delivery.agreeBc': { method: 'POST', path: '/usercenter/rest/applicationdelivery/agreeBc', auth: true },
  'delivery.disagreeBc': { method: 'POST', path: '/usercenter/rest/applicationdelivery/disagreeBc', auth: true },
  'delivery.open': { method: 'POST', path: '/usercenter/rest/applicationdelivery/open', auth: true },
  'appointment.list': { method: 'GET', path: '/portal/rest/appointmenttimeconfirm/getAllList/{appointmentTimeArrangeId}', auth: true },
  'feedback.save': { method: 'POST', path: '/usercenter/rest/feedback/save', auth: true },

  'resume.view': { method: 'GET', path: '/usercenter/rest/resume/view', auth: true },
  'resume.edit': { method: 'GET', path: '/usercenter/rest/resume/edit', auth: true },
  'resume.save': { method: 'POST', path: '/usercenter/rest/resume/save', auth: true },
  'resume.getTemplates': { method: 'GET', path: '/usercenter/rest/resume/getTemplates', auth: true },
  'resume.changeTemplate': { method: 'POST', path: '/usercenter/rest/resume/changeTemplate', auth: true },
  'resume.completeResume': { method: 'GET', path: '/usercenter/rest/resume/completeResume/{deliveryId}', auth: true },

  'review.positions': { method: 'GET', path: '/censor/rest/review/positions', auth: true },
  'review.search': { method: 'GET', path: '/censor/rest/review/search', auth: true },
  'review.view': { method: 'GET', path: '/censor/rest/review/view/{deliveryId}', auth: true },
  'review.decide': { method: 'POST', path: '/censor/rest/review/decide', auth: true },

  'publish.scope': { method: 'GET', path: '/censor/rest/publish/scope', auth: true },
  'publish.positions': { method: 'GET', path: '/censor/rest/publish/positions', auth: true },
  'publish.draft': { method: 'GET', path: '/censor/rest/publish/draft/{draftId}', auth: true },
  'publish.saveDraft': { method: 'POST', path: '/censor/rest/publish/draft/save', auth: true },
  'publish.deleteDraft': { method: 'POST', path: '/censor/rest/publish/draft/delete', auth: true },
  'publish.publish': { method: 'POST', path: '/censor/rest/publish/draft/publish', auth: true },
  'publish.preview': { method: 'GET', path: '/censor/rest/publish/preview/{draftId}', auth: true },
  'publish.position': { method: 'GET', path: '/censor/rest/publish/position/{positionId}', auth: true },
  'publish.savePosition': { method: 'POST', path: '/censor/rest/publish/position/save', auth: true },
  'publish.close': { method: 'POST', path: '/censor/rest/publish/position/close', auth: true },
  'publish.reopen': { method: 'POST', path: '/censor/rest/publish/position/reopen', auth: true },
  'publish.notices': { method: 'GET', path: '/censor/rest/publish/notices', auth: true },
  'publish.noticeDraft': { method: 'GET', path: '/censor/rest/publish/notice-draft/{draftId}', auth: true },
  'publish.saveNoticeDraft': { method: 'POST', path: '/censor/rest/publish/notice-draft/save', auth: true },
  'publish.deleteNoticeDraft': { method: 'POST', path: '/censor/rest/publish/notice-draft/delete', auth: true },
  'publish.publishNotice': { method: 'POST', path: '/censor/rest/publish/notice-draft/publish', auth: true },
  'publish.previewNotice': { method: 'GET', path: '/censor/rest/publish/notice-preview/{draftId}', auth: true },
  'publish.notice': { method: 'GET', path: '/censor/rest/publish/notice/{noticeId}', auth: true },
  'publish.saveNotice': { method: 'POST', path: '/censor/rest/publish/notice/save', auth: true },
  'publish.withdrawNotice': { method: 'POST', path: '/censor/rest/publish/notice/withdraw', auth: true },
  'publish.activities': { method: 'GET', path: '/censor/rest/publish/activities', auth: true },
  'publish.activityDraft': { method: 'GET', path: '/censor/rest/publish/activity-draft/{draftId}', auth: true },
  'publish.saveActivityDraft': { method: 'POST', path: '/censor/rest/publish/activity-draft/save', auth: true },
  'publish.deleteActivityDraft': { method: 'POST', path: '/censor/rest/publish/activity-draft/delete', auth: true },
  'publish.publishActivity': { method: 'POST', path: '/censor/rest/publish/activity-draft/publish', auth: true },
  'publish.previewActivity': { method: 'GET', path: '/censor/rest/publish/activity-preview/{draftId}', auth: true },
  'publish.activity': { method: 'GET', path: '/censor/rest/publish/activity/{activityId}', auth: true },
  'publish.saveActivity': { method: 'POST', path: '/censor/rest/publish/activity/save', auth: true },
  'publish.closeActivity': { method: 'POST', path: '/censor/rest/publish/activity/close', auth: true },
  'publish.reopenActivity': { method: 'POST', path: '/censor/rest/publish/activity/reopen', auth: true },
  'publish.importTemplate': { method: 'GET', path: '/censor/rest/publish/import/template', auth: true },
  'publish.importCheck': { method: 'POST', path: '/censor/rest/publish/import/check', auth: true },
  'publish.import': { method: 'POST', path: '/censor/rest/publish/import/write', auth: true },

  'admin.portal': { method: 'GET', path: '/censor/rest/admin/portal', auth: true },
  'admin.savePortal': { method: 'POST', path: '/censor/rest/admin/portal/save', auth: true },
  'admin.units': { method: 'GET', path: '/censor/rest/admin/units', auth: true },
  'admin.saveUnit': { method: 'POST', path: '/censor/rest/admin/unit/save', auth: true },
  'admin.unit': { method: 'GET', path: '/censor/rest/admin/unit/{unitId}', auth: true },
  'admin.accounts': { method: 'GET', path: '/censor/rest/admin/accounts', auth: true },
  'admin.account': { method: 'GET', path: '/censor/rest/admin/account/{userId}', auth: true },
  'admin.saveAccount': { method: 'POST', path: '/censor/rest/admin/account/save', auth: true },
  'admin.disableAccount': { method: 'POST', path: '/censor/rest/admin/account/disable', auth: true },
  'admin.resetPassword': { method: 'POST', path: '/censor/rest/admin/account/resetPassword', auth: true },
  'admin.audit': { method: 'GET', path: '/censor/rest/admin/audit', auth: true },

  'file.uploadImage': { method: 'POST', path: '/portal/file/uploadImage', auth: true },
  'file.view': { method: 'GET', path: '/portal/file/view/{fileId}' },
} as const satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof endpoints;

export function isEndpointName(name: string): name is EndpointName {
  return Object.prototype.hasOwnProperty.call(endpoints, name);
}

/** The call fetches what a page's address names (see Endpoint.subject). */
export function isSubjectCall(name: string): boolean {
  return isEndpointName(name) && (endpoints[name] as Endpoint).subject === true;
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
