-- The doctor moves an appointment too (issue #6 left it at cancelling): at any time, like a
-- cancellation, to another free slot of their schedule; the member keeps the 2-hour cut-off. Still
-- one step: the new booking and the cancellation of the old one commit together or not at all.

-- The patient's new booking, inserted by the personnel inside reschedule_booking only: the function
-- names the booking it moves in a transaction-local setting that the data API cannot set.
create policy "bookings: personnel moves their patient's booking" on pgathcare.bookings
  for insert to authenticated
  with check (rescheduled_from is not null
              and rescheduled_from::text = current_setting('pgathcare.rescheduling', true)
              and pgathcare_private.is_personnel_of(personnel_id));

-- Unchanged but for the self-booking check, which now looks at the patient (user_id), so that the
-- personnel can insert the moved booking of a patient.
create or replace function pgathcare_private.booking_before_insert() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  r pgathcare.availability_rules;
  old_booking pgathcare.bookings;
begin
  r := pgathcare_private.slot_rule(new.personnel_id, new.starts_at);
  if pgathcare_private.is_request_role() then
    if not exists (
      select 1 from pgpersonnel.profile p
       where p.id = new.personnel_id and p.is_published and p.deleted_at is null
    ) then
      raise exception using errcode = 'PT404', message = 'This doctor is not available for booking.';
    end if;
    if new.user_id = (select auth.uid()) and pgathcare_private.is_personnel_of(new.personnel_id) then
      raise exception using errcode = '22023', message = 'You cannot book an appointment with yourself.';
    end if;
    if new.starts_at <= now() then
      raise exception using errcode = '22023', message = 'This slot is in the past. Please choose another.';
    end if;
    if new.starts_at > now() + interval '90 days' then
      raise exception using errcode = '22023', message = 'Appointments can be booked up to 90 days ahead.';
    end if;
    if r.id is null then
      raise exception using errcode = '22023',
        message = 'This time is not on the doctor''s schedule. Please choose an available slot.';
    end if;
    new.status := 'booked';
    new.cancel_reason := null;
    new.cancelled_by := null;
    new.cancelled_at := null;
    new.completed_at := null;
    new.rescheduled_to := null;
    new.created_at := now();
    new.ends_at := new.starts_at + make_interval(mins => r.slot_duration);
    new.timezone := r.timezone;
    new.center_id := r.center_id;
    if new.rescheduled_from is not null then
      select * into old_booking from pgathcare.bookings b where b.id = new.rescheduled_from;
      if old_booking.id is null or old_booking.user_id <> new.user_id
         or old_booking.personnel_id <> new.personnel_id
         or old_booking.status not in ('pending', 'booked') then
        raise exception using errcode = '22023', message = 'Only an active appointment can be rescheduled.';
      end if;
    end if;
    -- A slot of another grid (after a schedule change) that overlaps an active booking.
    if exists (
      select 1 from pgathcare_private.active_booking_times(new.personnel_id, new.starts_at, new.ends_at) t
       where t.starts_at <> new.starts_at
    ) then
      raise exception using errcode = 'PT409', message = 'This slot has just been booked. Please choose another.';
    end if;
  else
    if new.ends_at is null then
      new.ends_at := new.starts_at + make_interval(mins => coalesce(r.slot_duration, 15));
    end if;
    new.timezone := coalesce(r.timezone, new.timezone);
    new.center_id := coalesce(new.center_id, r.center_id);
  end if;
  return new;
end
$$;

create or replace function pgathcare.reschedule_booking(p_booking_id integer, p_new_starts_at timestamptz)
returns pgathcare.bookings
language plpgsql volatile
set search_path = ''
as $$
declare
  old_booking pgathcare.bookings;
  result pgathcare.bookings;
  v_constraint text;
  by_personnel boolean;
begin
  select * into old_booking from pgathcare.bookings b
   where b.id = p_booking_id
     and (b.user_id = auth.uid() or pgathcare_private.is_personnel_of(b.personnel_id))
   for update;
  if old_booking.id is null then
    raise exception using errcode = 'PT404', message = 'Appointment not found.';
  end if;
  by_personnel := old_booking.user_id <> auth.uid();
  if old_booking.status not in ('pending', 'booked') then
    raise exception using errcode = 'PT409',
      message = format('This appointment is already %s and cannot be changed.', old_booking.status);
  end if;
  if not by_personnel and now() > old_booking.starts_at - pgathcare_private.member_cutoff() then
    raise exception using errcode = 'PT409',
      message = 'Appointments can be cancelled or rescheduled only until 2 hours before the start. Please contact the clinic.';
  end if;
  if p_new_starts_at = old_booking.starts_at then
    raise exception using errcode = '22023', message = 'Choose a different time to reschedule.';
  end if;
  -- Lets the personnel's insert of the patient's new booking through its policy, for this one
  -- booking and this transaction (set_config is not callable through the data API).
  perform set_config('pgathcare.rescheduling', old_booking.id::text, true);
  begin
    insert into pgathcare.bookings (user_id, personnel_id, starts_at, ends_at, notes, rescheduled_from)
    values (old_booking.user_id, old_booking.personnel_id, p_new_starts_at,
            p_new_starts_at + interval '1 minute', old_booking.notes, old_booking.id)
    returning * into result;
  exception when unique_violation then
    get stacked diagnostics v_constraint = constraint_name;
    if v_constraint = 'bookings_member_active_slot_key' then
      raise exception using errcode = 'PT409', message = case when by_personnel
        then 'The patient already has an appointment at this time.'
        else 'You already have an appointment at this time.' end;
    end if;
    raise exception using errcode = 'PT409', message = 'This slot has just been booked. Please choose another.';
  end;
  perform set_config('pgathcare.rescheduling', '', true);
  update pgathcare.bookings
     set status = 'cancelled', cancel_reason = 'Rescheduled', rescheduled_to = result.id
   where id = old_booking.id;
  return result;
end
$$;

-- Unchanged but for who moved it: the doctor's own move reads as theirs on both sides.
create or replace function pgathcare_private.notify_booking() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  party record;
  member_link text := '/appointments/appointments';
  doctor_link text := '/dashboard/personnel/appointment/' || new.id;
  by_doctor boolean;
begin
  select * into party from pgathcare_private.booking_party(new);
  if tg_op = 'INSERT' then
    if new.status not in ('pending', 'booked') then
      return null;
    end if;
    if new.rescheduled_from is not null then
      by_doctor := party.doctor_user = auth.uid();
      perform auth.notify(new.user_id, 'Appointment rescheduled',
        format('Your appointment with %s is now on %s%s.', party.doctor_name, party.at_text,
          case when by_doctor then ' (moved by the doctor)' else '' end), member_link);
      if party.doctor_user is not null then
        perform auth.notify(party.doctor_user, 'Appointment rescheduled',
          case when by_doctor
            then format('You moved the appointment with %s to %s.', party.patient_name, party.at_text)
            else format('%s moved their appointment to %s.', party.patient_name, party.at_text)
          end, doctor_link);
      end if;
    else
      perform auth.notify(new.user_id, 'Appointment booked',
        format('Your appointment with %s on %s is booked.', party.doctor_name, party.at_text), member_link);
      if party.doctor_user is not null then
        perform auth.notify(party.doctor_user, 'New appointment',
          format('%s booked an appointment on %s.', party.patient_name, party.at_text), doctor_link);
      end if;
    end if;
  elsif new.status = 'cancelled' and old.status <> 'cancelled' and new.rescheduled_to is null then
    by_doctor := new.cancelled_by is not null and new.cancelled_by = party.doctor_user;
    perform auth.notify(new.user_id, 'Appointment cancelled',
      format('Your appointment with %s on %s was cancelled%s.', party.doctor_name, party.at_text,
        case when by_doctor then ' by the doctor' else '' end), member_link);
    if party.doctor_user is not null then
      perform auth.notify(party.doctor_user, 'Appointment cancelled',
        format('The appointment with %s on %s was cancelled%s.', party.patient_name, party.at_text,
          case when by_doctor then '' else ' by the patient' end), doctor_link);
    end if;
  elsif new.status = 'booked' and old.status = 'pending' then
    perform auth.notify(new.user_id, 'Appointment confirmed',
      format('Your appointment with %s on %s is confirmed.', party.doctor_name, party.at_text), member_link);
  end if;
  return null;
end
$$;
