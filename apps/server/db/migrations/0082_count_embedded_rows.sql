-- The rows a data-API read builds for embedded resources, counted as the database builds them:
-- every embedding's join carries auth.count_embedded_row() (apps/server/src/plan/cost-limits.ts),
-- and the request's set-up puts the limit in request.max_embedded_rows (0 or unset: no limit).
-- Past the limit the statement stops with a 400, before it has built a response of hundreds of
-- megabytes. Volatile, so it runs once per row, after the row-level security policies.
create function auth.count_embedded_row() returns boolean
language plpgsql volatile
set search_path = ''
as $$
declare
  most bigint := coalesce(nullif(current_setting('request.max_embedded_rows', true), ''), '0')::bigint;
  n bigint;
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
  perform set_config('request.embedded_rows', n::text, true);
  return true;
end
$$;
revoke execute on function auth.count_embedded_row() from public;
grant execute on function auth.count_embedded_row() to anon, authenticated;
