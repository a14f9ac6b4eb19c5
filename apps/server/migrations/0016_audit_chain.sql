-- A tamper-evident audit trail (modules/audit): every audit row is sealed into a hash chain per merchant.
--
-- Writers insert rows as before (the ledger's functions, writeAudit), unsealed: no writer ever waits on a chain
-- head, so the trail adds no hot row to money or logins. The sealing job (audit_seal, one sealer at a time
-- under an advisory lock) then gives each new row, in the order it finds them, the merchant's next chain_seq,
-- the previous row's hash and its own hash: sha256 of the previous hash and of the row's content. A row is
-- unsealed for at most one job period. Changing a sealed row's content breaks its own hash; removing a row, or
-- rewriting one's hashes, breaks the next row's link. audit_chain_break finds the first broken link.

ALTER TABLE audit_log
  ADD COLUMN chain_seq bigint,
  ADD COLUMN prev_hash text,
  ADD COLUMN row_hash text,
  ADD CONSTRAINT audit_log_sealed_whole CHECK (
    (chain_seq IS NULL AND prev_hash IS NULL AND row_hash IS NULL)
    OR (chain_seq IS NOT NULL AND prev_hash IS NOT NULL AND row_hash IS NOT NULL));
CREATE UNIQUE INDEX audit_log_chain ON audit_log (merchant_id, chain_seq) WHERE chain_seq IS NOT NULL;
CREATE INDEX audit_log_unsealed ON audit_log (id) WHERE chain_seq IS NULL;

-- The hash of a row after `p_prev`: over an unambiguous text of every column that says what happened.
CREATE FUNCTION audit_row_hash(p_prev text, a audit_log) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT encode(sha256(convert_to(p_prev || jsonb_build_array(a.id, a.merchant_id, a.member_id, a.operator_id,
    a.action, a.ip, a.user_agent, a.detail, (extract(epoch FROM a.created_at) * 1000000)::bigint)::text, 'UTF8')),
    'hex')
$$;

-- The first link of a chain points at this.
CREATE FUNCTION audit_chain_genesis(p_merchant integer) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT encode(sha256(convert_to('audit-chain:' || p_merchant, 'UTF8')), 'hex')
$$;

-- Audit rows are facts: never removed; changed only once, by the sealer, from unsealed to sealed.
CREATE FUNCTION audit_log_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'the audit trail is append-only (DELETE on audit_log)';
  END IF;
  IF OLD.chain_seq IS NOT NULL
     OR (to_jsonb(NEW) - ARRAY['chain_seq', 'prev_hash', 'row_hash'])
        IS DISTINCT FROM (to_jsonb(OLD) - ARRAY['chain_seq', 'prev_hash', 'row_hash']) THEN
    RAISE EXCEPTION 'the audit trail is append-only (an audit row is only ever sealed)';
  END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_guard();

-- Seals up to p_limit unsealed rows, oldest id first; answers how many (0 when another sealer is at work).
CREATE FUNCTION audit_seal(p_limit integer) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  v_row audit_log;
  v_heads jsonb := '{}';
  v_head jsonb;
  v_seq bigint;
  v_prev text;
  v_hash text;
  v_sealed integer := 0;
BEGIN
  -- One sealer at a time, whichever process runs the job; the others find nothing to do this time.
  IF NOT pg_try_advisory_xact_lock(hashtext('audit_seal')) THEN
    RETURN 0;
  END IF;
  FOR v_row IN SELECT * FROM audit_log WHERE chain_seq IS NULL ORDER BY id LIMIT p_limit LOOP
    v_head := v_heads -> v_row.merchant_id::text;
    IF v_head IS NULL THEN
      SELECT jsonb_build_array(a.chain_seq, a.row_hash) INTO v_head FROM audit_log a
        WHERE a.merchant_id = v_row.merchant_id AND a.chain_seq IS NOT NULL
        ORDER BY a.chain_seq DESC LIMIT 1;
      v_head := coalesce(v_head, jsonb_build_array(0, audit_chain_genesis(v_row.merchant_id)));
    END IF;
    v_seq := (v_head ->> 0)::bigint + 1;
    v_prev := v_head ->> 1;
    v_hash := audit_row_hash(v_prev, v_row);
    UPDATE audit_log SET chain_seq = v_seq, prev_hash = v_prev, row_hash = v_hash WHERE id = v_row.id;
    v_heads := v_heads || jsonb_build_object(v_row.merchant_id::text, jsonb_build_array(v_seq, v_hash));
    v_sealed := v_sealed + 1;
  END LOOP;
  RETURN v_sealed;
END
$$;

-- The first broken link of a merchant's chain (NULL columns when it is whole): the row whose content no longer
-- gives its hash, or whose previous hash is not the hash of the row before it (a row removed or rewritten), or
-- a gap in the sequence.
CREATE FUNCTION audit_chain_break(p_merchant integer)
RETURNS TABLE (audit_id bigint, chain_seq bigint, reason text) LANGUAGE sql STABLE AS $$
  WITH chain AS (
    SELECT a.id, a.chain_seq, a.prev_hash, a.row_hash, audit_row_hash(a.prev_hash, a) AS recomputed,
      lag(a.row_hash) OVER (ORDER BY a.chain_seq) AS before_hash,
      lag(a.chain_seq) OVER (ORDER BY a.chain_seq) AS before_seq
    FROM audit_log a WHERE a.merchant_id = p_merchant AND a.chain_seq IS NOT NULL
  )
  SELECT c.id, c.chain_seq, CASE
      WHEN c.chain_seq <> coalesce(c.before_seq, 0) + 1 THEN 'a row before it is missing'
      WHEN c.prev_hash <> coalesce(c.before_hash, audit_chain_genesis(p_merchant))
        THEN 'its link to the row before does not match (a row removed or rewritten)'
      ELSE 'its content was changed after it was sealed'
    END
  FROM chain c
  WHERE c.recomputed <> c.row_hash
     OR c.prev_hash <> coalesce(c.before_hash, audit_chain_genesis(p_merchant))
     OR c.chain_seq <> coalesce(c.before_seq, 0) + 1
  ORDER BY c.chain_seq
  LIMIT 1
$$;
