import type { ComponentType, SVGProps } from 'react';
import {
  AppOutline,
  AppstoreOutline,
  CalendarOutline,
  QuestionCircleOutline,
  SearchOutline,
  SoundOutline,
  TeamOutline,
  UnorderedListOutline,
  UserOutline,
} from 'antd-mobile-icons';
import type { NavItem } from '@/src/core/schema-types';

type Icon = ComponentType<SVGProps<SVGSVGElement>>;

const BY_NAME: Record<string, Icon> = {
  home: AppOutline,
  position: UnorderedListOutline,
  positions: UnorderedListOutline,
  recruitment: UnorderedListOutline,
  search: SearchOutline,
  notice: SoundOutline,
  unit: TeamOutline,
  units: TeamOutline,
  activity: CalendarOutline,
  qa: QuestionCircleOutline,
  user: UserOutline,
  me: UserOutline,
};

// when a nav item names no icon, its path usually tells what it is
const BY_PATH: [RegExp, Icon][] = [
  [/home|index/i, AppOutline],
  [/search/i, SearchOutline],
  [/recruit|position|career/i, UnorderedListOutline],
  [/notice/i, SoundOutline],
  [/unit|enterprise|company/i, TeamOutline],
  [/activit/i, CalendarOutline],
  [/question/i, QuestionCircleOutline],
  [/user|center|mine/i, UserOutline],
];

export function NavIcon({ item }: { item: NavItem }) {
  const Found = (item.icon && BY_NAME[item.icon]) || BY_PATH.find(([re]) => re.test(item.to))?.[1] || AppstoreOutline;
  return <Found aria-hidden className="h5-tabbar__icon" />;
}
