-- A candidate rewrite of pgpersonnel.search_doctors (migration 0022), applied to the benchmark
-- database only when BENCH_CANDIDATE=1. Same signature, arguments and result; one change: the
-- specialization filter. 0022 writes it as `prm.spec is null or p.id in (select … join
-- specializations …)`; inside an OR the planner cannot turn that IN into a semi-join, so it runs
-- as a correlated subplan per candidate profile, each time reading every holder of the
-- specialization (plus the RLS check of personnel_specializations). On 100k personnel one
-- filtered page took ~25 s. Here the specialization ids are resolved once in `params` and each
-- candidate is probed through the (profile_id, specialization_id) unique key. If the server owner
-- agrees, this becomes the next migration (migrations are forward-only).
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
           -- The specialization's ids, looked up once (null = no filter).
           (select array_agg(s.id)
              from pgpersonnel.specializations s,
                   nullif(trim(search_doctors.specialization), '') as spec(v)
             where s.id::text = spec.v or s.slug = lower(spec.v)
                or s.specialization_code = upper(spec.v) or lower(s.name) = lower(spec.v)
           ) as spec_ids,
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
       -- A per-row probe of the (profile_id, specialization_id) key instead of a correlated
       -- IN (…) that rescans every holder of the specialization for each candidate row.
       and (prm.spec is null or exists (
             select 1 from pgpersonnel.personnel_specializations x
              where x.profile_id = p.id and x.specialization_id = any(prm.spec_ids)))
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
