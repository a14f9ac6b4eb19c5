-- Foundation: merchants and their configuration, site content, the game catalogue, countries,
-- members and sessions. Every table that holds merchant data carries merchant_id.

-- merchant module ---------------------------------------------------------------------------------
CREATE TABLE merchants (
  id                    serial PRIMARY KEY,
  code                  text NOT NULL UNIQUE,
  name                  text NOT NULL,
  is_default            boolean NOT NULL DEFAULT false,
  currency              text NOT NULL DEFAULT 'BDT',
  currency_symbol       text NOT NULL DEFAULT '৳',
  default_language      text NOT NULL DEFAULT 'bn' CHECK (default_language IN ('bn', 'en')),
  languages             text[] NOT NULL DEFAULT ARRAY['bn', 'en'],
  main_domain           text NOT NULL,
  -- 0 normal, 1 maintenance switched on by hand; a scheduled window also counts as maintenance.
  system_status         smallint NOT NULL DEFAULT 0 CHECK (system_status IN (0, 1)),
  maintenance_start     timestamptz,
  maintenance_end       timestamptz,
  maintenance_title     jsonb NOT NULL DEFAULT '{}'::jsonb,
  maintenance_message   jsonb NOT NULL DEFAULT '{}'::jsonb,
  -- region rules: NONE, ALLOW (only listed countries) or BLOCK (listed countries refused).
  region_mode           text NOT NULL DEFAULT 'NONE' CHECK (region_mode IN ('NONE', 'ALLOW', 'BLOCK')),
  region_countries      text[] NOT NULL DEFAULT ARRAY[]::text[],
  region_message        jsonb NOT NULL DEFAULT '{}'::jsonb,
  theme                 jsonb NOT NULL,
  copyright             text NOT NULL DEFAULT '',
  gtag_id               text,
  image_cdns            text[] NOT NULL DEFAULT ARRAY[]::text[],
  launch_game_cdns      text[] NOT NULL DEFAULT ARRAY[]::text[],
  unsecure_login        boolean NOT NULL DEFAULT true,
  session_idle_minutes  integer NOT NULL DEFAULT 30 CHECK (session_idle_minutes > 0),
  session_max_hours     integer NOT NULL DEFAULT 12 CHECK (session_max_hours > 0),
  created_at            timestamptz NOT NULL DEFAULT now()
);
-- At most one default merchant.
CREATE UNIQUE INDEX merchants_one_default ON merchants (is_default) WHERE is_default;

CREATE TABLE merchant_domains (
  domain       text PRIMARY KEY,
  merchant_id  integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE
);
CREATE INDEX merchant_domains_merchant ON merchant_domains (merchant_id);

CREATE TABLE whitelabel_flags (
  merchant_id    integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  mod_id         text NOT NULL,
  parent_mod_id  text,
  enabled        boolean NOT NULL,
  sort_order     integer NOT NULL DEFAULT 0,
  PRIMARY KEY (merchant_id, mod_id)
);

CREATE TABLE merchant_resources (
  id             serial PRIMARY KEY,
  merchant_id    integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  resource_type  text NOT NULL,
  label_name_en  text NOT NULL,
  url            text NOT NULL,
  image_url      text,
  sort_order     integer NOT NULL DEFAULT 0
);
CREATE INDEX merchant_resources_merchant ON merchant_resources (merchant_id, sort_order);

CREATE TABLE register_field_rules (
  merchant_id       integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  field_name        text NOT NULL,
  enabled           boolean NOT NULL,
  required          boolean NOT NULL,
  min_length        integer,
  max_length        integer,
  pattern_id        text NOT NULL DEFAULT 'ANY',
  accepted_pattern  text NOT NULL DEFAULT '*',
  sort_order        integer NOT NULL DEFAULT 0,
  PRIMARY KEY (merchant_id, field_name),
  CHECK (min_length IS NULL OR max_length IS NULL OR min_length <= max_length)
);

-- content module ----------------------------------------------------------------------------------
-- Localized text is a jsonb object keyed by language: {"bn": "…", "en": "…"}.
CREATE TABLE banners (
  id             serial PRIMARY KEY,
  merchant_id    integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  group_name     text NOT NULL CHECK (group_name IN ('w_home', 'w_promotion')),
  title          jsonb NOT NULL,
  image_url      jsonb NOT NULL,
  linkage_type   text CHECK (linkage_type IN ('URL', 'ROUTE', 'PROMOTION', 'GAME', 'REFERRAL')),
  linkage_value  text,
  sort_order     integer NOT NULL DEFAULT 0,
  active         boolean NOT NULL DEFAULT true
);
CREATE INDEX banners_merchant_group ON banners (merchant_id, group_name, sort_order);

CREATE TABLE announcements (
  id              serial PRIMARY KEY,
  merchant_id     integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  type            text NOT NULL CHECK (type IN ('B', 'PL', 'PU', 'PR', 'H')),
  execution       text NOT NULL CHECK (execution IN ('A', 'B', 'F')),
  platform        text NOT NULL DEFAULT 'ALL' CHECK (platform IN ('W', 'M', 'ALL')),
  title           jsonb NOT NULL,
  content         jsonb NOT NULL,
  promotion_type  text,
  start_date      timestamptz NOT NULL,
  end_date        timestamptz,
  sort_order      integer NOT NULL DEFAULT 0
);
CREATE INDEX announcements_merchant ON announcements (merchant_id, start_date DESC);

CREATE TABLE help_sections (
  id           serial PRIMARY KEY,
  merchant_id  integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  code         text NOT NULL,
  title        jsonb NOT NULL,
  content      jsonb NOT NULL,
  tag          text,
  device       text NOT NULL DEFAULT 'ALL' CHECK (device IN ('WEB', 'H5', 'ALL')),
  sort_order   integer NOT NULL DEFAULT 0,
  UNIQUE (merchant_id, code)
);

-- games module ------------------------------------------------------------------------------------
CREATE TABLE vendors (
  id                 serial PRIMARY KEY,
  merchant_id        integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  code               text NOT NULL,
  game_type          text NOT NULL,
  display_name       text NOT NULL,
  account_type_name  text NOT NULL,
  lobby_game_code    text,
  enabled            boolean NOT NULL DEFAULT true,
  sort_order         integer NOT NULL DEFAULT 0,
  UNIQUE (merchant_id, code, game_type)
);

CREATE TABLE games (
  id              serial PRIMARY KEY,
  merchant_id     integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  vendor_id       integer NOT NULL REFERENCES vendors(id) ON DELETE CASCADE,
  game_code       text NOT NULL,
  name            jsonb NOT NULL,
  game_type       text NOT NULL,
  game_classify   text,
  icon_url        text NOT NULL,
  support_play    smallint NOT NULL DEFAULT 1,
  is_top          boolean NOT NULL DEFAULT false,
  min_bet         bigint NOT NULL DEFAULT 100,
  min_line_num    integer NOT NULL DEFAULT 1,
  enabled         boolean NOT NULL DEFAULT true,
  sort_order      integer NOT NULL DEFAULT 0,
  UNIQUE (merchant_id, vendor_id, game_code)
);
CREATE INDEX games_merchant_type ON games (merchant_id, game_type, sort_order);

-- geo module (reference data, the same for every merchant) ----------------------------------------
CREATE TABLE countries (
  country_code          text PRIMARY KEY,
  country_dialing_code  text NOT NULL,
  name                  jsonb NOT NULL,
  sort_order            integer NOT NULL DEFAULT 100
);

-- identity module ---------------------------------------------------------------------------------
CREATE TABLE members (
  id                   serial PRIMARY KEY,
  merchant_id          integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  username             text NOT NULL,
  password_hash        text NOT NULL,
  type                 smallint NOT NULL DEFAULT 0,
  nickname             text NOT NULL DEFAULT '',
  language             text NOT NULL DEFAULT 'bn' CHECK (language IN ('bn', 'en')),
  status               text NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE', 'LOCKED', 'CLOSED')),
  parent_member_id     integer REFERENCES members(id),
  last_login_at        timestamptz,
  last_login_ip        text,
  created_at           timestamptz NOT NULL DEFAULT now(),
  UNIQUE (merchant_id, username)
);

CREATE TABLE sessions (
  id            bigserial PRIMARY KEY,
  -- sha256 of the token; the token itself is never stored.
  token_hash    text NOT NULL UNIQUE,
  merchant_id   integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  member_id     integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  ip            text,
  -- the member's first login ever: first-login notices (execution F) are shown to it.
  first_login   boolean NOT NULL DEFAULT false,
  created_at    timestamptz NOT NULL DEFAULT now(),
  last_seen_at  timestamptz NOT NULL DEFAULT now(),
  expires_at    timestamptz NOT NULL,
  ended_at      timestamptz
);
CREATE INDEX sessions_member ON sessions (member_id) WHERE ended_at IS NULL;
