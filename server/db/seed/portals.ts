import type { PortalsTable } from '../types';

// the site file's channelMap governs; a portal's own entries (npm run portal -- set-channel) go over it
const channelMap = JSON.stringify({});
const domains = JSON.stringify(['portal', 'censor']);

/**
 * The demo identity provider of both demo portals: its PUBLIC key only. The private key lives in
 * scripts/sso-demo-idp.ts (tests and `npm run sso:ticket`); it is public, so a real deployment replaces this
 * key (README, "Single sign-on"). Migration 006 gives it to databases seeded before it.
 */
export const DEMO_IDP = {
  idp_issuer: 'https://sso.demo.invalid',
  idp_public_key: JSON.stringify({ kty: 'OKP', crv: 'Ed25519', x: 'wjqyMagmGl-8qC18reiBw9FADe-AiJevisYhC-n0mf8' }),
  idp_algorithm: 'EdDSA',
} as const;

const privacyHtml = (site: string) =>
  [
    `<p>${site}（以下简称“本平台”）非常重视您的个人信息保护。本声明说明我们如何收集、使用和保护您在求职过程中提交的信息。</p>`,
    '<h3>一、我们收集的信息</h3>',
    '<ul><li>注册信息：手机号码、电子邮箱；</li><li>简历信息：教育经历、工作经历、证件信息等；</li><li>投递记录：您申请的职位及处理进度。</li></ul>',
    '<h3>二、信息的使用</h3>',
    '<p>您的简历仅向您投递职位所属的招聘单位及其授权的审核人员展示，不会用于与招聘无关的用途。</p>',
    '<h3>三、信息的保护</h3>',
    '<p>密码经不可逆加密后存储；访问令牌仅保存摘要。您可随时在个人中心修改或注销账号。</p>',
    '<p>如有疑问，请通过 <a href="/pt/portal/rest/questionandanswer/search">常见问题</a> 页面联系我们。</p>',
  ].join('');

export const portals: PortalsTable[] = [
  {
    id: 1001,
    portal_type: '1',
    template: 'default',
    name: '人才招聘网',
    names: JSON.stringify({ 'en-US': 'Talent Recruitment Portal' }),
    channel_map: channelMap,
    domains,
    secret_key: 'hxgp2026portal',
    hot_keywords: JSON.stringify(['软件开发', '电气工程', '管培生', '财务', '数据分析', '南京']),
    privacy_title: '人才招聘网隐私声明',
    privacy_html: privacyHtml('人才招聘网'),
    resume_template: 'social',
    ...DEMO_IDP,
    // accounts come from registration; the provider only signs existing ones in
    sso_create_accounts: 0,
    time_zone: 'Asia/Shanghai',
  },
  {
    id: 1002,
    portal_type: '1',
    template: 'army',
    name: '军队人才招聘网',
    names: JSON.stringify({ 'en-US': 'Military Talent Recruitment Portal' }),
    channel_map: channelMap,
    domains,
    secret_key: 'rongyao2026army',
    hot_keywords: JSON.stringify(['退役军人', '安全保卫', '应急救援', '驾驶员', '装备维修', '西安']),
    privacy_title: '军队人才招聘网隐私声明',
    privacy_html: privacyHtml('军队人才招聘网'),
    resume_template: 'army',
    ...DEMO_IDP,
    // the provider vouches for veterans who have no account yet: their first ticket creates it
    sso_create_accounts: 1,
    time_zone: 'Asia/Shanghai',
  },
];
