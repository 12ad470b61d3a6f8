import type { Insertable } from 'kysely';
import type { ActivityKind } from '@/src/core/entities';
import type { ActivitiesTable } from '../types';

type A = [title: string, summary: string, place: string, start: string, end: string, deadline: string, capacity: number, signedUp: number, body: string];

const t = (day: string, time: string) => `${day}T${time}:00+08:00`;

const d1001: A[] = [
  ['2027届校园招聘空中宣讲会', '集团领导与校友在线介绍企业与岗位，现场答疑。', '线上直播', t('2026-11-28', '19:00'), t('2026-11-28', '21:00'), '2026-11-27', 2000, 856,
    '本次宣讲会将介绍集团发展历程、2027届校园招聘岗位与培养体系，并设置互动答疑环节。'],
  ['华东地区高校专场招聘会', '华夏能源集团及所属单位联合参会，现场收取简历。', '南京市东南大学九龙湖校区体育馆', t('2026-12-03', '09:00'), t('2026-12-03', '16:00'), '2026-12-01', 500, 312,
    '参会单位包括华夏能源江苏发电有限公司、华夏能源数字科技有限公司等，请携带纸质简历。'],
  ['数字能源开放日', '走进智慧电厂集控中心，体验数字化运行。', '杭州市滨江区数科大厦', t('2026-12-10', '14:00'), t('2026-12-10', '17:00'), '2026-12-06', 60, 60,
    '开放日包括参观集控中心、工程师分享与职业发展座谈，名额有限，报满即止。'],
  ['简历诊断与面试技巧工作坊', 'HR面对面点评简历，模拟结构化面试。', '线上会议', t('2026-12-15', '19:30'), t('2026-12-15', '21:00'), '2026-12-14', 300, 127,
    '工作坊由资深招聘官主讲，报名后请在个人中心上传简历以便提前诊断。'],
  ['2026年秋季网络双选会', '百家企业线上双选，持续一周。', '线上', t('2026-10-20', '09:00'), t('2026-10-27', '17:00'), '2026-10-19', 5000, 4321,
    '本次网络双选会已圆满结束，感谢各位同学的积极参与。'],
];

const d1002: A[] = [
  ['退役军人专场招聘会（北京站）', '百余家企业现场招聘，提供逾三千个岗位。', '北京市朝阳区国际展览中心', t('2026-12-05', '09:00'), t('2026-12-05', '16:00'), '2026-12-03', 3000, 1865,
    '请携带退役证明和身份证参会，现场设置政策咨询与简历指导服务台。'],
  ['应急救援技能培训班', '为期两周的应急救援技能培训，考核合格颁发证书。', '武汉市东湖新技术开发区救援培训基地', t('2026-12-14', '08:30'), t('2026-12-27', '17:30'), '2026-12-08', 80, 52,
    '培训内容包括绳索救援、破拆、水域救援和急救，食宿由培训基地统一安排。'],
  ['安保职业发展分享会', '优秀退役军人安保经理分享职业成长经历。', '上海市浦东新区安邦大厦', t('2026-12-08', '14:00'), t('2026-12-08', '16:30'), '2026-12-07', 200, 98,
    '分享会后设有一对一职业咨询环节。'],
  ['航天科技企业参观日', '参观卫星总装车间与测控大厅。', '成都市双流区长城航天产业园', t('2026-12-18', '09:30'), t('2026-12-18', '12:00'), '2026-12-12', 40, 40,
    '参观需实名登记，请提前准备身份证件。'],
  ['退役军人创业指导沙龙', '创业导师解读扶持政策并点评创业项目。', '线上直播', t('2026-12-20', '19:00'), t('2026-12-20', '21:00'), '2026-12-19', 1000, 233,
    '欢迎有创业意向的退役军人报名，可提前提交创业计划书。'],
  ['秋季退役军人网络招聘月', '为期一个月的线上招聘活动。', '线上', t('2026-09-15', '09:00'), t('2026-10-15', '17:00'), '2026-09-14', 10000, 7654,
    '活动已结束，共促成两千余名退役军人达成就业意向。'],
  ['中兵装备2027届高校毕业生双选会', '集团及所属研究所、制造公司面向高校毕业生现场双选。', '西安市雁塔区西安电子科技大学南校区', t('2026-12-12', '09:00'), t('2026-12-12', '16:00'), '2026-12-10', 800, 214,
    '参会单位提供总体设计、软件开发、工艺等岗位，现场可投递简历并进行初步面谈，请携带学生证与成绩单。'],
];

/** What migration 005 (reviewers and sign-ups) adds to each seeded activity, by id: its kind, the resume template a sign-up asks for, its units. */
export interface ActivityFacts {
  title: string;
  kind: ActivityKind;
  template: string;
  units: number[];
}

export const activityFacts: Record<number, ActivityFacts> = {
  1: { title: d1001[0][0], kind: 'activity', template: 'campus', units: [1] },
  2: { title: d1001[1][0], kind: 'campusFair', template: 'campus', units: [2, 3] },
  3: { title: d1001[2][0], kind: 'activity', template: 'social', units: [3] },
  4: { title: d1001[3][0], kind: 'activity', template: 'social', units: [1] },
  5: { title: d1001[4][0], kind: 'campusFair', template: 'campus', units: [1, 4, 5, 6, 7] },
  6: { title: d1002[0][0], kind: 'socialFair', template: 'army', units: [8, 11, 12, 13] },
  7: { title: d1002[1][0], kind: 'activity', template: 'army', units: [14] },
  8: { title: d1002[2][0], kind: 'activity', template: 'army', units: [11] },
  9: { title: d1002[3][0], kind: 'activity', template: 'army', units: [12] },
  10: { title: d1002[4][0], kind: 'activity', template: 'army', units: [8] },
  11: { title: d1002[5][0], kind: 'activity', template: 'army', units: [8, 13] },
  12: { title: d1002[6][0], kind: 'campusFair', template: 'campus', units: [8, 9, 10] },
};

const rows = (portal: number, first: number, list: A[]): Insertable<ActivitiesTable>[] =>
  list.map(([title, summary, place, start_time, end_time, deadline, capacity, signed_up, body], i) => ({
    id: first + i,
    portal_id: portal,
    title,
    summary,
    place,
    start_time,
    end_time,
    deadline,
    capacity,
    signed_up,
    body,
    kind: activityFacts[first + i].kind,
    resume_template: activityFacts[first + i].template,
  }));

export const activities: Insertable<ActivitiesTable>[] = [...rows(1001, 1, d1001), ...rows(1002, 1 + d1001.length, d1002)];

/** activity_units rows of the seeded activities. */
export const activityUnits = Object.entries(activityFacts).flatMap(([id, f]) => f.units.map((unit_id, i) => ({ activity_id: Number(id), unit_id, sort: i + 1 })));
