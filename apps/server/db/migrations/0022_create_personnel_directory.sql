-- The explore directory (spec §2 /explore/doctors, /explore/personnels): a read-only view for
-- plain data-API filters, and search_doctors() for full-text search with filters, sorts,
-- pagination and an exact total in one call.
--
-- Full-text search reads a derived document per profile: name (weight A), specializations and
-- their departments and the personnel type (B), conditions treated by those specializations (C).
-- It lives in an unexposed table so that profile?select=* stays clean; triggers keep it current.
-- Beside it, the ids of the profile's specializations (its personnel_specializations rows), the
-- search's specialization filter.
create table pgpersonnel_private.profile_search (
  profile_id integer primary key references pgpersonnel.profile (id) on delete cascade,
  document tsvector not null,
  specialization_ids integer[] not null default '{}'
);
-- GIN over the document: "@@ to_tsquery(...)" with prefix terms is an index scan on large tables.
-- This table has no row-level security, so unlike quals on pgpersonnel.profile (see
-- search_doctors) a non-leakproof @@ may drive an index scan for request roles:
--   Bitmap Heap Scan on profile_search ps  Recheck Cond: (document @@ '''knee'':* & ''pain'':*')
--     -> Bitmap Index Scan on profile_search_document_idx
create index profile_search_document_idx on pgpersonnel_private.profile_search using gin (document);
-- search_doctors(specialization => …): "ps.specialization_ids && $ids", for the same reason. The
-- alternative, EXISTS over personnel_specializations, pays that table's policy (a profile lookup
-- per row, or a hashed subplan over every visible profile): 90 ms for a 16k-holder specialty at
-- 100k profiles, 30 ms this way.
--   Hash Join  Hash Cond: (p.id = ps.profile_id)
--     -> Index Only Scan using profile_directory_filter_idx on profile p
--     -> Hash -> Bitmap Heap Scan on profile_search ps  Recheck Cond: (specialization_ids && '{1}')
--                  -> Bitmap Index Scan on profile_search_specialization_ids_idx
create index profile_search_specialization_ids_idx on pgpersonnel_private.profile_search
  using gin (specialization_ids);
-- search_doctors() is security invoker, so request roles read the document (never exposed).
grant select on pgpersonnel_private.profile_search to anon, authenticated;

-- Rebuilds the documents of the given profiles (all profiles when ids is null). Driven by the
-- id list (index lookups), so a bulk insert of N rows costs O(N), not O(N × table).
create or replace function pgpersonnel_private.refresh_profile_search(ids integer[])
returns void
language sql
security definer
set search_path = ''
as $$
  insert into pgpersonnel_private.profile_search (profile_id, document, specialization_ids)
  select p.id,
         setweight(to_tsvector('simple', p.name), 'A')
         || setweight(to_tsvector('simple', coalesce(t.name, '') || ' ' || coalesce(sp.names, '')), 'B')
         || setweight(to_tsvector('simple', coalesce(sp.conditions, '')), 'C'),
         array(select ps.specialization_id from pgpersonnel.personnel_specializations ps
                where ps.profile_id = p.id order by 1)
    from unnest(coalesce(ids, array(select id from pgpersonnel.profile))) as i(id)
    join pgpersonnel.profile p on p.id = i.id
    left join pgpersonnel.personnel_types t on t.id = p.personnel_type_id
    left join lateral (
      select string_agg(s.name || ' ' || d.name, ' ') as names,
             string_agg(array_to_string(s.conditions_treated, ' '), ' ') as conditions
        from pgpersonnel.specializations s
        join pgpersonnel.departments d on d.id = s.department_id
       where s.id = p.primary_specialization_id
          or s.id in (select ps.specialization_id from pgpersonnel.personnel_specializations ps
                       where ps.profile_id = p.id)
    ) sp on true
  on conflict (profile_id) do update
    set document = excluded.document, specialization_ids = excluded.specialization_ids
$$;

-- Trigger glue. SECURITY DEFINER: the document table is not writable by request roles. Each
-- function only passes the ids of the rows the triggering statement touched.
create or replace function pgpersonnel_private.profile_search_on_profile() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    perform pgpersonnel_private.refresh_profile_search(array(select id from new_rows));
  else
    perform pgpersonnel_private.refresh_profile_search(array(
      select n.id from new_rows n join old_rows o on o.id = n.id
       where (n.name, n.personnel_type_id, n.primary_specialization_id)
             is distinct from (o.name, o.personnel_type_id, o.primary_specialization_id)));
  end if;
  return null;
end
$$;
create trigger profile_search_after_insert after insert on pgpersonnel.profile
  referencing new table as new_rows
  for each statement execute function pgpersonnel_private.profile_search_on_profile();
create trigger profile_search_after_update after update on pgpersonnel.profile
  referencing new table as new_rows old table as old_rows
  for each statement execute function pgpersonnel_private.profile_search_on_profile();

create or replace function pgpersonnel_private.profile_search_on_specializations() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    perform pgpersonnel_private.refresh_profile_search(array(select distinct profile_id from new_rows));
  elsif tg_op = 'DELETE' then
    perform pgpersonnel_private.refresh_profile_search(array(select distinct profile_id from old_rows));
  else
    perform pgpersonnel_private.refresh_profile_search(array(
      select profile_id from new_rows union select profile_id from old_rows));
  end if;
  return null;
end
$$;
create trigger personnel_specializations_search_after_insert
  after insert on pgpersonnel.personnel_specializations
  referencing new table as new_rows
  for each statement execute function pgpersonnel_private.profile_search_on_specializations();
create trigger personnel_specializations_search_after_update
  after update on pgpersonnel.personnel_specializations
  referencing new table as new_rows old table as old_rows
  for each statement execute function pgpersonnel_private.profile_search_on_specializations();
create trigger personnel_specializations_search_after_delete
  after delete on pgpersonnel.personnel_specializations
  referencing old table as old_rows
  for each statement execute function pgpersonnel_private.profile_search_on_specializations();

-- A renamed type, department or specialization (rare, admin only) rebuilds every document.
create or replace function pgpersonnel_private.profile_search_on_catalog() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform pgpersonnel_private.refresh_profile_search(null);
  return null;
end
$$;
create trigger specializations_search_after_update after update on pgpersonnel.specializations
  for each statement execute function pgpersonnel_private.profile_search_on_catalog();
create trigger departments_search_after_update after update on pgpersonnel.departments
  for each statement execute function pgpersonnel_private.profile_search_on_catalog();
create trigger personnel_types_search_after_update after update on pgpersonnel.personnel_types
  for each statement execute function pgpersonnel_private.profile_search_on_catalog();

-- ---------------------------------------------------------------------------------------------
-- Published, live personnel with everything a directory card shows. Security invoker: the
-- caller's policies apply. Filter through the data API, e.g.
--   GET /api/doctor_directory?city=eq.Pune&languages_spoken=cs.{Marathi}&fee=lte.800&order=rating_avg.desc
create view pgpersonnel.personnel_directory with (security_invoker = true) as
select p.id,
       p.user_id,
       p.name,
       p.gender,
       p.personnel_type_id,
       t.name as personnel_type,
       t.slug as personnel_type_slug,
       p.primary_specialization_id,
       s.name as primary_specialization,
       s.department_id,
       d.name as department,
       array(
         select s2.name
           from pgpersonnel.personnel_specializations ps
           join pgpersonnel.specializations s2 on s2.id = ps.specialization_id
          where ps.profile_id = p.id
          order by ps.is_primary desc, s2.name
       ) as specializations,
       p.city,
       p.languages_spoken,
       p.service_locations,
       p.total_experience_years,
       p.fee,
       p.rating_avg,
       p.rating_count,
       p.profile_image,
       p.bio,
       p.created_at
  from pgpersonnel.profile p
  join pgpersonnel.personnel_types t on t.id = p.personnel_type_id
  left join pgpersonnel.specializations s on s.id = p.primary_specialization_id
  left join pgpersonnel.departments d on d.id = s.department_id
 where p.is_published and p.deleted_at is null;

-- The doctors among them (/explore/doctors).
create view pgpersonnel.doctor_directory with (security_invoker = true) as
select * from pgpersonnel.personnel_directory where personnel_type_slug = 'doctor';

grant select on pgpersonnel.personnel_directory, pgpersonnel.doctor_directory to anon, authenticated;

-- Indexes of search_doctors() on pgpersonnel.profile. The function runs as the caller, so the
-- profile's row-level security applies, and with it a rule that shapes every plan below: a
-- condition that is not leakproof (lower(), numeric comparisons, @>, @@) is evaluated only after
-- the policy, never as an index condition. Integer and plain text comparisons (=, <, >, = any)
-- are leakproof and drive indexes; numeric, array and expression filters ride along as index
-- filters. All are partial on the directory's rows (is_published and deleted_at is null), which
-- also implies the anon policy, so index-only scans need no heap visit.
--
-- Filters and totals: city and type as keys, everything the other filters read as payload, so a
-- count is an index-only scan of the matching range:
--   Index Only Scan using profile_directory_filter_idx on profile p
--     Index Cond: ((city = ANY ('{Mumbai}')) AND (personnel_type_id = ANY ('{1}')))
--     Filter: (rating_avg >= 4)     Heap Fetches: 0
-- Led by city: search_doctors() also reads the distinct city spellings from it (a skip scan).
create index profile_directory_filter_idx on pgpersonnel.profile (city, personnel_type_id)
  include (id, rating_avg, rating_count, fee, total_experience_years, gender, languages_spoken)
  where is_published and deleted_at is null;
-- The total of a type without other filters (the landing page), 75k doctors in ~5 ms:
--   Aggregate -> Index Only Scan using profile_directory_type_idx  Index Cond: (personnel_type_id = ANY ('{1}'))
create index profile_directory_type_idx on pgpersonnel.profile (personnel_type_id)
  where is_published and deleted_at is null;
-- One page in sort order, when the filters leave many rows: an index walk that stops after the
-- page (Limit -> Index Scan using …, Filter: the other conditions). Relevance and rating use
-- profile_directory_rating_idx (rating_avg desc, rating_count desc, id) and fee ascending
-- profile_directory_fee_idx (fee, id) plus an Incremental Sort (0021). Fee descending and
-- experience sort nulls last, which the 0021 indexes (desc = nulls first) cannot give:
create index profile_directory_fee_desc_idx
  on pgpersonnel.profile (fee desc nulls last, rating_avg desc, rating_count desc, id)
  where is_published and deleted_at is null;
create index profile_directory_experience_rank_idx
  on pgpersonnel.profile (total_experience_years desc nulls last, rating_avg desc, rating_count desc, id)
  where is_published and deleted_at is null;
-- 0021's index on lower(city) never serves a request role: lower() is not leakproof, so the
-- condition cannot reach the index under row-level security. The city filter now matches the
-- stored spellings (city = any(...)) through profile_directory_filter_idx.
drop index pgpersonnel.profile_directory_city_idx;

-- Search the directory. Every argument is optional (null = no filter).
--   q               words matched as prefixes against name, specializations, departments and
--                   conditions treated ("cardio", "knee pain", "priya sharma")
--   specialization  a specialization's id, slug, code or name (any of the personnel's)
--   city, language, gender ('Male'|'Female'), min_experience (years), min_fee/max_fee (₹),
--   min_rating (0–5)
--   sort            'relevance' (default; rank, then rating) | 'fee' (low to high) |
--                   'fee_desc' | 'experience' (most first) | 'rating' (best first)
--   page_limit      1–100 (default 20); page_offset ≥ 0
--   personnel_type  a type slug or name (default 'doctor'); null = every type
-- Returns {"total": n, "limit": l, "offset": o, "items": [personnel_directory row + "rank"]}.
--
-- How: the catalog arguments (type, specialization, city spelling) become id/value lists first;
-- then only the conditions of the given arguments are put together, from fixed text, and run by
-- EXECUTE … USING with every argument value as a bound parameter (no catch-all "$x is null or …",
-- which hides the indexes from the planner; EXECUTE plans each call for its actual values).
-- With a text search, specialization or city, one statement finds the (index-found, small)
-- matching set once, counts it and sorts it for the page. Otherwise the total is counted first
-- (an index-only scan) and the page read on its own: from the matching set when it is small,
-- else by walking a sort index (see above). JIT is off: these statements take milliseconds, and
-- JIT compilation alone added 0.1–0.9 s to each call.
create or replace function pgpersonnel.search_doctors(
  q text default null,
  specialization text default null,
  city text default null,
  language text default null,
  gender text default null,
  min_experience integer default null,
  min_fee numeric default null,
  max_fee numeric default null,
  min_rating numeric default null,
  sort text default 'relevance',
  page_limit integer default 20,
  page_offset integer default 0,
  personnel_type text default 'doctor'
) returns jsonb
language plpgsql
stable
security invoker
set search_path = ''
set jit = off
as $fn$
declare
  -- Words of q as prefix terms, all required (null: no text search).
  tsq tsquery := (
    select to_tsquery('simple', string_agg(quote_literal(w) || ':*', ' & '))
      from regexp_split_to_table(lower(coalesce(search_doctors.q, '')), '[^[:alnum:]]+') as w
     where w <> '');
  lim integer := least(greatest(coalesce(search_doctors.page_limit, 20), 1), 100);
  skip integer := greatest(coalesce(search_doctors.page_offset, 0), 0);
  sort_key text := coalesce(nullif(lower(search_doctors.sort), ''), 'relevance');
  spec text := nullif(trim(search_doctors.specialization), '');
  ptype text := nullif(trim(search_doctors.personnel_type), '');
  type_ids integer[];
  cities text[];
  spec_ids integer[];
  -- The FROM, WHERE and ORDER BY of the statements, built from fixed text only: every argument
  -- value is passed as a bound parameter ($1 … $12 of the EXECUTEs below), never spliced in.
  conds text[] := array['p.is_published', 'p.deleted_at is null'];
  keys text[] := '{}';
  -- Whether any condition besides the type applies.
  filtered boolean := num_nonnulls(search_doctors.city, search_doctors.language,
    search_doctors.gender, search_doctors.min_experience, search_doctors.min_fee,
    search_doctors.max_fee, search_doctors.min_rating, spec) > 0;
  rank_expr text := '0::real';
  from_clause text := 'pgpersonnel.profile p';
  matches text;
  total bigint;
  ids integer[];
  ranks real[];
begin
  -- Catalog lookups once, up front: the type and specialization arguments become id lists, so
  -- the statement filters on integer keys. No match means an empty result.
  if ptype is not null then
    select array_agg(t.id) into type_ids
      from pgpersonnel.personnel_types t
     where t.slug = lower(ptype) or lower(t.name) = lower(ptype);
    if type_ids is null then
      return jsonb_build_object('total', 0, 'limit', lim, 'offset', skip, 'items', '[]'::jsonb);
    end if;
    conds := array_append(conds, 'p.personnel_type_id = any($2)');
  end if;
  if spec is not null then
    select array_agg(s.id) into spec_ids
      from pgpersonnel.specializations s
     where s.id::text = spec or s.slug = lower(spec)
        or s.specialization_code = upper(spec) or lower(s.name) = lower(spec);
    if spec_ids is null then
      return jsonb_build_object('total', 0, 'limit', lim, 'offset', skip, 'items', '[]'::jsonb);
    end if;
    conds := array_append(conds, 'ps.specialization_ids && $3');
  end if;
  if spec is not null or tsq is not null then
    from_clause := from_clause || ' join pgpersonnel_private.profile_search ps on ps.profile_id = p.id';
  end if;
  if tsq is not null then
    conds := array_append(conds, 'ps.document @@ $1');
    rank_expr := 'ts_rank(ps.document, $1)';
  end if;
  if search_doctors.city is not null then
    -- lower(p.city) = … cannot use an index under row-level security (lower() is not leakproof),
    -- so the filter becomes p.city = any(the stored spellings that match), and those come from
    -- a skip scan of profile_directory_filter_idx: one index probe per distinct city.
    with recursive c(v) as (
      (select p.city from pgpersonnel.profile p
        where p.is_published and p.deleted_at is null and p.city is not null
        order by p.city limit 1)
      union all
      select (select p.city from pgpersonnel.profile p
               where p.is_published and p.deleted_at is null and p.city > c.v
               order by p.city limit 1)
        from c where c.v is not null
    )
    select array_agg(c.v) into cities from c where lower(c.v) = lower(trim(search_doctors.city));
    if cities is null then
      return jsonb_build_object('total', 0, 'limit', lim, 'offset', skip, 'items', '[]'::jsonb);
    end if;
    conds := array_append(conds, 'p.city = any($4)');
  end if;
  if search_doctors.language is not null then
    conds := array_append(conds, 'p.languages_spoken @> array[initcap(lower(trim($5)))]');
  end if;
  if search_doctors.gender is not null then
    conds := array_append(conds, 'p.gender = initcap(lower(trim($6)))');
  end if;
  if search_doctors.min_experience is not null then
    conds := array_append(conds, 'p.total_experience_years >= $7');
  end if;
  if search_doctors.min_fee is not null then
    conds := array_append(conds, 'p.fee >= $8');
  end if;
  if search_doctors.max_fee is not null then
    conds := array_append(conds, 'p.fee <= $9');
  end if;
  if search_doctors.min_rating is not null then
    conds := array_append(conds, 'p.rating_avg >= $10');
  end if;

  -- ORDER BY (output column names): the chosen sort, then rank (text search only; otherwise it
  -- is 0 for every row), rating, rating count, id.
  keys := case sort_key
            when 'fee' then array['fee asc nulls last']
            when 'fee_desc' then array['fee desc nulls last']
            when 'experience' then array['total_experience_years desc nulls last']
            when 'rating' then array['rating_avg desc']
            else '{}'::text[]
          end;
  if tsq is not null then
    keys := array_append(keys, 'rank desc');
  end if;
  keys := keys || array['rating_avg desc', 'rating_count desc', 'id'];
  matches := format(
    'select p.id, p.fee, p.total_experience_years, p.rating_avg, p.rating_count, %s as rank
       from %s where %s',
    rank_expr, from_clause, array_to_string(conds, ' and '));

  -- A text search ranks every match anyway, and a specialization or city leaves a set found by
  -- index (hundreds to a few thousand rows): one statement finds the set once, counts it and
  -- sorts it for the page.
  if tsq is not null or spec_ids is not null or cities is not null then
    execute format(
      'with f as materialized (%s)
       select (select count(*) from f), array_agg(s.id), array_agg(s.rank)
         from (select f.id, f.rank from f order by %s limit $11 offset $12) s',
      matches, array_to_string(keys, ', '))
      into total, ids, ranks
      using tsq, type_ids, spec_ids, cities, search_doctors.language, search_doctors.gender,
            search_doctors.min_experience, search_doctors.min_fee, search_doctors.max_fee,
            search_doctors.min_rating, lim, skip;
  else
    execute format('select count(*) from (%s) f', matches)
      into total
      using tsq, type_ids, spec_ids, cities, search_doctors.language, search_doctors.gender,
            search_doctors.min_experience, search_doctors.min_fee, search_doctors.max_fee,
            search_doctors.min_rating;
    -- Otherwise the set may be most of the table (the landing page, a gender or fee filter):
    -- count it (an index-only scan), then read the page alone. Filters matching few rows
    -- (≤ 5000, a few ms to sort): sort the matching set, found the way the count found it; OFFSET
    -- 0 keeps the planner from walking a sort index in hope of an early stop, as it underestimates
    -- how selective combined filters are (such a walk read 70k index entries for 20 rows).
    -- Otherwise the matches are dense in the sort index, and the walk stops after the page.
    if skip < total then
      execute format(
        case when filtered and total <= 5000
          then 'select array_agg(s.id), array_agg(s.rank)
                  from (select f.id, f.rank from (%s offset 0) f order by %s limit $11 offset $12) s'
          else 'select array_agg(s.id), array_agg(s.rank)
                  from (%s order by %s limit $11 offset $12) s'
        end,
        matches, array_to_string(keys, ', '))
        into ids, ranks
        using tsq, type_ids, spec_ids, cities, search_doctors.language, search_doctors.gender,
              search_doctors.min_experience, search_doctors.min_fee, search_doctors.max_fee,
              search_doctors.min_rating, lim, skip;
    end if;
  end if;

  return jsonb_build_object(
    'total', total,
    'limit', lim,
    'offset', skip,
    'items', coalesce(
      (select jsonb_agg(to_jsonb(d) || jsonb_build_object('rank', r.rank) order by r.n)
         from unnest(ids, ranks) with ordinality as r(id, rank, n)
         join pgpersonnel.personnel_directory d on d.id = r.id),
      '[]'::jsonb));
end
$fn$;
grant execute on function pgpersonnel.search_doctors(text, text, text, text, text, integer,
  numeric, numeric, numeric, text, integer, integer, text) to anon, authenticated;
