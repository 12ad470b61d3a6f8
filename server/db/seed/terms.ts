// Term dictionaries: type -> [code, name] in display order.

// GB/T 4658 levels, and 不限 for a position that asks for none
const education: [string, string][] = [
  ['11', '博士研究生'],
  ['14', '硕士研究生'],
  ['20', '大学本科'],
  ['30', '大学专科'],
  ['40', '中等专科'],
  ['60', '普通高中'],
  ['99', '不限'],
];

export const terms: Record<string, [string, string][]> = {
  // what a position asks for
  education,
  // what a person has (a resume's answer): 不限 is no level
  educationLevel: education.filter(([code]) => code !== '99'),
  degree: [
    ['2', '博士'],
    ['3', '硕士'],
    ['4', '学士'],
    ['9', '无'],
  ],
  // GB/T 4762
  politics: [
    ['01', '中国共产党党员'],
    ['02', '中国共产党预备党员'],
    ['03', '中国共产主义青年团团员'],
    ['04', '中国国民党革命委员会会员'],
    ['05', '中国民主同盟盟员'],
    ['12', '无党派人士'],
    ['13', '群众'],
  ],
  // GB/T 3304
  nation: [
    ['01', '汉族'],
    ['02', '蒙古族'],
    ['03', '回族'],
    ['04', '藏族'],
    ['05', '维吾尔族'],
    ['06', '苗族'],
    ['08', '壮族'],
    ['11', '满族'],
  ],
  idType: [
    ['1', '居民身份证'],
    ['2', '军官证'],
    ['3', '港澳居民来往内地通行证'],
    ['4', '台湾居民来往大陆通行证'],
    ['5', '护照'],
    ['6', '外国人永久居留身份证'],
  ],
  salaryUnit: [
    ['1', '元/月'],
    ['2', '万元/年'],
    ['3', '元/天'],
  ],
  recruitType: [
    ['social', '社会招聘'],
    ['campus', '校园招聘'],
    ['veterans', '退役军人招聘'],
  ],
  gender: [
    ['1', '男'],
    ['2', '女'],
  ],
  workYears: [
    ['0', '应届毕业生'],
    ['1', '1年以下'],
    ['2', '1-3年'],
    ['3', '3-5年'],
    ['4', '5-10年'],
    ['5', '10年以上'],
  ],
  // notice categories: notices keep the name, the code is looked up by it (server/content/content.ts)
  noticeType: [
    ['recruitment', '招聘公告'],
    ['notice', '通知公告'],
    ['policy', '政策解读'],
  ],
};
