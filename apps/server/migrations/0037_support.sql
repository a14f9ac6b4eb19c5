-- Support (the support module, docs/support.md): members' feedback with the operators' answers, and the live chat
-- between members (or visitors under a guest token) and the merchant's support team.

-- Feedback from the footer's dialog: a question type, at most 140 characters and up to 3 images (uploads of the
-- member's own). An operator answers it once; `reply_seen_at` is when the member first saw the answer.
CREATE TABLE support_feedback (
  id             bigserial PRIMARY KEY,
  merchant_id    integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  member_id      integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  question_type  text NOT NULL CHECK (question_type IN ('deposit', 'withdraw', 'game', 'account', 'promotion',
                   'suggestion', 'other')),
  content        text NOT NULL CHECK (char_length(content) BETWEEN 1 AND 140),
  image_ids      text[] NOT NULL DEFAULT '{}' CHECK (cardinality(image_ids) <= 3),
  status         text NOT NULL DEFAULT 'OPEN' CHECK (status IN ('OPEN', 'REPLIED')),
  reply          text CHECK (char_length(reply) BETWEEN 1 AND 1000),
  replied_by     integer REFERENCES operators(id),
  replied_at     timestamptz,
  reply_seen_at  timestamptz,
  created_at     timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT support_feedback_reply CHECK ((status = 'REPLIED') = (reply IS NOT NULL AND replied_at IS NOT NULL)),
  CONSTRAINT support_feedback_seen CHECK (reply_seen_at IS NULL OR reply IS NOT NULL)
);
-- a member's own list, newest first; the operators' list by status
CREATE INDEX support_feedback_member ON support_feedback (merchant_id, member_id, id DESC);
CREATE INDEX support_feedback_status ON support_feedback (merchant_id, status, id DESC);
-- the member's unseen answers (the dialog's badge)
CREATE INDEX support_feedback_unseen ON support_feedback (member_id) WHERE status = 'REPLIED' AND reply_seen_at IS NULL;

-- The secret a merchant's guest tokens are signed with (HMAC-SHA256), made the first time a visitor opens the chat.
CREATE TABLE support_settings (
  merchant_id   integer PRIMARY KEY REFERENCES merchants(id) ON DELETE CASCADE,
  guest_secret  bytea NOT NULL CHECK (length(guest_secret) = 32),
  created_at    timestamptz NOT NULL DEFAULT now()
);

-- One conversation per member, or per visitor (the random id inside its signed guest token). Made by the first
-- message. The counters are kept under the row's lock by every message and read mark:
--   unread_for_support  the member's (visitor's) messages after support_read_up_to
--   unread_for_member   the team's messages after member_read_up_to
CREATE TABLE support_conversations (
  id                  bigserial PRIMARY KEY,
  merchant_id         integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  member_id           integer REFERENCES members(id) ON DELETE CASCADE,
  guest_id            text CHECK (guest_id ~ '^[A-Za-z0-9_-]{22}$'),
  last_message_id     bigint,
  last_message_at     timestamptz,
  member_read_up_to   bigint NOT NULL DEFAULT 0,
  support_read_up_to  bigint NOT NULL DEFAULT 0,
  unread_for_member   integer NOT NULL DEFAULT 0 CHECK (unread_for_member >= 0),
  unread_for_support  integer NOT NULL DEFAULT 0 CHECK (unread_for_support >= 0),
  created_at          timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT support_conversations_owner CHECK ((member_id IS NULL) <> (guest_id IS NULL))
);
CREATE UNIQUE INDEX support_conversations_member ON support_conversations (merchant_id, member_id)
  WHERE member_id IS NOT NULL;
CREATE UNIQUE INDEX support_conversations_guest ON support_conversations (merchant_id, guest_id)
  WHERE guest_id IS NOT NULL;
-- the inbox: latest activity first; the conversations waiting for the team
CREATE INDEX support_conversations_inbox ON support_conversations (merchant_id, last_message_at DESC, id DESC);
CREATE INDEX support_conversations_waiting ON support_conversations (merchant_id, last_message_at DESC)
  WHERE unread_for_support > 0;

-- The messages of a conversation: text (at most 1,000 characters) and/or an image (an upload of the member's).
-- `client_id` is the sender's own id of the message: a retried send finds the message it already made.
-- `sender_ip` (members' and visitors' messages) counts messages per address for the rate limit.
CREATE TABLE support_messages (
  id               bigserial PRIMARY KEY,
  merchant_id      integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  conversation_id  bigint NOT NULL REFERENCES support_conversations(id) ON DELETE CASCADE,
  sender           text NOT NULL CHECK (sender IN ('MEMBER', 'GUEST', 'OPERATOR')),
  operator_id      integer REFERENCES operators(id),
  body             text NOT NULL DEFAULT '' CHECK (char_length(body) <= 1000),
  image_id         text REFERENCES uploads(id),
  client_id        text CHECK (client_id ~ '^[A-Za-z0-9_-]{8,64}$'),
  sender_ip        text,
  created_at       timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT support_messages_content CHECK (body <> '' OR image_id IS NOT NULL),
  CONSTRAINT support_messages_operator CHECK ((sender = 'OPERATOR') = (operator_id IS NOT NULL)),
  CONSTRAINT support_messages_guest_text CHECK (sender <> 'GUEST' OR image_id IS NULL)
);
CREATE INDEX support_messages_conversation ON support_messages (conversation_id, id);
CREATE UNIQUE INDEX support_messages_client ON support_messages (conversation_id, sender, client_id)
  WHERE client_id IS NOT NULL;
CREATE INDEX support_messages_address ON support_messages (merchant_id, sender_ip, created_at)
  WHERE sender <> 'OPERATOR';
