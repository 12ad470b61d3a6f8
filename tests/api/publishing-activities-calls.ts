// Shared by the activity publishing tests: a complete activity form of 王磊's units (a fair of units 2 and 3).
export const activityForm = (changes: Record<string, unknown> = {}): Record<string, unknown> => ({
  title: '2027届春季校园双选会',
  kind: 'campusFair',
  unitCodes: ['U3', 'U2'],
  // wall-clock times, read on the portal's clock (Asia/Shanghai)
  startTime: '2026-12-20T09:00',
  endTime: '2026-12-20T16:00',
  deadline: '2026-12-18',
  place: '南京市鼓楼区汉口路22号',
  capacity: 300,
  summary: '集团所属单位现场双选。',
  body: '<p>请携带纸质简历</p><script>alert(1)</script><p>现场<b>面谈</b></p>',
  ...changes,
});
