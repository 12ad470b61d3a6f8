// Filling the parts of the army template's resume on h5, one part editor at a time, as a candidate completing a
// resume from the apply wizard does: the applying and review walks each bring their own person.
import type { Page } from 'playwright-core';
import { expectShown, fieldName, h5Control, h5Date, h5Form, h5Lookup, h5Photo, h5Region, h5Select, h5Toasts, h5Type, LABEL } from './resume-helpers';

export interface ArmyPerson {
  name: string;
  gender: '男' | '女';
  idCard: string;
  birth: string;
  mobile: string;
  email: string;
  /** province and city of residence */
  residence: [string, string];
  service: { unit: string; enlist: string; discharge: string };
  education: { enrol: string; graduate: string };
  expectedRegion: [string, string];
}

/** Chooses a term unless the field shows it already (a tap on the chosen row would not keep it). */
export async function h5Choose(page: Page, label: string, option: string): Promise<void> {
  const form = h5Form(page);
  if ((await h5Control(form, label).innerText()).trim() !== option) await h5Select(page, form, label, option);
}

/** Fills one part in its part editor (whatever it held before) and saves it: 保存成功. */
export async function fillArmyPart(page: Page, partId: string, person: ArmyPerson): Promise<void> {
  const form = h5Form(page);
  if (partId === 'basicInfo') {
    await h5Type(form, LABEL.name, person.name);
    await h5Choose(page, LABEL.gender, person.gender);
    await h5Choose(page, LABEL.idType, '居民身份证');
    await h5Type(form, LABEL.idCard, person.idCard);
    await h5Date(page, form, LABEL.birthday, person.birth);
    await h5Choose(page, LABEL.nation, '汉族');
    await h5Choose(page, LABEL.politics, '群众');
    await h5Type(form, LABEL.mobile, person.mobile);
    await h5Type(form, LABEL.email, person.email);
    await h5Region(page, form, LABEL.residence, ...person.residence);
    await h5Photo(form, 'photo');
  } else if (partId === 'serviceList' || partId === 'educationList') {
    if ((await form.locator('.h5-entries__item').count()) === 0) await form.getByRole('button', { name: /添加/ }).click();
    const entry = form.locator('.h5-entries__item').first();
    if (partId === 'serviceList') {
      await h5Type(entry, fieldName('unit'), person.service.unit);
      await h5Type(entry, fieldName('branch'), '陆军');
      await h5Date(page, entry, fieldName('enlistDate'), person.service.enlist);
      await h5Date(page, entry, fieldName('dischargeDate'), person.service.discharge);
    } else {
      await h5Lookup(page, entry, LABEL.school, '复旦大学');
      await h5Lookup(page, entry, LABEL.major, '计算机科学与技术');
      await h5Choose(page, LABEL.education, '大学本科');
      await h5Choose(page, LABEL.degree, '学士');
      await h5Date(page, entry, LABEL.enrolDate, person.education.enrol);
      await h5Date(page, entry, LABEL.graduateDate, person.education.graduate);
    }
  } else if (partId === 'jobIntention') {
    await h5Region(page, form, LABEL.expectedRegion, ...person.expectedRegion);
  } else {
    throw new Error(`the test does not know how to fill part ${partId}`);
  }
  await page.getByRole('button', { name: /^保\s*存$/ }).click();
  await expectShown(h5Toasts(page), '保存成功', `the save of ${partId}`);
}
