-- Issue 16: the paramedic role sees only what is assigned to them (migration 0331), down to what a
-- booking gave: the consultation details and their medicine items of another personnel's booking
-- in the same case stay out of a paramedic's reach, as the booking itself does.

-- SECURITY DEFINER: follows the booking to its service whatever the caller's policies.
create function pgathcare_private.paramedic_may_use_booking(p_booking_id integer) returns boolean
language sql stable
security definer
set search_path = ''
as $$
  select coalesce((
    select pgathcare_private.paramedic_may_use_service(b.service_detail_id)
      from pgathcare.service_booking_details b where b.id = p_booking_id), false)
$$;
revoke execute on function pgathcare_private.paramedic_may_use_booking(integer) from public;
grant execute on function pgathcare_private.paramedic_may_use_booking(integer) to authenticated;

create function pgathcare_private.paramedic_may_use_consultation(p_consultation_id integer) returns boolean
language sql stable
security definer
set search_path = ''
as $$
  select coalesce((
    select pgathcare_private.paramedic_may_use_booking(cd.service_booking_detail_id)
      from pgathcare.consultation_details cd where cd.id = p_consultation_id), false)
$$;
revoke execute on function pgathcare_private.paramedic_may_use_consultation(integer) from public;
grant execute on function pgathcare_private.paramedic_may_use_consultation(integer) to authenticated;

create policy "consultation_details: a paramedic only their own" on pgathcare.consultation_details
  as restrictive for all to authenticated
  using (not (select auth.has_app_role('paramedic'))
         or pgathcare_private.paramedic_may_use_booking(service_booking_detail_id))
  with check (not (select auth.has_app_role('paramedic'))
         or pgathcare_private.paramedic_may_use_booking(service_booking_detail_id));

create policy "medicine_items: a paramedic only their own" on pgathcare.medicine_items
  as restrictive for all to authenticated
  using (not (select auth.has_app_role('paramedic'))
         or pgathcare_private.paramedic_may_use_consultation(consultation_detail_id))
  with check (not (select auth.has_app_role('paramedic'))
         or pgathcare_private.paramedic_may_use_consultation(consultation_detail_id));
