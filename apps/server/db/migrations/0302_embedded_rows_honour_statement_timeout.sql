-- Issue 12: PGlite runs statements on the event loop in WebAssembly, where statement_timeout never
-- fires (no timer signals), so one read embedding thousands of rows held every other request for
-- seconds. Such a read calls auth.count_embedded_row() for every embedded row it builds; every
-- 64th call now also compares the statement's running time with statement_timeout (the request's
-- own: 3 s anonymous, 10 s signed in, by default) and cancels it the way PostgreSQL's timer does
-- (57014, answered 504). On PostgreSQL the server's own timer usually fires first; the check only
-- adds a clock reading every 64 rows.
create or replace function auth.count_embedded_row() returns boolean
language plpgsql
set search_path = ''
as $$
declare
  most bigint := coalesce(nullif(current_setting('request.max_embedded_rows', true), ''), '0')::bigint;
  n bigint;
  timeout text;
begin
  if most <= 0 then
    return true;
  end if;
  n := coalesce(nullif(current_setting('request.embedded_rows', true), ''), '0')::bigint + 1;
  if n > most then
    raise exception using errcode = 'PT400', message = 'Too many embedded rows',
      detail = format('The embedded resources would return more than %s rows.', most),
      hint = 'Add a limit to the embedded resources (for example reviews.limit=20) or to the request.';
  end if;
  if n % 64 = 0 then
    timeout := current_setting('statement_timeout');
    if timeout <> '0' and clock_timestamp() - statement_timestamp() > timeout::interval then
      raise exception using errcode = '57014',
        message = 'canceling statement due to statement timeout';
    end if;
  end if;
  perform set_config('request.embedded_rows', n::text, true);
  return true;
end
$$;
