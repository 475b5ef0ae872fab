-- Sign-in limits (issue 7): the wrong-guess budget belongs to the address and to the client address over a window,
-- not to a code, and is shared by every API process through this table (server/auth/signInLimits.ts).
-- One row per counter and window: scope (what is counted), key (an address or a client address), period ('hour' or
-- 'day') and the window's start; the count is raised and read in one statement, so concurrent attempts are all counted.
CREATE TABLE sign_in_counters (
  scope text NOT NULL,
  key text NOT NULL,
  period text NOT NULL CHECK (period IN ('hour', 'day')),
  window_start timestamptz NOT NULL,
  count integer NOT NULL DEFAULT 0,
  PRIMARY KEY (scope, key, period, window_start)
);
-- Finished windows are deleted as new attempts come in.
CREATE INDEX sign_in_counters_window_idx ON sign_in_counters (window_start);

-- Asking again for a code within a live code's lifetime re-sends that code, so the code is also kept encrypted (with a
-- key derived from the server's secret); it is still checked against its HMAC. A code is no longer burnt by wrong
-- guesses: the address's budget bounds them.
ALTER TABLE login_codes ADD COLUMN code_cipher text;
ALTER TABLE login_codes DROP COLUMN failed_attempts;
CREATE INDEX login_codes_expires_idx ON login_codes (expires_at);
