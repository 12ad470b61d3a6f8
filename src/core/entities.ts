// Shapes of what the reference API answers in `data`. Browser renderers and server/ both use them.
import type { RecruitType } from './envelope';

export interface Position {
  id: number;
  title: string;
  recruitType: RecruitType;
  unitId: number;
  unitName: string;
  categoryId: number;
  categoryName: string;
  regionCode: string;
  regionName: string;
  /** term code of the 'education' dictionary, and its name */
  education: string;
  educationName: string;
  headcount: number;
  salaryMin: number | null;
  salaryMax: number | null;
  /** e.g. 元/月, 万元/年 */
  salaryUnit: string | null;
  /** the unit's code in the 'salaryUnit' dictionary (its message key term.salaryUnit.{code}); null when unknown */
  salaryUnitCode?: string | null;
  tags: string[];
  publishDate: string; // YYYY-MM-DD
  deadline: string; // YYYY-MM-DD
  status: 'open' | 'closed';
  /** only in careers.view, when closed: closed by hand, or its deadline passed first (whichever came first) */
  closedBy?: 'hand' | 'deadline';
  /** only in careers.view, closed by hand: when (an ISO instant); null when not known (closed before it was kept) */
  closedAt?: string | null;
  /** only in careers.view */
  description?: string;
  requirement?: string;
  unit?: Unit;
}

export interface Unit {
  id: number;
  parentId: number | null;
  name: string;
  industry: string;
  city: string;
  intro: string;
  logoText: string; // one or two characters drawn as the logo
  positionCount: number;
  hot: boolean;
  children?: Unit[];
}

export interface Notice {
  id: number;
  title: string;
  category: string;
  /** the category's code in the 'noticeType' dictionary (message key term.noticeType.{code}); null when unknown */
  categoryCode?: string | null;
  publishDate: string;
  summary: string;
  source: string;
  /** only in notice.view; sanitised by the renderer before display */
  bodyHtml?: string;
}

/** activity: the activity zone; campusFair and socialFair: job fairs */
export type ActivityKind = 'activity' | 'campusFair' | 'socialFair';

/** Whether one can sign up now: ended (the activity is over), deadline (sign-up closed), full, else open. label: Chinese */
export interface ActivitySignUp {
  /** closed: its publisher closed it (no sign-ups until reopened) */
  state: 'open' | 'deadline' | 'full' | 'ended' | 'closed';
  label: string;
}

export interface Activity {
  id: number;
  title: string;
  summary: string;
  place: string;
  startTime: string; // ISO
  endTime: string;
  deadline: string;
  capacity: number;
  signedUp: number;
  /** answered by activity.search and activity.view (optional for data made before activities had kinds and sign-up states) */
  kind?: ActivityKind;
  /** answered by activity.search and activity.view */
  signUp?: ActivitySignUp;
  /** only in activity.view */
  body?: string;
  /** only in activity.view: a fair's units, or the unit holding a plain activity, with their open position counts */
  units?: Unit[];
  /** only in activity.view: the resume template a sign-up asks for */
  templateId?: string;
}

export interface QuestionAnswer {
  id: number;
  category: string;
  question: string;
  answer: string;
}

export interface Banner {
  id: number;
  title: string;
  subtitle: string;
  /** a same-origin image path */
  image: string;
  /** the same art without words (same origin): a phone draws title and subtitle over it; null: it shows `image` */
  background?: string | null;
  /** a same-origin path, relative to the variant base when it does not start with "/" */
  link: string | null;
}

export interface TreeNode {
  value: string;
  label: string;
  children?: TreeNode[];
}

export interface Term {
  code: string;
  name: string;
}

/** careers.searchconditions */
export interface SearchConditions {
  categories: TreeNode[];
  regions: TreeNode[];
  units: TreeNode[];
  educations: Term[];
}

/** careers.count: positions open per recruitment type */
export type PositionCounts = Record<'all' | RecruitType, number> & {
  /** the counts that stopped at their figure: there are more (shown as 1000+) */
  capped?: Array<'all' | RecruitType>;
};
