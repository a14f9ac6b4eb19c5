-- Refer a friend (the referral module, docs/referral.md): members' personal codes, the devices members used (for
-- the anti-abuse checks), the friends each code registered, and the rewards paid to referrers for them.

-- A member's personal code, made the first time it is asked for: 6 characters without look-alikes, so never the
-- length of an agent's affiliate code (8) or invitation link (10).
CREATE TABLE referral_codes (
  member_id    integer PRIMARY KEY REFERENCES members(id) ON DELETE CASCADE,
  merchant_id  integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  code         text NOT NULL CHECK (code ~ '^[A-Z0-9]{6}$'),
  created_at   timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT referral_codes_once UNIQUE (merchant_id, code)
);

-- The devices a member used: sha-256 of the random id the web keeps per browser (the Device-Id header), noted at
-- registration, at every login and when the member opens its referral page.
CREATE TABLE member_devices (
  member_id      integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  fingerprint    text NOT NULL CHECK (fingerprint ~ '^[0-9a-f]{64}$'),
  first_seen_at  timestamptz NOT NULL DEFAULT now(),
  last_seen_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, fingerprint)
);

-- One row per friend registered with a member's code, written in the registration's transaction. PENDING: its
-- turnover is not met yet; QUALIFIED: it is (rewards may be paid); DONE: every reward its promotion pays is paid
-- (nothing is looked at any more); NOT_ELIGIBLE: refused for `reason`, never paid (what was paid before a refusal
-- found later stays paid).
CREATE TABLE referrals (
  id                 bigserial PRIMARY KEY,
  merchant_id        integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  referrer_id        integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  friend_id          integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  code               text NOT NULL,
  -- the REFERRAL promotion running at the sign-up; null: none ran (reason NO_PROMOTION)
  promotion_id       integer REFERENCES promotions(id),
  signup_ip          text NOT NULL,
  signup_user_agent  text,
  -- member_devices.fingerprint of the registering browser; null when it sent no Device-Id
  signup_device      text,
  status             text NOT NULL CHECK (status IN ('PENDING', 'QUALIFIED', 'DONE', 'NOT_ELIGIBLE')),
  reason             text CHECK (reason IN ('SELF_REFERRAL', 'SAME_DEVICE', 'SAME_IP', 'TRIAL_ACCOUNT',
                       'IP_RATE_LIMIT', 'NO_PROMOTION')),
  created_at         timestamptz NOT NULL DEFAULT now(),
  qualified_at       timestamptz,
  refused_at         timestamptz,
  CONSTRAINT referrals_friend_once UNIQUE (friend_id),
  CONSTRAINT referrals_not_self CHECK (friend_id <> referrer_id),
  CONSTRAINT referrals_reason CHECK ((status = 'NOT_ELIGIBLE') = (reason IS NOT NULL)),
  CONSTRAINT referrals_promotion CHECK (promotion_id IS NOT NULL OR reason = 'NO_PROMOTION')
);
-- the referrer's friends, newest first; and the sign-ups of a code from one IP (the daily limit)
CREATE INDEX referrals_referrer ON referrals (referrer_id, id DESC);
CREATE INDEX referrals_referrer_ip ON referrals (referrer_id, signup_ip, created_at);
-- the friends that may still earn (the member info's ready count reads only these)
CREATE INDEX referrals_open ON referrals (referrer_id) WHERE status IN ('PENDING', 'QUALIFIED');

-- A reward paid to a referrer: at most one per friend and kind, ever (the unique constraint). A claim pays all
-- that are ready in one posting from the merchant's BONUS account, keyed by its first reward,
-- `referral:<referral id>:<signup|deposit>`.
CREATE TABLE referral_rewards (
  id                       bigserial PRIMARY KEY,
  merchant_id              integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  referral_id              bigint NOT NULL REFERENCES referrals(id) ON DELETE CASCADE,
  referrer_id              integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  promotion_id             integer NOT NULL REFERENCES promotions(id),
  kind                     text NOT NULL CHECK (kind IN ('SIGNUP', 'DEPOSIT')),
  amount                   bigint NOT NULL CHECK (amount > 0),
  -- the friend's first deposit ('deposit:<request id>' or 'transfer:<id>'), or 'member:<friend id>'
  qualifying_ref           text NOT NULL,
  posting_id               bigint NOT NULL,
  turnover_requirement_id  bigint,
  paid_at                  timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT referral_rewards_once UNIQUE (referral_id, kind)
);
CREATE INDEX referral_rewards_referrer ON referral_rewards (referrer_id);
