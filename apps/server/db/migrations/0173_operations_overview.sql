-- The operations overview of the admin area (issue #18): sign-ups, bookings, orders, revenue and
-- failed logins per day over the last 90 days, and the open queues. Each daily series is a view in
-- the unexposed auth schema (so a test can EXPLAIN exactly the SQL the overview runs) answered
-- from an index on the time column over the 90-day window, never a full scan of the table. Days
-- are UTC days. Revenue is the total of orders paid (or since fulfilled), in paise.

create index bookings_created_at_idx on pgathcare.bookings (created_at);
create index orders_created_at_idx on pgstore.orders (created_at) include (status, total_price_paise);
create index login_attempts_failed_at_idx on auth.login_attempts (at) where not succeeded;

create view auth.ops_signups_90d as
  select (u.created_at at time zone 'UTC')::date as day, count(*)::integer as n
  from auth.users u
  where u.created_at >= ((now() at time zone 'UTC')::date - 89)::timestamp at time zone 'UTC'
  group by 1;

create view auth.ops_bookings_90d as
  select (b.created_at at time zone 'UTC')::date as day, count(*)::integer as n
  from pgathcare.bookings b
  where b.created_at >= ((now() at time zone 'UTC')::date - 89)::timestamp at time zone 'UTC'
  group by 1;

create view auth.ops_orders_90d as
  select (o.created_at at time zone 'UTC')::date as day, count(*)::integer as n,
         coalesce(sum(o.total_price_paise) filter (where o.status in ('paid', 'fulfilled')), 0)::bigint as revenue_paise
  from pgstore.orders o
  where o.created_at >= ((now() at time zone 'UTC')::date - 89)::timestamp at time zone 'UTC'
  group by 1;

create view auth.ops_failed_logins_90d as
  select (l.at at time zone 'UTC')::date as day, count(*)::integer as n
  from auth.login_attempts l
  where not l.succeeded and l.at >= ((now() at time zone 'UTC')::date - 89)::timestamp at time zone 'UTC'
  group by 1;

revoke all on auth.ops_signups_90d, auth.ops_bookings_90d, auth.ops_orders_90d,
  auth.ops_failed_logins_90d from public, anon, authenticated;

-- One row per day of the last 90 (oldest first), zeros included.
-- SECURITY DEFINER: counts every account's rows; answers admins only.
create function auth.admin_operations_daily()
returns table (day date, signups integer, bookings integer, orders integer, revenue_paise bigint, failed_logins integer)
language plpgsql stable security definer
set search_path = ''
as $$
begin
  if not auth.is_admin() then
    raise exception using errcode = '42501', message = 'Only an admin may do this.';
  end if;
  return query
    select d.day::date, coalesce(s.n, 0), coalesce(b.n, 0), coalesce(o.n, 0),
           coalesce(o.revenue_paise, 0::bigint), coalesce(f.n, 0)
    from generate_series((now() at time zone 'UTC')::date - 89, (now() at time zone 'UTC')::date, interval '1 day') as d(day)
    left join auth.ops_signups_90d s on s.day = d.day::date
    left join auth.ops_bookings_90d b on b.day = d.day::date
    left join auth.ops_orders_90d o on o.day = d.day::date
    left join auth.ops_failed_logins_90d f on f.day = d.day::date
    order by d.day;
end
$$;
revoke execute on function auth.admin_operations_daily() from public;
grant execute on function auth.admin_operations_daily() to authenticated;

-- What waits for someone: new booking enquiries, paid orders to fulfil, account deletion
-- requests, personnel profiles waiting for verification (0140), failed logins of the last 24 hours.
-- (The vendor document and moderation queues join this list when their tables land.)
-- SECURITY DEFINER, admins only.
create function auth.admin_operations_queues()
returns table (queue text, label text, open integer)
language plpgsql stable security definer
set search_path = ''
as $$
begin
  if not auth.is_admin() then
    raise exception using errcode = '42501', message = 'Only an admin may do this.';
  end if;
  return query
    select 'booking_enquiries'::text, 'New booking enquiries'::text,
           (select count(*)::integer from pgathcare.booking_enquiries e where e.status = 'new')
    union all
    select 'orders_to_fulfil', 'Paid orders to fulfil',
           (select count(*)::integer from pgstore.orders o where o.status = 'paid')
    union all
    select 'account_deletions', 'Account deletion requests',
           (select count(*)::integer from pgusers.account_deletion_requests)
    union all
    select 'personnel_verifications', 'Personnel profiles waiting for verification',
           (select count(*)::integer from pgpersonnel.profile p where p.verification_status = 'pending')
    union all
    select 'failed_logins_24h', 'Failed logins, last 24 hours',
           (select count(*)::integer from auth.login_attempts l
            where not l.succeeded and l.at > now() - interval '24 hours');
end
$$;
revoke execute on function auth.admin_operations_queues() from public;
grant execute on function auth.admin_operations_queues() to authenticated;

-- POST /rpc/admin_operations_daily and /rpc/admin_operations_queues: the exposed names.
create function pgaccess.admin_operations_daily()
returns table (day date, signups integer, bookings integer, orders integer, revenue_paise bigint, failed_logins integer)
language sql stable
set search_path = ''
as $$
  select * from auth.admin_operations_daily()
$$;
revoke execute on function pgaccess.admin_operations_daily() from public;
grant execute on function pgaccess.admin_operations_daily() to authenticated;

create function pgaccess.admin_operations_queues()
returns table (queue text, label text, open integer)
language sql stable
set search_path = ''
as $$
  select * from auth.admin_operations_queues()
$$;
revoke execute on function pgaccess.admin_operations_queues() from public;
grant execute on function pgaccess.admin_operations_queues() to authenticated;
