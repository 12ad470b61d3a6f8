// Description and requirement texts of seeded positions, by top-level career category.
const duties: Record<number, string[]> = {
  1: ['参与系统需求分析、方案设计与核心模块开发', '编写技术文档，参与代码评审与质量改进', '跟踪前沿技术，推动研发效率提升'],
  2: ['负责工程项目的技术方案编制与现场实施', '参与设备选型、安装调试与验收工作', '开展设备运行分析，提出技术改造建议'],
  3: ['负责本部门日常管理工作的组织与落实', '参与制度建设、流程优化与数据统计分析', '完成领导交办的其他工作'],
  4: ['制定并执行区域市场推广与客户拓展计划', '维护重点客户关系，收集市场与竞品信息', '完成年度销售与回款目标'],
  5: ['按照操作规程完成生产、运输或现场作业任务', '落实安全生产责任，参与隐患排查与应急演练', '做好设备日常点检与台账记录'],
  6: ['参与新药或医疗器械的研究开发与临床试验', '撰写研究报告与注册申报资料', '配合开展质量管理与合规工作'],
  7: ['负责责任区域的安全巡查、门岗管理与秩序维护', '参与突发事件处置、应急救援与演练', '开展消防及安全防范宣传培训'],
};

const category = (id: number) => (id >= 100 ? Math.floor(id / 100) : id);

export function describe(title: string, categoryId: number, recruitType: string): { description: string; requirement: string } {
  const list = duties[category(categoryId)] ?? duties[3];
  const description = [`${title}岗位主要职责：`, ...list.map((d, i) => `${i + 1}. ${d}；`)].join('\n');
  const who =
    recruitType === 'campus'
      ? '2027届全日制高校毕业生，在校期间无违纪记录'
      : recruitType === 'veterans'
        ? '退役军人，持有退役证明，退役时间不限；立功受奖者优先'
        : '具有3年以上相关工作经验，能适应出差';
  const requirement = [`1. ${who}；`, '2. 遵纪守法，品行端正，具有良好的沟通协调能力和团队合作精神；', '3. 身体健康，能胜任岗位工作要求。'].join('\n');
  return { description, requirement };
}
