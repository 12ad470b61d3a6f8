import type { BannersTable } from '../types';

type B = [title: string, subtitle: string, image: string, link: string | null];

const d1001: B[] = [
  ['2027届校园招聘火热进行中', '200余个岗位虚位以待，期待你的加入', '/assets-demo/banner-default-1.svg', 'recruitment/campus/searchAll'],
  ['社会招聘 · 技术人才专场', '软件、数据、电气等方向精英招募', '/assets-demo/banner-default-2.svg', 'recruitment/social/searchAll'],
  ['退役军人专项招聘计划', '专设岗位，优先录用', '/assets-demo/banner-default-3.svg', 'notice/5'],
];

const d1002: B[] = [
  ['退役军人专场招聘会', '12月5日 · 北京 · 三千余岗位', '/assets-demo/banner-army-1.svg', 'notice/12'],
  ['脱下军装 · 再立新功', '退役军人就业服务一站直达', '/assets-demo/banner-army-2.svg', 'recruitment/veterans/searchAll'],
  ['应急救援技能培训报名中', '免费培训 · 考核合格颁发证书', '/assets-demo/banner-army-3.svg', 'CCTVactitivies'],
];

const rows = (portal: number, first: number, list: B[]): BannersTable[] =>
  list.map(([title, subtitle, image, link], i) => ({ id: first + i, portal_id: portal, title, subtitle, image, background: image.replace(/\.svg$/, '-bg.svg'), link, sort: i + 1 }));

export const banners: BannersTable[] = [...rows(1001, 1, d1001), ...rows(1002, 1 + d1001.length, d1002)];
