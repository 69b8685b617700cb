-- Issue 16: the paramedic dashboard lists the care schema's service bookings (spec §3 Service
-- detail, Service booking) whose service is assigned to the paramedic (service_details.personnel_id
-- is one of the caller's personnel profiles), with the status updates migration 0201's trigger
-- allows (complete, reschedule, cancel), each recorded with its actor and time.
--
-- Migration 0201 lets personnel serving one service of a case read every service and booking of
-- that case. The paramedic role sees only what is assigned to them: restrictive policies narrow a
-- paramedic's reads and writes of service_details and service_booking_details to their own
-- services, unless they are the case's manager, its member or the member's holder.

-- The caller may act on this service as a paramedic: it is assigned to them, or the case is
-- theirs in another capacity. SECURITY DEFINER: reads the service whatever the caller's policies.
create function pgathcare_private.paramedic_may_use_service(p_service_detail_id integer) returns boolean
language sql stable
security definer
set search_path = ''
as $$
  select coalesce((
    select sd.personnel_id in (select pgsubs_private.my_personnel_ids())
        or pgathcare_private.case_role(sd.case_id) in ('manager', 'subscriber', 'holder')
      from pgathcare.service_details sd where sd.id = p_service_detail_id), false)
$$;
revoke execute on function pgathcare_private.paramedic_may_use_service(integer) from public;
grant execute on function pgathcare_private.paramedic_may_use_service(integer) to authenticated;

create policy "service_details: a paramedic only their own" on pgathcare.service_details
  as restrictive for all to authenticated
  using (not (select auth.has_app_role('paramedic'))
         or personnel_id in (select pgsubs_private.my_personnel_ids())
         or pgathcare_private.case_role(case_id) in ('manager', 'subscriber', 'holder'))
  with check (not (select auth.has_app_role('paramedic'))
         or personnel_id in (select pgsubs_private.my_personnel_ids())
         or pgathcare_private.case_role(case_id) in ('manager', 'subscriber', 'holder'));

create policy "service_booking_details: a paramedic only their own" on pgathcare.service_booking_details
  as restrictive for all to authenticated
  using (not (select auth.has_app_role('paramedic'))
         or pgathcare_private.paramedic_may_use_service(service_detail_id))
  with check (not (select auth.has_app_role('paramedic'))
         or pgathcare_private.paramedic_may_use_service(service_detail_id));

-- The bookings of the services assigned to the caller, with what the dashboard shows of each: the
-- plan service's name, the member's name, what the case treats. Open ones (neither completed nor
-- cancelled) first by time, or all of them, newest first; at most max_rows (1–100).
-- SECURITY DEFINER: the member's name and the plan line are rows the paramedic may not read; the
-- WHERE clause keeps it to the caller's own services.
create function pgathcare_private.assigned_service_bookings(p_open_only boolean, p_max_rows integer)
returns table (
  id integer,
  service_detail_id integer,
  service_name text,
  member_name text,
  treatment_for text,
  scheduled_at timestamptz,
  quantity integer,
  status text,
  is_rescheduled boolean,
  rescheduled_at timestamptz,
  completed_at timestamptz,
  cancelled_at timestamptz,
  cancel_reason text
)
language sql stable
security definer
set search_path = ''
as $$
  select b.id, b.service_detail_id, s.name,
         nullif(btrim(concat_ws(' ', m.first_name, m.last_name)), ''),
         c.treatment_for, b.scheduled_at, b.quantity,
         case when b.is_cancelled then 'cancelled' when b.is_completed then 'completed'
              when b.is_rescheduled then 'rescheduled' else 'booked' end,
         b.is_rescheduled, b.rescheduled_at, b.completed_at, b.cancelled_at, b.cancel_reason
    from pgathcare.service_booking_details b
    join pgathcare.service_details sd on sd.id = b.service_detail_id
    join pgathcare."case" c on c.id = sd.case_id
    join pgsubs.subscription_services s on s.id = sd.service_id
    left join pgsubs.subscription_members m on m.crn = c.subscriber_crn
   where (select auth.uid()) is not null
     and sd.personnel_id in (select pgsubs_private.my_personnel_ids())
     and (not p_open_only or not (b.is_completed or b.is_cancelled))
   order by case when p_open_only then b.scheduled_at end asc,
            case when not p_open_only then b.scheduled_at end desc,
            b.id
   limit least(greatest(coalesce(p_max_rows, 50), 1), 100)
$$;
revoke execute on function pgathcare_private.assigned_service_bookings(boolean, integer) from public;
grant execute on function pgathcare_private.assigned_service_bookings(boolean, integer) to authenticated;

-- POST /api/rpc/assigned_service_bookings (schema pgathcare).
create function pgathcare.assigned_service_bookings(open_only boolean default true, max_rows integer default 50)
returns table (
  id integer,
  service_detail_id integer,
  service_name text,
  member_name text,
  treatment_for text,
  scheduled_at timestamptz,
  quantity integer,
  status text,
  is_rescheduled boolean,
  rescheduled_at timestamptz,
  completed_at timestamptz,
  cancelled_at timestamptz,
  cancel_reason text
)
language sql stable security invoker
set search_path = ''
as $$
  select * from pgathcare_private.assigned_service_bookings($1, $2)
$$;
revoke execute on function pgathcare.assigned_service_bookings(boolean, integer) from public;
grant execute on function pgathcare.assigned_service_bookings(boolean, integer) to authenticated;
