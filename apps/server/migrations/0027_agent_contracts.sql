-- Agent contracts (the agents module): dividends and daily, hourly and real-time salaries an upline offers its
-- direct sub-agent (or the site a top agent), the offers and their answers, and the bills computed per period and
-- paid through the ledger. docs/agent-contracts.md tells the rules.

-- The contract types the site offers (its consolidated flags).
ALTER TABLE merchants
  ADD COLUMN agent_contract_types text[] NOT NULL
    DEFAULT '{DIVIDEND,DAILY_SALARY,HOURLY_SALARY,REALTIME_SALARY}';

CREATE TABLE agent_contracts (
  id           serial PRIMARY KEY,
  merchant_id  integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  type         text NOT NULL CHECK (type IN ('DIVIDEND', 'DAILY_SALARY', 'HOURLY_SALARY', 'REALTIME_SALARY')),
  agent_id     integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  -- who pays: the agent's upline when the contract was made, or null for the site (a top agent)
  upline_id    integer REFERENCES members(id) ON DELETE CASCADE,
  -- rates in basis points, amounts in minor units (service.ts: storedTerms)
  terms        jsonb NOT NULL,
  status       text NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE', 'ENDED')),
  started_at   timestamptz NOT NULL DEFAULT now(),
  ended_at     timestamptz,
  end_reason   text CHECK (end_reason IN ('REPLACED', 'TERMINATED_BY_UPLINE', 'TERMINATED_BY_AGENT',
                 'UPLINE_RATE_LOWERED', 'UPLINE_CONTRACT_ENDED', 'MOVED', 'OPERATOR')),
  CONSTRAINT agent_contracts_ended CHECK ((status = 'ENDED') = (ended_at IS NOT NULL))
);
-- one contract of a type in force per agent
CREATE UNIQUE INDEX agent_contracts_in_force ON agent_contracts (agent_id, type) WHERE status = 'ACTIVE';
CREATE INDEX agent_contracts_given ON agent_contracts (upline_id, type) WHERE status = 'ACTIVE';
CREATE INDEX agent_contracts_history ON agent_contracts (agent_id, type, started_at DESC);
-- a payday reads the contracts in force at a period's end, ended ones included
CREATE INDEX agent_contracts_payday ON agent_contracts (merchant_id, type, started_at);

CREATE TABLE agent_contract_requests (
  id            serial PRIMARY KEY,
  merchant_id   integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  type          text NOT NULL CHECK (type IN ('DIVIDEND', 'DAILY_SALARY', 'HOURLY_SALARY', 'REALTIME_SALARY')),
  kind          text NOT NULL CHECK (kind IN ('NEW', 'TERMINATE')),
  agent_id      integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  upline_id     integer REFERENCES members(id) ON DELETE CASCADE,
  -- the operator who made the site's offer to a top agent
  operator_id   integer REFERENCES operators(id),
  terms         jsonb,
  status        text NOT NULL DEFAULT 'PENDING'
                  CHECK (status IN ('PENDING', 'ACCEPTED', 'REJECTED', 'EXPIRED', 'WITHDRAWN')),
  created_at    timestamptz NOT NULL DEFAULT now(),
  expires_at    timestamptz NOT NULL,
  decided_at    timestamptz,
  CONSTRAINT agent_contract_requests_terms CHECK ((kind = 'NEW') = (terms IS NOT NULL))
);
-- one offer waits per agent and type
CREATE UNIQUE INDEX agent_contract_requests_one_pending ON agent_contract_requests (agent_id, type)
  WHERE status = 'PENDING';
CREATE INDEX agent_contract_requests_agent ON agent_contract_requests (agent_id, type, created_at DESC);

-- One bill per contract and period. `amount` is what the contract pays the agent; `subtracted` its own payouts to
-- its sub-agents for the same period (their bills); the explanation keeps every input of the arithmetic.
CREATE TABLE agent_bills (
  id            bigserial PRIMARY KEY,
  -- merchant_id, type, agent_id and upline_id are the contract's, copied for the indexes: the contract's
  -- foreign key stands for theirs (a payday writes 100,000 bills at once, and each key is a lookup per row)
  merchant_id   integer NOT NULL,
  type          text NOT NULL,
  contract_id   integer NOT NULL REFERENCES agent_contracts(id) ON DELETE CASCADE,
  agent_id      integer NOT NULL,
  upline_id     integer,
  -- the agent's level in the tree: a payday pays the upper levels first, so an upline has been paid its own
  depth         integer NOT NULL,
  period_start  timestamptz NOT NULL,
  period_end    timestamptz NOT NULL,
  period_label  text NOT NULL,
  amount        bigint NOT NULL CHECK (amount >= 0),
  paid          bigint NOT NULL DEFAULT 0 CHECK (paid >= 0 AND paid <= amount),
  subtracted    bigint NOT NULL DEFAULT 0,
  explanation   jsonb NOT NULL,
  status        text NOT NULL DEFAULT 'PENDING'
                  CHECK (status IN ('PENDING', 'PAID', 'PARTLY_PAID', 'INSUFFICIENT', 'EXPIRED', 'CANCELLED')),
  deadline      timestamptz NOT NULL,
  attempts      integer NOT NULL DEFAULT 0,
  last_attempt_at timestamptz,
  paid_at       timestamptz,
  created_at    timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT agent_bills_once UNIQUE (contract_id, period_start)
);
CREATE INDEX agent_bills_agent ON agent_bills (agent_id, type, period_start DESC, id DESC);
CREATE INDEX agent_bills_upline ON agent_bills (upline_id, type, period_start DESC, id DESC);
-- what a payday still has to pay
CREATE INDEX agent_bills_unpaid ON agent_bills (merchant_id, depth, id)
  WHERE status IN ('PENDING', 'PARTLY_PAID', 'INSUFFICIENT');

-- Each payment of a bill: one ledger posting (key agent-bill:<id>:<attempt>).
CREATE TABLE agent_bill_payments (
  bill_id     bigint NOT NULL REFERENCES agent_bills(id) ON DELETE CASCADE,
  attempt     integer NOT NULL,
  posting_id  bigint NOT NULL,
  amount      bigint NOT NULL CHECK (amount > 0),
  paid_at     timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (bill_id, attempt)
);

-- The next period each merchant's payday of a type computes (a payday locks its row: one run at a time).
CREATE TABLE agent_payday_cursor (
  merchant_id   integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  type          text NOT NULL,
  -- dividends: the period kind the cursor walks (each dividend period has its own cursor)
  period        text NOT NULL DEFAULT '',
  next_start    timestamptz NOT NULL,
  PRIMARY KEY (merchant_id, type, period)
);

-- The real-time salary reads the numeros settled in a 5-minute window.
CREATE INDEX lottery_numeros_settled ON lottery_numeros (merchant_id, settled_at) WHERE settled_at IS NOT NULL;
