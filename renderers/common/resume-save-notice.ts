// What a refused resume save tells the candidate, the same on pc and h5 (the spec's notice and field texts): the notice, how many
// required answers are still empty and how many are wrong (the completeness bar's counts), and the failing
// fields with the spec's words, the first few of them.
import type { SaveCheck } from '@/src/forms/save-resume';
import type { BlockContext } from '@/src/runtime/block-props';

type Translate = BlockContext['t'];

export interface SaveNotice {
  /** 您的简历填写不完善，请补充完整 */
  title: string;
  /** 还有 N 项必填内容未填写，M 项填写有误 (the parts that are not zero) */
  summary: string;
  /** 请填写{field} / 请填写正确的{field} / {name}正确填写后进行保存, at most `limit` */
  lines: string[];
  /** 另有 N 项未列出, or '' */
  more: string;
}

export function saveNotice(check: Extract<SaveCheck, { ok: false }>, t: Translate, locale: string, limit = 6): SaveNotice {
  const counts = [
    check.missing > 0 ? t('resume.help.missing', { count: check.missing }) : '',
    check.wrong > 0 ? t('resume.help.wrong', { count: check.wrong }) : '',
  ].filter(Boolean);
  const rest = check.messages.length - limit;
  return {
    title: check.notice,
    summary: counts.join(locale.startsWith('zh') ? '，' : '; '),
    lines: check.messages.slice(0, limit),
    more: rest > 0 ? t('resume.help.more', { count: rest }) : '',
  };
}
