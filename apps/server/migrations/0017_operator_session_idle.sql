-- Operator sessions end after 30 minutes without a call (modules/operators), besides their 8-hour limit.
-- last_seen_at is written at most once a minute per session.
ALTER TABLE operator_sessions ADD COLUMN last_seen_at timestamptz NOT NULL DEFAULT now();
