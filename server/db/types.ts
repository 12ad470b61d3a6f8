// Row types of the tables in migrations/*.sql, as Kysely sees them.
import type { Generated } from 'kysely';
import type { AccountTables } from './types-accounts';
import type { ActivityPublishingTables } from './types-activity-publishing';
import type { ApplicationTables } from './types-applications';
import type { IntegrationTables } from './types-integration';
import type { PublishingTables } from './types-publishing';
import type { NoticePublishingTables } from './types-notice-publishing';
import type { ReviewerTables } from './types-reviewers';

export interface PortalsTable {
  id: number;
  portal_type: string;
  template: string;
  name: string;
  /** JSON: Record<channel, 'pc' | 'h5'> */
  channel_map: string;
  /** JSON: string[] */
  domains: string;
  secret_key: string | null;
  /** JSON: string[] */
  hot_keywords: string;
  privacy_title: string;
  privacy_html: string;
  /** id of the resume template a new candidate starts with (migration 002) */
  resume_template: string;
  /** the identity provider (migration 006): the "iss" its tickets carry; null: no SSO */
  idp_issuer: string | null;
  /** the provider's PUBLIC key: a JWK (JSON) or a PEM SPKI; server-side only */
  idp_public_key: string | null;
  /** the one JWS alg accepted: EdDSA or RS256 */
  idp_algorithm: string | null;
  /** 1: a ticket may create an account the portal does not have; 0: refused */
  sso_create_accounts: number;
  /** IANA zone the portal's times are shown in (migration 009) */
  time_zone: string;
  /** JSON: the portal's name in other languages, { "en-US": "..." } (migration 024); `name` is the Chinese one */
  names: string;
}

export interface RegionsTable {
  code: string;
  parent_code: string | null;
  name: string;
  sort: number;
}

export interface CareerCategoriesTable {
  id: number;
  parent_id: number | null;
  name: string;
  sort: number;
}

export interface MajorsTable {
  code: string;
  parent_code: string | null;
  name: string;
  sort: number;
}

export interface SchoolsTable {
  code: string;
  name: string;
  sort: number;
}

export interface TermsTable {
  type: string;
  code: string;
  name: string;
  sort: number;
}

export interface UnitsTable {
  id: number;
  portal_id: number;
  parent_id: number | null;
  name: string;
  industry: string;
  city: string;
  intro: string;
  logo_text: string;
  hot: number;
  sort: number;
}

export interface PositionsTable {
  id: number;
  portal_id: number;
  unit_id: number;
  title: string;
  recruit_type: string;
  category_id: number;
  region_code: string;
  education: string;
  headcount: number;
  salary_min: number | null;
  salary_max: number | null;
  salary_unit: string | null;
  /** JSON: string[] */
  tags: string;
  publish_date: string;
  deadline: string;
  status: string;
  description: string;
  requirement: string;
  /** id of the resume template an application to this position needs (migration 002) */
  resume_template: string;
  /** when the row was last written (migration 018, kept by triggers) */
  updated_at: Generated<string | null>;
  /** ISO instant it was closed by hand; null while open, or closed before migration 028 (kept by triggers) */
  closed_at: Generated<string | null>;
}

export interface NoticesTable {
  id: number;
  portal_id: number;
  title: string;
  category: string;
  publish_date: string;
  summary: string;
  source: string;
  body_html: string;
  /** when the row was last written (migration 018, kept by triggers) */
  updated_at: Generated<string | null>;
}

export interface ActivitiesTable {
  id: number;
  portal_id: number;
  title: string;
  summary: string;
  place: string;
  start_time: string;
  end_time: string;
  deadline: string;
  capacity: number;
  signed_up: number;
  body: string;
  /** when the row was last written (migration 018, kept by triggers) */
  updated_at: Generated<string | null>;
}

export interface QuestionsTable {
  id: number;
  portal_id: number;
  category: string;
  question: string;
  answer: string;
  sort: number;
}

export interface BannersTable {
  id: number;
  portal_id: number;
  title: string;
  subtitle: string;
  image: string;
  /** a picture without words, for a narrow screen that draws title and subtitle over it (migration 019) */
  background?: string | null;
  link: string | null;
  sort: number;
}

export interface UsersTable {
  id: Generated<number>;
  portal_id: number;
  domain: string;
  name: string;
  mobile: string | null;
  email: string | null;
  password_hash: string;
  created_at: string;
}

export interface TokensTable {
  token_hash: string;
  portal_id: number;
  domain: string;
  user_id: number | null;
  created_at: string;
  expires_at: string;
}

export interface ResumesTable {
  id: Generated<number>;
  user_id: number;
  portal_id: number;
  template_id: string;
  /** JSON: ResumeValues */
  values_json: string;
  version: number;
  updated_at: string;
}

export interface FilesTable {
  /** random hex */
  id: string;
  user_id: number;
  portal_id: number;
  mime: string;
  size: number;
  bytes: Buffer;
  created_at: string;
}

export interface DeliveriesTable {
  id: Generated<number>;
  user_id: number;
  portal_id: number;
  /** null for activity sign-ups (tag '2', migration 005) */
  position_id: number | null;
  status: string;
  created_at: string;
}

export interface MigrationsTable {
  name: string;
  applied_at: string;
}

export interface Database extends AccountTables, ApplicationTables, ReviewerTables, IntegrationTables, PublishingTables, NoticePublishingTables, ActivityPublishingTables {
  portals: PortalsTable;
  regions: RegionsTable;
  career_categories: CareerCategoriesTable;
  majors: MajorsTable;
  schools: SchoolsTable;
  terms: TermsTable;
  units: UnitsTable;
  positions: PositionsTable;
  notices: NoticesTable;
  activities: ActivitiesTable;
  questions: QuestionsTable;
  banners: BannersTable;
  users: UsersTable;
  tokens: TokensTable;
  resumes: ResumesTable;
  files: FilesTable;
  deliveries: DeliveriesTable;
  migrations: MigrationsTable;
}
