import type { Generated } from 'kysely';

// Table types for Kysely. Booleans are stored as 0/1 integers and short lists as JSON text, so the
// same migrations and queries run on SQLite and PostgreSQL.

export interface CatalogVersionTable {
  id: number;
  version: number;
  updated_at: string;
}

export interface FamiliesTable {
  id: number;
  key: string;
  name_en: string;
  name_fr: string;
  name_es: string;
  color: string;
  intensity: number;
  me_families: string;
}

export interface CountriesTable {
  code: string;
  code3: string;
  numeric: string;
  name_en: string;
  name_fr: string;
  name_es: string;
  region: string;
  sub_region: string;
  lat: number;
  long: number;
}

export interface BrandsTable {
  id: number;
  key: string;
  name: string;
  country: string | null;
  /** Added by migration 008: the founding year, or null when the catalog does not give it. */
  founded: number | null;
  /** Added by migration 008: JSON {en, fr, es} of the house's history, or null. */
  history: string | null;
}

export interface IngredientsTable {
  id: number;
  key: string;
  name_en: string;
  name_fr: string;
  name_es: string;
  family_id: number;
  kind: string;
  origins: string;
  image_url: string;
  chapter: string | null;
}

export interface PerfumesTable {
  id: number;
  brand_id: number;
  name: string;
  sub_brand: string;
  year: number | null;
  gender: string;
  perfumers: string;
  family_id: number;
  secondary_family_id: number;
  me_family_name: string;
  expert_reviewed: number;
  discontinued: number;
  popularity: number;
  origin: string;
  image_url: string;
  hero_ingredient_id: number;
  /** JSON [[ingredientId, proportion], …] */
  ingredients: string;
  /** JSON [stageMask, …] aligned with `ingredients` (1 top, 2 heart, 4 base); null: no pyramid. */
  ingredient_stages: string | null;
  concentration: string | null;
  concentration_name: string | null;
  /** JSON list of concentrations, or null. */
  also_as: string | null;
  /** 1 when the perfume is linear; null when unknown or not. */
  linear: number | null;
  /** 'published' or 'estimated', null when there is no pyramid. */
  pyramid_source: string | null;
}

export interface PerfumeDescriptionsTable {
  perfume_id: number;
  en: string;
  fr: string;
  es: string;
}

export interface ConceptsTable {
  id: number;
  key: string;
  name_en: string;
  name_fr: string;
  name_es: string;
  categories: string;
  visible: number;
  associations: string;
}

export interface UsersTable {
  id: string;
  email: string;
  name: string;
  surname: string;
  password_hash: string | null;
  privacy_policy_accepted: number;
  terms_accepted_at: string | null;
  google_subject: string | null;
  facebook_subject: string | null;
  created_at: string;
  /** 1 once the address is proven (docs/decisions/038); 0 by default. */
  email_verified: Generated<number>;
}

export interface SessionsTable {
  token_hash: string;
  user_id: string;
  remember: number;
  created_at: string;
  expires_at: string;
  /** Written by every insert (migration 006 added the columns, so the table allows null). */
  public_id: string;
  last_seen_at: string;
  browser: string | null;
  system: string | null;
}

export interface PasswordResetTokensTable {
  token_hash: string;
  user_id: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface EmailVerificationTokensTable {
  token_hash: string;
  user_id: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface FavouritesTable {
  user_id: string;
  perfume_id: number;
  rating: number;
  added_at: string;
}

export interface DislikedIngredientsTable {
  user_id: string;
  ingredient_id: number;
  added_at: string;
}

export interface ContactMessagesTable {
  id: string;
  email: string;
  name: string;
  message: string;
  lang: string;
  created_at: string;
  mailed_at: string | null;
  mail_error: string | null;
}

export interface AnalyticsEventsTable {
  id: string;
  app_id: string;
  type: string;
  name: string | null;
  subject_id: number | null;
  /** JSON object */
  data: string;
  visitor_id: string | null;
  occurred_at: string;
  received_at: string;
}

export interface Database {
  catalog_version: CatalogVersionTable;
  families: FamiliesTable;
  countries: CountriesTable;
  brands: BrandsTable;
  ingredients: IngredientsTable;
  perfumes: PerfumesTable;
  perfume_descriptions: PerfumeDescriptionsTable;
  concepts: ConceptsTable;
  users: UsersTable;
  sessions: SessionsTable;
  password_reset_tokens: PasswordResetTokensTable;
  email_verification_tokens: EmailVerificationTokensTable;
  favourites: FavouritesTable;
  disliked_ingredients: DislikedIngredientsTable;
  contact_messages: ContactMessagesTable;
  analytics_events: AnalyticsEventsTable;
}

// Re-exported so later tables with generated keys can use it without a second import style.
export type { Generated };
