import type { NavItem } from '@/src/core/schema-types';
import { Glyph, type GlyphName } from '@/renderers/h5/shared/glyphs';

const BY_NAME: Record<string, GlyphName> = {
  home: 'home',
  position: 'list',
  positions: 'list',
  recruitment: 'list',
  search: 'search',
  notice: 'notice',
  unit: 'team',
  units: 'team',
  activity: 'calendar',
  qa: 'question',
  user: 'user',
  me: 'user',
};

// when a nav item names no icon, its path usually tells what it is
const BY_PATH: [RegExp, GlyphName][] = [
  [/home|index/i, 'home'],
  [/search/i, 'search'],
  [/recruit|position|career/i, 'list'],
  [/notice/i, 'notice'],
  [/unit|enterprise|company/i, 'team'],
  [/activit/i, 'calendar'],
  [/question/i, 'question'],
  [/user|center|mine/i, 'user'],
];

export function NavIcon({ item }: { item: NavItem }) {
  const name = (item.icon && BY_NAME[item.icon]) || BY_PATH.find(([re]) => re.test(item.to))?.[1] || 'apps';
  return <Glyph name={name} aria-hidden className="h5-tabbar__icon" />;
}
