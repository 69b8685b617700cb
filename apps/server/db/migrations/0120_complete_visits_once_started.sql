-- Issue 20: saving a prescription for a visit days away marked it Completed. A visit completes
-- only once it has started: a prescription written before that leaves the booking booked (the
-- doctor may prepare it), and saving or amending it once the visit has started completes it.
-- The doctor's own booked → completed move is refused before the start, with a clear message.
-- Both functions are restated whole (the current SQL of each is here).

create or replace function pgathcare_private.booking_before_update() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  is_request boolean := pgathcare_private.is_request_role();
  is_personnel boolean := pgathcare_private.is_personnel_of(old.personnel_id);
begin
  if new.status is distinct from old.status then
    if old.status in ('cancelled', 'completed') then
      raise exception using errcode = 'PT409',
        message = format('This appointment is already %s and cannot be changed.', old.status);
    end if;
    if old.status = 'pending' and new.status = 'booked' then
      if is_request and not is_personnel then
        raise exception using errcode = '42501', message = 'Only the doctor can confirm an appointment.';
      end if;
    elsif old.status = 'booked' and new.status = 'completed' then
      if is_request and not is_personnel then
        raise exception using errcode = '42501', message = 'Only the doctor can complete an appointment.';
      end if;
      -- A visit completes only once it has started (issue 20).
      if now() < old.starts_at then
        raise exception using errcode = 'PT409',
          message = 'An appointment can be completed only once it has started.';
      end if;
      new.completed_at := now();
    elsif new.status = 'cancelled' then
      if is_request and not is_personnel and now() > old.starts_at - pgathcare_private.member_cutoff() then
        raise exception using errcode = 'PT409',
          message = 'Appointments can be cancelled or rescheduled only until 2 hours before the start. Please contact the clinic.';
      end if;
      new.cancelled_at := now();
      new.cancelled_by := case when is_request then auth.uid() else new.cancelled_by end;
    else
      raise exception using errcode = 'PT409',
        message = format('An appointment cannot go from %s to %s.', old.status, new.status);
    end if;
  else
    new.cancel_reason := old.cancel_reason;
  end if;
  if new.rescheduled_to is distinct from old.rescheduled_to then
    if new.status <> 'cancelled' or old.status = 'cancelled' or old.rescheduled_to is not null
       or not exists (
         select 1 from pgathcare.bookings b
          where b.id = new.rescheduled_to and b.rescheduled_from = old.id
       ) then
      raise exception using errcode = '22023', message = 'rescheduled_to is set by reschedule_booking only.';
    end if;
  end if;
  new.updated_at := now();
  return new;
end
$$;

-- A prescription completes its booking once the visit has started, in the same transaction (as
-- the caller: the transition rules apply). Before the start the booking stays booked; an
-- amendment saved after the start completes it.
create or replace function pgathcare_private.prescription_completes_booking() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  update pgathcare.bookings set status = 'completed'
   where id = new.booking_id and status = 'booked' and starts_at <= now();
  return null;
end
$$;

drop trigger prescriptions_complete_booking on pgathcare.prescriptions;
create trigger prescriptions_complete_booking after insert or update on pgathcare.prescriptions
  for each row execute function pgathcare_private.prescription_completes_booking();
