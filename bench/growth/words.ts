// The words generated rows are made of: titles by leaf career category (server/db/seed/categories.ts), unit
// names, candidate names, tags. Chosen so that the bench keywords (KEYWORDS) match many, some, few and none.

export const ROLES_BY_CATEGORY: Record<number, string[]> = {
  101: ['Java开发工程师', '前端开发工程师', '测试工程师', '运维工程师', '软件架构师'],
  102: ['嵌入式工程师', '硬件工程师', '电子工程师'],
  103: ['数据分析师', '算法工程师', '数据工程师', '数据分析专员'],
  201: ['电气工程师', '变电运维员', '继电保护专责', '电气设备检修工'],
  202: ['机械设计工程师', '设备维修技师', '数控操作员'],
  203: ['土建工程师', '造价工程师', '施工员'],
  301: ['人力资源专员', '招聘主管', '薪酬绩效专员'],
  302: ['会计', '审计专员', '出纳', '财务分析岗'],
  303: ['行政专员', '文秘', '综合管理岗'],
  401: ['市场专员', '品牌策划', '新媒体运营'],
  402: ['销售经理', '客户经理', '大客户代表'],
  501: ['生产操作工', '化验员', '质检员'],
  502: ['安全员', '安全管理工程师', '环保专员'],
  503: ['物流调度员', '仓储管理员', '驾驶员'],
  601: ['临床医师', '护士', '医学检验技师'],
  602: ['药物研发员', '药学专员', '临床研究协调员'],
  701: ['安保队员', '安保主管', '消防控制员'],
  702: ['应急救援员', '应急管理专员'],
};

export const TITLE_PREFIXES = ['', '', '', '高级', '资深', '初级', '储备', '见习'];
export const TITLE_SUFFIXES: Record<'social' | 'campus' | 'veterans', string[]> = {
  social: ['', '', '（社会招聘）', '（派驻）'],
  campus: ['', '（2027届）', '管培生'],
  veterans: ['', '（退役军人专项）'],
};

export const UNIT_PLACES = ['华北', '华东', '华南', '西南', '西北', '东北', '华中', '江苏', '浙江', '广东', '四川', '湖北', '山东', '河南'];
export const UNIT_TRADES: Array<[trade: string, industry: string]> = [
  ['能源', '能源电力'],
  ['电力', '能源电力'],
  ['建设', '建筑工程'],
  ['交通', '交通物流'],
  ['医药', '医药卫生'],
  ['信息', '信息技术'],
  ['装备', '装备制造'],
  ['物流', '交通物流'],
  ['水务', '公用事业'],
  ['环保', '节能环保'],
];
export const UNIT_SUFFIXES = ['有限公司', '集团有限公司', '股份有限公司', '研究院'];
export const CITIES = ['北京市', '上海市', '南京市', '杭州市', '广州市', '成都市', '武汉市', '西安市', '济南市', '郑州市'];

export const TAGS = ['五险一金', '五险二金', '双休', '年终奖', '弹性工作', '餐补', '住房补贴', '带薪年假', '定期体检', '交通补贴'];
export const EDUCATIONS = ['11', '14', '20', '20', '20', '30', '30', '99'];

export const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '黄', '赵', '吴', '周', '徐', '孙', '马', '朱', '胡', '郭', '何', '林'];
export const GIVEN_NAMES = ['伟', '芳', '娜', '敏', '静', '磊', '强', '洋', '艳', '勇', '军', '杰', '娟', '涛', '明', '超', '秀英', '建华', '志强', '海燕'];

/** The keywords searched at each step: a 1-character one matching many, 2 and 4 characters matching fewer, one matching none. */
export const KEYWORDS = { '1-char': '工', '2-char': '电气', '4-char': '数据分析', 'no match': '量子纠缠' } as const;
