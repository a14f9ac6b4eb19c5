-- Messages (the messages module): the member's inbox.
--
-- A message goes to one member (audience MEMBER), to the members at a VIP level, to an agent's whole downline
-- (BRANCH) or to every member of the merchant (ALL). A message to many is ONE row: who is in its audience is
-- decided when a member reads the inbox, from the member's level and tree path then. A member's read and deleted
-- state of such a message is a row of inbox_message_states, written the first time the member reads or deletes
-- it. A message to one member carries that member's state itself (read_at, deleted_at): the site writes one for
-- every deposit, withdrawal, bonus and bill, so its unread count is one range of a partial index, never a count
-- of everything the member ever received.
--
-- merchant_id and member_id carry no foreign key on purpose: a payday writes a message per bill paid, 100,000 in
-- its batches, and the two key checks cost more than the rest of the insert (measured on PostgreSQL 15: 2.4 s for
-- 100,000 rows with them, 0.95 s without). Every row comes from an event of an existing member of the merchant
-- (its own rows keyed), or from an operator's message whose member the messages module checked; members are never
-- deleted.
CREATE TABLE inbox_messages (
  id            bigserial PRIMARY KEY,
  merchant_id   integer NOT NULL,
  audience      text NOT NULL CHECK (audience IN ('MEMBER', 'VIP_LEVEL', 'BRANCH', 'ALL')),
  -- MEMBER: the recipient
  member_id     integer,
  -- VIP_LEVEL: the level (its members when they read)
  vip_rank      integer CHECK (vip_rank >= 1),
  -- BRANCH: the agent (its descendants when they read, not itself)
  agent_id      integer REFERENCES members(id) ON DELETE CASCADE,
  kind          text NOT NULL CHECK (kind IN ('OPERATOR', 'SYSTEM')),
  -- OPERATOR: {"bn": …, "en": …} as the operator wrote them, the content sanitized HTML
  title         jsonb,
  content       jsonb,
  -- SYSTEM: a template of the messages module and its parameters, rendered in the reader's language
  template      text,
  params        jsonb,
  operator_id   integer REFERENCES operators(id) ON DELETE SET NULL,
  created_at    timestamptz NOT NULL DEFAULT now(),
  -- an operator withdrew it: nobody sees it from then on
  withdrawn_at  timestamptz,
  -- MEMBER only: the recipient's own state
  read_at       timestamptz,
  deleted_at    timestamptz,
  CONSTRAINT inbox_messages_audience_target CHECK (
    (audience = 'MEMBER') = (member_id IS NOT NULL)
    AND (audience = 'VIP_LEVEL') = (vip_rank IS NOT NULL)
    AND (audience = 'BRANCH') = (agent_id IS NOT NULL)),
  CONSTRAINT inbox_messages_kind_texts CHECK (
    CASE kind WHEN 'OPERATOR' THEN title IS NOT NULL AND content IS NOT NULL AND template IS NULL
              ELSE template IS NOT NULL AND params IS NOT NULL AND audience = 'MEMBER' END),
  CONSTRAINT inbox_messages_state_of_one CHECK (
    audience = 'MEMBER' OR (read_at IS NULL AND deleted_at IS NULL))
);
-- A member's own messages in its inbox, newest first (the list, its total).
CREATE INDEX inbox_messages_member ON inbox_messages (member_id, id DESC)
  WHERE audience = 'MEMBER' AND deleted_at IS NULL AND withdrawn_at IS NULL;
-- A member's own unread messages (the unread count, mark all read).
CREATE INDEX inbox_messages_member_unread ON inbox_messages (member_id)
  WHERE audience = 'MEMBER' AND read_at IS NULL AND deleted_at IS NULL AND withdrawn_at IS NULL;
-- The merchant's messages to many, newest first: few (operators write them), read for every inbox.
CREATE INDEX inbox_messages_segments ON inbox_messages (merchant_id, id DESC)
  WHERE audience <> 'MEMBER' AND withdrawn_at IS NULL;
-- What the operators wrote, newest first (the operator list).
CREATE INDEX inbox_messages_operator ON inbox_messages (merchant_id, id DESC) WHERE kind = 'OPERATOR';

-- A member's state of a message to many, once it has read or deleted it: one row per member and message.
CREATE TABLE inbox_message_states (
  message_id   bigint NOT NULL REFERENCES inbox_messages(id) ON DELETE CASCADE,
  member_id    integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  merchant_id  integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  read_at      timestamptz,
  deleted_at   timestamptz,
  PRIMARY KEY (message_id, member_id)
);
CREATE INDEX inbox_message_states_member ON inbox_message_states (member_id);
