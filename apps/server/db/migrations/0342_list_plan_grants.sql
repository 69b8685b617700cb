-- Past plan grants on the admin's subscriptions page (issue #14).
--
--   user_subscription.granted_by   the admin who granted it (grant_subscription sets it); null
--                                  for a plan bought (order_id) or granted before this migration.
--
-- POST /rpc/list_plan_grants {member?, row_offset?, max_rows?} (pgsubs): the plans granted rather
-- than bought (no paid order), newest first, with the member, the plan, its case manager, who
-- granted it and its validity; searchable by the member's username or name. Admins only (others
-- are refused); a call reads at most 50 rows (the page the web asks for plus one, to know whether
-- another follows), from at most 10,000 rows in.
alter table pgsubs.user_subscription
  add column granted_by uuid references auth.users (id) on delete set null;
create index user_subscription_granted_by_idx on pgsubs.user_subscription (granted_by);
create index user_subscription_granted_idx on pgsubs.user_subscription (created_at desc, id desc)
  where order_id is null;

-- POST /rpc/grant_subscription (0200), now recording who granted it.
create or replace function pgsubs.grant_subscription(
  user_id uuid,
  subscription_key text,
  case_manager_id integer default null
) returns pgsubs.user_subscription
language plpgsql
set search_path = ''
as $$
declare
  v_row pgsubs.user_subscription;
begin
  if not auth.has_app_role('admin') then
    raise exception using errcode = '42501', message = 'Only an admin can grant a subscription.';
  end if;
  insert into pgsubs.user_subscription (user_id, subscription_id, case_manager_id, granted_by)
  select grant_subscription.user_id, s.id, grant_subscription.case_manager_id, auth.uid()
    from pgsubs.subscriptions s where s.key = grant_subscription.subscription_key and s.is_active
  returning * into v_row;
  if v_row.id is null then
    raise exception using errcode = 'PT404', message = 'No such plan.';
  end if;
  return v_row;
end
$$;

-- Invoker: the admins' policies on user_subscription and the profiles decide what is read; the
-- role check refuses everyone else outright (rather than an empty list).
create function pgsubs.list_plan_grants(member text default null, row_offset integer default 0,
  max_rows integer default 20)
returns table (id uuid, user_id uuid, username text, member_name text, plan_name text,
  case_manager text, granted_by_name text, valid_from timestamptz, valid_until timestamptz,
  is_active boolean, created_at timestamptz)
language plpgsql stable
set search_path = ''
as $$
#variable_conflict use_column
declare
  -- Letters, digits and spaces of the search (no pattern characters), each word to match.
  v_words text[] := array(select w from regexp_split_to_table(
    lower(btrim(regexp_replace(coalesce(member, ''), '[^[:alnum:] ]+', ' ', 'g'))), '\s+') w
    where w <> '' limit 5);
begin
  if not auth.has_app_role('admin') then
    raise exception using errcode = '42501', message = 'Only an admin can list plan grants.';
  end if;
  if row_offset is null or row_offset not between 0 and 10000 or max_rows is null
     or max_rows not between 1 and 50 then
    raise exception using errcode = '22023', message = 'row_offset is 0 to 10000; max_rows is 1 to 50.';
  end if;
  return query
  select us.id, us.user_id, p.username, concat_ws(' ', p.first_name, p.last_name), s.name,
         cm.name, nullif(concat_ws(' ', g.first_name, g.last_name), ''), us.valid_from,
         us.valid_until, us.is_active, us.created_at
    from pgsubs.user_subscription us
    join pgsubs.subscriptions s on s.id = us.subscription_id
    left join pgusers.profile p on p.id = us.user_id
    left join pgusers.profile g on g.id = us.granted_by
    left join pgpersonnel.profile cm on cm.id = us.case_manager_id
   where us.order_id is null and us.deleted_at is null
     and not exists (select 1 from unnest(v_words) w
                      where position(w in lower(concat_ws(' ', p.username, p.first_name, p.last_name))) = 0)
   order by us.created_at desc, us.id desc
   offset row_offset
   limit max_rows;
end
$$;
revoke execute on function pgsubs.list_plan_grants(text, integer, integer) from public;
grant execute on function pgsubs.list_plan_grants(text, integer, integer) to authenticated;
