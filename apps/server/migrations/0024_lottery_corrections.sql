-- An operator's correction of a settled numero's result (modules/lottery/corrections.ts): the difference of
-- every bet's payout is posted, never a second payout, and the draw's own result stays on record.

CREATE TABLE lottery_corrections (
  id             bigserial PRIMARY KEY,
  numero_id      bigint NOT NULL REFERENCES lottery_numeros(id),
  operator_id    integer NOT NULL REFERENCES operators(id),
  from_result    smallint[] NOT NULL,
  to_result      smallint[] NOT NULL,
  reason         text NOT NULL,
  -- what the correction moved: paid to members, and taken back from them (minor units)
  paid           bigint NOT NULL,
  taken          bigint NOT NULL,
  created_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX lottery_corrections_numero ON lottery_corrections (numero_id, id);

-- The drawn result is still never changed by code, except together with a correction row's count.
ALTER TABLE lottery_numeros ADD COLUMN corrections integer NOT NULL DEFAULT 0;

CREATE OR REPLACE FUNCTION lottery_numero_drawn_once() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.result IS NOT NULL AND NEW.seed <> OLD.seed THEN
    RAISE EXCEPTION 'lottery numero % is drawn already', OLD.id USING ERRCODE = 'check_violation';
  END IF;
  IF OLD.result IS NOT NULL AND NEW.result IS DISTINCT FROM OLD.result
     AND NEW.corrections <> OLD.corrections + 1 THEN
    RAISE EXCEPTION 'lottery numero % is drawn already', OLD.id USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END
$$;
