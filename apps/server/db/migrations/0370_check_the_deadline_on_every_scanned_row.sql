-- Issue 12: on PGlite statement_timeout never fires (WebAssembly has no timer signals), and 0302's
-- clock reading covered only rows built for embeddings: a read that scanned many rows without
-- embedding (a filter over a large table, an exact count) ran to the end while every other request
-- waited. On PGlite the data API now adds this check to the conditions of the relation a request
-- reads (and counts), updates or deletes, so every row scanned reads the clock first and a
-- statement past the request's timeout is cancelled as PostgreSQL's timer would (57014, answered
-- 504). Embedded relations keep count_embedded_row, which reads the clock every 64 rows it builds.
--
-- Its cost is set lowest, so the planner evaluates it before the request's own conditions (a
-- condition that is false would otherwise skip it, and a slow one run first). About 2 µs a scanned
-- row on PGlite; on PostgreSQL the data API does not add it (the server's own timer works). No
-- fixed search_path: that would make every call save and restore the setting, doubling its cost,
-- and every name here is qualified (a security-invoker function, so nothing to take over).
create function auth.within_deadline() returns boolean
language plpgsql
volatile
cost 0.0001
as $$
declare
  timeout text := pg_catalog.current_setting('statement_timeout');
begin
  if timeout <> '0'
     and pg_catalog.clock_timestamp() - pg_catalog.statement_timestamp() > timeout::interval then
    raise exception using errcode = '57014',
      message = 'canceling statement due to statement timeout';
  end if;
  return true;
end
$$;

grant execute on function auth.within_deadline() to anon, authenticated;
