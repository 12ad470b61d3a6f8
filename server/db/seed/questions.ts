import type { QuestionsTable } from '../types';

type Q = [category: string, question: string, answer: string];

const common: Q[] = [
  ['账号注册', '如何注册账号？', '点击页面右上角“注册”，使用手机号码获取验证码并设置密码即可完成注册。'],
  ['账号注册', '忘记密码怎么办？', '在登录页点击“忘记密码”，可通过绑定的手机号码或邮箱重置密码。'],
  ['简历填写', '简历可以保存草稿吗？', '可以。简历各部分可分别保存，全部必填项完成后方可投递。'],
  ['简历填写', '出生日期为什么提示与证件号不符？', '证件类型为居民身份证时，系统会校验出生日期与身份证号码中的日期是否一致，请核对后重新填写。'],
  ['职位申请', '一个人可以申请几个职位？', '同一招聘公告下最多可申请两个职位，请根据自身条件慎重选择。'],
  ['职位申请', '投递后如何查看进度？', '登录后进入“个人中心 - 我的申请”，可查看资格审查、笔试、面试等各环节进度。'],
  ['职位申请', '申请提交后还能修改简历吗？', '资格审查开始前可撤回申请并修改简历，审查开始后不能修改。'],
  ['其他', '网站支持哪些浏览器？', '推荐使用最新版 Chrome、Edge、Firefox 或 Safari 浏览器，手机端可直接使用微信打开。'],
];

const army: Q[] = [
  ['退役军人', '退役军人专项岗位需要提供哪些材料？', '需提供退役证明（或退伍证）、身份证以及立功受奖证书（如有）。'],
  ['退役军人', '服役年限会影响报名吗？', '大部分岗位不限服役年限，个别技术保障岗位要求服役满五年，以岗位要求为准。'],
];

const rows = (portal: number, first: number, list: Q[]): QuestionsTable[] =>
  list.map(([category, question, answer], i) => ({ id: first + i, portal_id: portal, category, question, answer, sort: i + 1 }));

const list1002 = [...army, ...common];
export const questions: QuestionsTable[] = [...rows(1001, 1, common), ...rows(1002, 1 + common.length, list1002)];
