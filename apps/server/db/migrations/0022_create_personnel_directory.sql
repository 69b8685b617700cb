-- The explore directory (spec §2 /explore/doctors, /explore/personnels): a read-only view for
-- plain data-API filters, and search_doctors() for full-text search with filters, sorts,
-- pagination and an exact total in one call.
--
-- Full-text search reads a derived document per profile: name (weight A), specializations and
-- their departments and the personnel type (B), conditions treated by those specializations (C).
-- It lives in an unexposed table so that profile?select=* stays clean; triggers keep it current.
create table pgpersonnel_private.profile_search (
  profile_id integer primary key references pgpersonnel.profile (id) on delete cascade,
  document tsvector not null
);
-- GIN over the document: "@@ to_tsquery(...)" with prefix terms is an index scan on large tables.
create index profile_search_document_idx on pgpersonnel_private.profile_search using gin (document);
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
  insert into pgpersonnel_private.profile_search (profile_id, document)
  select p.id,
         setweight(to_tsvector('simple', p.name), 'A')
         || setweight(to_tsvector('simple', coalesce(t.name, '') || ' ' || coalesce(sp.names, '')), 'B')
         || setweight(to_tsvector('simple', coalesce(sp.conditions, '')), 'C')
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
  on conflict (profile_id) do update set document = excluded.document
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
language sql
stable
security invoker
set search_path = ''
as $$
  with params as (
    select (
             select to_tsquery('simple', string_agg(quote_literal(w) || ':*', ' & '))
               from regexp_split_to_table(lower(coalesce(search_doctors.q, '')), '[^[:alnum:]]+') as w
              where w <> ''
           ) as query,
           least(greatest(coalesce(search_doctors.page_limit, 20), 1), 100) as lim,
           greatest(coalesce(search_doctors.page_offset, 0), 0) as off,
           coalesce(nullif(lower(search_doctors.sort), ''), 'relevance') as sort_key,
           nullif(trim(search_doctors.specialization), '') as spec,
           nullif(trim(search_doctors.personnel_type), '') as ptype
  ),
  -- Only the columns filters and sorts need: the directory row is built for one page only.
  filtered as (
    select p.id, p.fee, p.total_experience_years, p.rating_avg, p.rating_count,
           case when prm.query is null then 0::real else ts_rank(ps.document, prm.query) end as rank
      from params prm
      join pgpersonnel.profile p on p.is_published and p.deleted_at is null
      join pgpersonnel.personnel_types t on t.id = p.personnel_type_id
      left join pgpersonnel_private.profile_search ps on ps.profile_id = p.id
     where (prm.ptype is null or t.slug = lower(prm.ptype) or lower(t.name) = lower(prm.ptype))
       and (prm.query is null or ps.document @@ prm.query)
       and (prm.spec is null or p.id in (
             select x.profile_id
               from pgpersonnel.personnel_specializations x
               join pgpersonnel.specializations s on s.id = x.specialization_id
              where s.id::text = prm.spec or s.slug = lower(prm.spec)
                 or s.specialization_code = upper(prm.spec) or lower(s.name) = lower(prm.spec)))
       and (search_doctors.city is null or lower(p.city) = lower(trim(search_doctors.city)))
       and (search_doctors.language is null
            or p.languages_spoken @> array[initcap(lower(trim(search_doctors.language)))])
       and (search_doctors.gender is null or p.gender = initcap(lower(trim(search_doctors.gender))))
       and (search_doctors.min_experience is null
            or p.total_experience_years >= search_doctors.min_experience)
       and (search_doctors.min_fee is null or p.fee >= search_doctors.min_fee)
       and (search_doctors.max_fee is null or p.fee <= search_doctors.max_fee)
       and (search_doctors.min_rating is null or p.rating_avg >= search_doctors.min_rating)
  ),
  -- ORDER BY … LIMIT lets the planner use a top-N sort (or a directory index) for one page.
  page as (
    select f.*
      from filtered f, params prm
     order by
               case when prm.sort_key = 'fee' then f.fee end asc nulls last,
               case when prm.sort_key = 'fee_desc' then f.fee end desc nulls last,
               case when prm.sort_key = 'experience' then f.total_experience_years end desc nulls last,
               case when prm.sort_key = 'rating' then f.rating_avg end desc nulls last,
               f.rank desc,
               f.rating_avg desc,
               f.rating_count desc,
               f.id
     limit (select lim from params) offset (select off from params)
  )
  select jsonb_build_object(
           'total', (select count(*) from filtered),
           'limit', (select lim from params),
           'offset', (select off from params),
           'items', coalesce(
             (select jsonb_agg(to_jsonb(d) || jsonb_build_object('rank', pg.rank)
                               order by
               case when prm.sort_key = 'fee' then pg.fee end asc nulls last,
               case when prm.sort_key = 'fee_desc' then pg.fee end desc nulls last,
               case when prm.sort_key = 'experience' then pg.total_experience_years end desc nulls last,
               case when prm.sort_key = 'rating' then pg.rating_avg end desc nulls last,
               pg.rank desc,
               pg.rating_avg desc,
               pg.rating_count desc,
               pg.id)
                from page pg
                join pgpersonnel.personnel_directory d on d.id = pg.id
                cross join params prm),
             '[]'::jsonb)
         )
$$;
grant execute on function pgpersonnel.search_doctors(text, text, text, text, text, integer,
  numeric, numeric, numeric, text, integer, integer, text) to anon, authenticated;
