-- One naming rule for SQL function arguments: plain names, no p_ prefix (issue 11). PostgreSQL
-- cannot rename an argument in place, so each function that had p_ names is dropped and created
-- again with the same body, its arguments now qualified with the function's name where the body
-- uses them (a plain name could otherwise be taken for a column; in PL/pgSQL bodies
-- `#variable_conflict use_column` makes every unqualified name the column it was before); grants
-- and comments as before.
-- The policies and constraints that call these functions go first and come back unchanged.
-- Generated from the migrated database's own definitions (pg_get_functiondef).

-- ── what depends on the functions ──
drop policy "bookings: member or personnel changes status" on pgathcare.bookings;
drop policy "bookings: member reads own, personnel reads theirs" on pgathcare.bookings;
drop policy "bookings: personnel moves their patient's booking" on pgathcare.bookings;
drop policy "prescriptions: booking personnel writes" on pgathcare.prescriptions;
drop policy "prescriptions: patient and prescriber read" on pgathcare.prescriptions;
drop policy "prescriptions: prescriber amends" on pgathcare.prescriptions;
drop policy "asset_access: owner and grantee read" on pgmedlock.asset_access;
drop policy "files: owner reads, grantee reads shared active files" on pgmedlock.files;
drop policy "files: subscriber creates own" on pgmedlock.files;
drop policy "folders: owner reads, grantee reads shared" on pgmedlock.folders;
drop policy "folders: subscriber creates own" on pgmedlock.folders;
drop policy "group_members: group admin manages" on pgmedlock.group_members;
drop policy "group_members: members read" on pgmedlock.group_members;
drop policy "groups: owner and members read" on pgmedlock.groups;
alter table pgathcare.availability_rules drop constraint availability_rules_timezone_check;
alter table pgmedlock.files drop constraint files_name_valid;
alter table pgmedlock.folders drop constraint folders_name_valid;

-- ── the functions, dropped ──
drop function auth.add_my_roles(p_roles text[]);
drop function auth.audit(p_event text, p_detail jsonb);
drop function auth.is_email_taken(p_email text);
drop function auth.is_username_taken(p_username text);
drop function auth.notify(p_user_id uuid, p_title text, p_body text, p_link text);
drop function auth.permissions_of(p_user_id uuid);
drop function auth.persona_details(p_profile_id uuid);
drop function auth.sync_user_identity(p_user_id uuid, p_username text, p_email text);
drop function pgaccess.get_persona_details_by_profile_id(p_profile_id uuid);
drop function pgathcare.book_slot(p_personnel_id integer, p_starts_at timestamp with time zone, p_notes text);
drop function pgathcare.cancel_booking(p_booking_id integer, p_reason text);
drop function pgathcare.get_available_slots(p_personnel_id integer, p_from date, p_to date);
drop function pgathcare.get_patient_history(p_booking_id integer);
drop function pgathcare.reschedule_booking(p_booking_id integer, p_new_starts_at timestamp with time zone);
drop function pgathcare.save_prescription(p_booking_id integer, p_case_summary text, p_prescription text, p_medicine_intake jsonb, p_follow_up_date date, p_follow_up_time time without time zone);
drop function pgathcare_private.active_booking_times(p_personnel_id integer, p_from timestamp with time zone, p_to timestamp with time zone);
drop function pgathcare_private.booking_party(p_booking pgathcare.bookings, OUT doctor_user uuid, OUT doctor_name text, OUT patient_name text, OUT at_text text);
drop function pgathcare_private.check_medicine_intake(p_items jsonb);
drop function pgathcare_private.is_allowed_timezone(p_tz text);
drop function pgathcare_private.is_personnel_of(p_personnel_id integer);
drop function pgathcare_private.slot_rule(p_personnel_id integer, p_starts_at timestamp with time zone);
drop function pgmedlock.move_folder(p_folder_id uuid, p_new_parent_id uuid);
drop function pgmedlock.rename_folder(p_folder_id uuid, p_name text);
drop function pgmedlock.restore_file(p_file_id uuid);
drop function pgmedlock.revoke_share_link(p_link_id uuid);
drop function pgmedlock.trash_file(p_file_id uuid);
drop function pgmedlock_private.is_group_admin(p_group uuid);
drop function pgmedlock_private.is_group_member(p_group uuid);
drop function pgmedlock_private.is_valid_name(p_name text);
drop function pgmedlock_private.quota_of(p_owner uuid);
drop function pgmedlock_private.share_permission(p_owner uuid, p_file uuid, p_folder uuid, p_path text);
drop function pgmedlock_private.usage_of(p_owner uuid);
drop function pgmedlock_private.use_share(p_file uuid, p_action text);
drop function pgsubs_private.has_active_subscription(p_user uuid, p_key text);

-- ── and created with plain argument names ──

create function auth.add_my_roles(roles text[])
 RETURNS text[]
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
#variable_conflict use_column
declare
  v_uid uuid := auth.uid();
  v_role text;
  v_added text[];
begin
  if v_uid is null then
    raise exception using errcode = '42501', message = 'You must be signed in to add roles.';
  end if;
  if add_my_roles.roles is null or cardinality(add_my_roles.roles) = 0 then
    raise exception using errcode = '22023', message = 'roles_to_add must name at least one role.';
  end if;
  foreach v_role in array add_my_roles.roles loop
    if v_role is null or v_role not in ('personnel', 'vendor') then
      raise exception using errcode = 'PT403',
        message = format('The role "%s" cannot be added to yourself: only personnel or vendor can.', coalesce(v_role, 'null')),
        hint = 'An admin assigns the admin and paramedic roles.';
    end if;
  end loop;
  with inserted as (
    insert into pgaccess.user_app_roles (user_id, role)
    select distinct v_uid, r from unnest(add_my_roles.roles) as r
    on conflict do nothing
    returning role
  )
  select coalesce(array_agg(role order by role), '{}') into v_added from inserted;
  if cardinality(v_added) > 0 then
    perform auth.audit('role_added', jsonb_build_object('roles', to_jsonb(v_added)));
  end if;
  return array(select r.role from pgaccess.user_app_roles r where r.user_id = v_uid order by r.role);
end
$function$;
grant execute on function auth.add_my_roles(text[]) to authenticated;

create function auth.audit(event text, detail jsonb DEFAULT '{}'::jsonb)
 RETURNS void
 LANGUAGE sql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
  insert into auth.audit_log (user_id, ip, event, detail)
  values (auth.uid(), auth.request_ip(), audit.event, coalesce(audit.detail, '{}'))
$function$;
grant execute on function auth.audit(text, jsonb) to authenticated;

create function auth.is_email_taken(email text)
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select exists (select 1 from auth.users u where lower(u.email) = lower(trim(is_email_taken.email)))
$function$;
grant execute on function auth.is_email_taken(text) to anon, authenticated;

create function auth.is_username_taken(username text)
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select exists (select 1 from auth.users u where lower(u.username) = lower(trim(is_username_taken.username)))
$function$;
grant execute on function auth.is_username_taken(text) to anon, authenticated;

create function auth.notify(user_id uuid, title text, body text DEFAULT NULL::text, link text DEFAULT NULL::text)
 RETURNS integer
 LANGUAGE sql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
  insert into pgusers.notifications (user_id, title, body, link)
  values (notify.user_id, notify.title, notify.body, notify.link)
  returning id
$function$;
grant execute on function auth.notify(uuid, text, text, text) to authenticated;

create function auth.permissions_of(user_id uuid)
 RETURNS SETOF text
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  with my_roles as (
    select r.id from pgaccess.roles r
    where r.role_key = 'member'
       or r.role_key in (select ar.role from pgaccess.user_app_roles ar where ar.user_id = permissions_of.user_id)
    union
    select a.role_id from pgaccess.user_assignments a where a.user_id = permissions_of.user_id and a.role_id is not null
  ),
  granted as (
    select g.perm_id from pgaccess.permission_grants g
    where g.role_id in (select id from my_roles)
       or g.department_id in (select a.department_id from pgaccess.user_assignments a where a.user_id = permissions_of.user_id)
       or g.grade_id in (select a.grade_id from pgaccess.user_assignments a where a.user_id = permissions_of.user_id)
    union
    select o.perm_id from pgaccess.user_permission_overrides o
    where o.user_id = permissions_of.user_id and o.effect = 'grant'
  )
  select p.perm_key from pgaccess.permissions p
  where permissions_of.user_id is not null
    and p.id in (select perm_id from granted)
    and not exists (
      select 1 from pgaccess.user_permission_overrides o
      where o.user_id = permissions_of.user_id and o.perm_id = p.id and o.effect = 'deny'
    )
  order by p.perm_key
$function$;

create function auth.persona_details(profile_id uuid)
 RETURNS jsonb
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select jsonb_build_object(
    'first_name', p.first_name,
    'middle_name', p.middle_name,
    'last_name', p.last_name,
    'username', p.username
  )
  from pgusers.profile p
  where p.id = persona_details.profile_id and p.is_active and auth.uid() is not null
$function$;
grant execute on function auth.persona_details(uuid) to authenticated;

create function auth.sync_user_identity(user_id uuid, username text, email text)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
#variable_conflict use_column
begin
  if sync_user_identity.user_id is distinct from auth.uid() and not auth.is_admin() then
    raise exception using errcode = '42501', message = 'permission denied for this profile';
  end if;
  if exists (select 1 from auth.users u where lower(u.email) = lower(sync_user_identity.email) and u.id <> sync_user_identity.user_id) then
    raise exception using errcode = 'PT409', message = 'Email is already taken.';
  end if;
  if exists (select 1 from auth.users u where lower(u.username) = lower(sync_user_identity.username) and u.id <> sync_user_identity.user_id) then
    raise exception using errcode = 'PT409', message = 'Username is already taken.';
  end if;
  update auth.users set username = sync_user_identity.username, email = sync_user_identity.email, updated_at = now()
  where id = sync_user_identity.user_id and (username is distinct from sync_user_identity.username or email is distinct from sync_user_identity.email);
end
$function$;
grant execute on function auth.sync_user_identity(uuid, text, text) to authenticated;

create function pgaccess.get_persona_details_by_profile_id(profile_id uuid)
 RETURNS jsonb
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select auth.persona_details($1)
$function$;
grant execute on function pgaccess.get_persona_details_by_profile_id(uuid) to authenticated;

create function pgathcare.book_slot(personnel_id integer, starts_at timestamp with time zone, notes text DEFAULT NULL::text)
 RETURNS pgathcare.bookings
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
#variable_conflict use_column
declare
  result pgathcare.bookings;
  v_constraint text;
begin
  if auth.uid() is null then
    raise exception using errcode = '42501', message = 'Sign in to book an appointment.';
  end if;
  begin
    insert into pgathcare.bookings (user_id, personnel_id, starts_at, ends_at, notes)
    values (auth.uid(), book_slot.personnel_id, book_slot.starts_at, book_slot.starts_at + interval '1 minute', nullif(btrim(book_slot.notes), ''))
    returning * into result;
  exception when unique_violation then
    get stacked diagnostics v_constraint = constraint_name;
    if v_constraint = 'bookings_member_active_slot_key' then
      raise exception using errcode = 'PT409', message = 'You already have an appointment at this time.';
    end if;
    raise exception using errcode = 'PT409', message = 'This slot has just been booked. Please choose another.';
  end;
  return result;
end
$function$;
grant execute on function pgathcare.book_slot(integer, timestamp with time zone, text) to authenticated;

create function pgathcare.cancel_booking(booking_id integer, reason text DEFAULT NULL::text)
 RETURNS pgathcare.bookings
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
#variable_conflict use_column
declare
  result pgathcare.bookings;
begin
  select * into result from pgathcare.bookings b where b.id = cancel_booking.booking_id for update;
  if result.id is null then
    raise exception using errcode = 'PT404', message = 'Appointment not found.';
  end if;
  if result.status in ('cancelled', 'completed') then
    raise exception using errcode = 'PT409',
      message = format('This appointment is already %s and cannot be changed.', result.status);
  end if;
  update pgathcare.bookings
     set status = 'cancelled', cancel_reason = nullif(btrim(cancel_booking.reason), '')
   where id = cancel_booking.booking_id
  returning * into result;
  if result.id is null then
    raise exception using errcode = 'PT404', message = 'Appointment not found.';
  end if;
  return result;
end
$function$;
grant execute on function pgathcare.cancel_booking(integer, text) to authenticated;

create function pgathcare.get_available_slots(personnel_id integer, from_date date, to_date date)
 RETURNS TABLE(starts_at timestamp with time zone, ends_at timestamp with time zone, center_id integer, timezone text)
 LANGUAGE plpgsql
 STABLE
 SET search_path TO ''
AS $function$
#variable_conflict use_column
begin
  if get_available_slots.from_date is null or get_available_slots.to_date is null or get_available_slots.to_date < get_available_slots.from_date then
    raise exception using errcode = '22023', message = 'to_date must be on or after from_date.';
  end if;
  if get_available_slots.to_date - get_available_slots.from_date > 62 then
    raise exception using errcode = '22023', message = 'Ask for at most 63 days of slots at once.';
  end if;
  return query
  with slots as (
    select ((d.day + t.t) at time zone r.timezone) as s,
           make_interval(mins => r.slot_duration) as len, r.center_id, r.timezone
      from pgathcare.availability_rules r
      cross join lateral (
        select g::date as day from generate_series(get_available_slots.from_date::timestamp, get_available_slots.to_date::timestamp, interval '1 day') g
      ) d
      cross join lateral (
        select g::time as t
          from generate_series(d.day + r.from_time,
                               d.day + r.to_time - make_interval(mins => r.slot_duration),
                               make_interval(mins => r.slot_duration)) g
      ) t
     where r.personnel_id = get_available_slots.personnel_id
       and extract(isodow from d.day) = r.weekday
       and not exists (select 1 from pgathcare.blocked_days bd
                        where bd.personnel_id = r.personnel_id and bd.day = d.day)
  )
  select s.s, s.s + s.len, s.center_id, s.timezone
    from slots s
   where s.s > now()
     and exists (select 1 from pgpersonnel.profile p
                  where p.id = get_available_slots.personnel_id and p.is_published and p.deleted_at is null)
     and not exists (
       select 1 from pgathcare_private.active_booking_times(get_available_slots.personnel_id, get_available_slots.from_date - 1, get_available_slots.to_date + 2) b
        where b.starts_at < s.s + s.len and b.ends_at > s.s
     )
   order by s.s;
end
$function$;
grant execute on function pgathcare.get_available_slots(integer, date, date) to anon, authenticated;

create function pgathcare.get_patient_history(of_booking_id integer)
 RETURNS TABLE(booking_id integer, starts_at timestamp with time zone, ends_at timestamp with time zone, timezone text, status text, notes text, prescription_id integer, case_summary text, prescription text, medicine_intake jsonb, follow_up_date date, follow_up_time time without time zone)
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select b.id, b.starts_at, b.ends_at, b.timezone, b.status, b.notes, rx.id, rx.case_summary,
         rx.prescription, rx.medicine_intake, rx.follow_up_date, rx.follow_up_time
    from pgathcare.bookings cur
    join pgathcare.bookings b
      on b.user_id = cur.user_id and b.personnel_id = cur.personnel_id
     and b.id <> cur.id and b.starts_at < cur.starts_at
    left join pgathcare.prescriptions rx on rx.booking_id = b.id
   where cur.id = get_patient_history.of_booking_id
   order by b.starts_at desc
$function$;
grant execute on function pgathcare.get_patient_history(integer) to authenticated;

create function pgathcare.reschedule_booking(booking_id integer, new_starts_at timestamp with time zone)
 RETURNS pgathcare.bookings
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
#variable_conflict use_column
declare
  old_booking pgathcare.bookings;
  result pgathcare.bookings;
  v_constraint text;
  by_personnel boolean;
begin
  select * into old_booking from pgathcare.bookings b
   where b.id = reschedule_booking.booking_id
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
  if reschedule_booking.new_starts_at = old_booking.starts_at then
    raise exception using errcode = '22023', message = 'Choose a different time to reschedule.';
  end if;
  -- Lets the personnel's insert of the patient's new booking through its policy, for this one
  -- booking and this transaction (set_config is not callable through the data API).
  perform set_config('pgathcare.rescheduling', old_booking.id::text, true);
  begin
    insert into pgathcare.bookings (user_id, personnel_id, starts_at, ends_at, notes, rescheduled_from)
    values (old_booking.user_id, old_booking.personnel_id, reschedule_booking.new_starts_at,
            reschedule_booking.new_starts_at + interval '1 minute', old_booking.notes, old_booking.id)
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
$function$;
grant execute on function pgathcare.reschedule_booking(integer, timestamp with time zone) to authenticated;

create function pgathcare.save_prescription(booking_id integer, case_summary text DEFAULT NULL::text, prescription text DEFAULT NULL::text, medicine_intake jsonb DEFAULT '[]'::jsonb, follow_up_date date DEFAULT NULL::date, follow_up_time time without time zone DEFAULT NULL::time without time zone)
 RETURNS pgathcare.prescriptions
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
#variable_conflict use_column
declare
  b pgathcare.bookings;
  result pgathcare.prescriptions;
begin
  select * into b from pgathcare.bookings x where x.id = save_prescription.booking_id;
  if b.id is null or not pgathcare_private.is_personnel_of(b.personnel_id) then
    raise exception using errcode = 'PT404', message = 'Appointment not found.';
  end if;
  update pgathcare.prescriptions
     set case_summary = nullif(btrim(save_prescription.case_summary), ''), prescription = save_prescription.prescription,
         medicine_intake = coalesce(save_prescription.medicine_intake, '[]'), follow_up_date = save_prescription.follow_up_date,
         follow_up_time = save_prescription.follow_up_time
   where booking_id = save_prescription.booking_id
  returning * into result;
  if result.id is null then
    insert into pgathcare.prescriptions (booking_id, personnel_id, user_id, prescriber_name,
      prescriber_registration_number, case_summary, prescription, medicine_intake,
      follow_up_date, follow_up_time)
    values (save_prescription.booking_id, b.personnel_id, b.user_id, '', '', nullif(btrim(save_prescription.case_summary), ''),
      save_prescription.prescription, coalesce(save_prescription.medicine_intake, '[]'), save_prescription.follow_up_date, save_prescription.follow_up_time)
    returning * into result;
  end if;
  return result;
end
$function$;
grant execute on function pgathcare.save_prescription(integer, text, text, jsonb, date, time without time zone) to authenticated;

create function pgathcare_private.active_booking_times(personnel_id integer, from_at timestamp with time zone, to_at timestamp with time zone)
 RETURNS TABLE(starts_at timestamp with time zone, ends_at timestamp with time zone)
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select b.starts_at, b.ends_at from pgathcare.bookings b
   where b.personnel_id = active_booking_times.personnel_id and b.status in ('pending', 'booked')
     and b.starts_at < active_booking_times.to_at and b.ends_at > active_booking_times.from_at
$function$;
grant execute on function pgathcare_private.active_booking_times(integer, timestamp with time zone, timestamp with time zone) to anon, authenticated;

create function pgathcare_private.booking_party(booking pgathcare.bookings, OUT doctor_user uuid, OUT doctor_name text, OUT patient_name text, OUT at_text text)
 RETURNS record
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select p.user_id, p.name,
         coalesce(u.first_name || ' ' || u.last_name, 'A patient'),
         to_char(booking_party.booking.starts_at at time zone booking_party.booking.timezone, 'DD Mon YYYY, HH12:MI AM')
           || ' (' || booking_party.booking.timezone || ')'
    from pgpersonnel.profile p
    left join pgusers.profile u on u.id = booking_party.booking.user_id
   where p.id = booking_party.booking.personnel_id
$function$;

create function pgathcare_private.check_medicine_intake(items jsonb)
 RETURNS void
 LANGUAGE plpgsql
 IMMUTABLE
 SET search_path TO ''
AS $function$
#variable_conflict use_column
declare
  item jsonb;
  i integer := 0;
  v jsonb;
  f jsonb;
begin
  if check_medicine_intake.items is null or jsonb_typeof(check_medicine_intake.items) <> 'array' then
    raise exception using errcode = '23514', message = 'medicine_intake must be a list';
  end if;
  for item in select e from jsonb_array_elements(check_medicine_intake.items) e loop
    if jsonb_typeof(item) <> 'object' then
      raise exception using errcode = '23514', message = 'Each medicine must be an object',
        detail = format('medicine_intake[%s]', i);
    end if;
    v := item -> 'medicine_id';
    if v is null or jsonb_typeof(v) <> 'number' or (v #>> '{}')::numeric <> trunc((v #>> '{}')::numeric) then
      raise exception using errcode = '23514', message = 'Must be an integer',
        detail = format('medicine_intake[%s].medicine_id', i);
    end if;
    if (v #>> '{}')::numeric <= 0 then
      raise exception using errcode = '23514', message = 'ID must be a positive number',
        detail = format('medicine_intake[%s].medicine_id', i);
    end if;
    if coalesce(item ->> 'medicines', '') not in ('Paracetamol', 'Ibuprofen', 'Amoxicillin',
        'Azithromycin', 'Cetirizine', 'Metformin', 'Losartan', 'Atorvastatin')
       or jsonb_typeof(item -> 'medicines') <> 'string' then
      raise exception using errcode = '23514',
        message = 'medicines must be one of Paracetamol, Ibuprofen, Amoxicillin, Azithromycin, Cetirizine, Metformin, Losartan, Atorvastatin',
        detail = format('medicine_intake[%s].medicines', i);
    end if;
    f := item -> 'medicines_frequency';
    if f is null or jsonb_typeof(f) <> 'array' or jsonb_array_length(f) = 0 or exists (
      select 1 from jsonb_array_elements(f) x
       where jsonb_typeof(x) <> 'string' or length(btrim(x #>> '{}')) not between 1 and 50
    ) then
      raise exception using errcode = '23514', message = 'medicines_frequency must be a list of text',
        detail = format('medicine_intake[%s].medicines_frequency', i);
    end if;
    v := item -> 'medicine_duration';
    if v is null or jsonb_typeof(v) <> 'string' or length(btrim(v #>> '{}')) not between 1 and 100 then
      raise exception using errcode = '23514', message = 'medicine_duration is required',
        detail = format('medicine_intake[%s].medicine_duration', i);
    end if;
    v := item -> 'medicines_dosage';
    if v is null or jsonb_typeof(v) <> 'number' then
      raise exception using errcode = '23514', message = 'id must be number',
        detail = format('medicine_intake[%s].medicines_dosage', i);
    end if;
    if (v #>> '{}')::numeric <> trunc((v #>> '{}')::numeric) then
      raise exception using errcode = '23514', message = 'id must be integer',
        detail = format('medicine_intake[%s].medicines_dosage', i);
    end if;
    if (v #>> '{}')::numeric <= 0 then
      raise exception using errcode = '23514', message = 'id must be positive',
        detail = format('medicine_intake[%s].medicines_dosage', i);
    end if;
    i := i + 1;
  end loop;
  if i > 50 then
    raise exception using errcode = '23514', message = 'At most 50 medicines per prescription';
  end if;
end
$function$;
grant execute on function pgathcare_private.check_medicine_intake(jsonb) to anon, authenticated;

create function pgathcare_private.is_allowed_timezone(tz text)
 RETURNS boolean
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select is_allowed_timezone.tz in ('Asia/Kolkata', 'America/New_York', 'America/Chicago', 'America/Denver',
    'America/Los_Angeles', 'Europe/London', 'Europe/Paris', 'Europe/Berlin', 'Asia/Dubai',
    'Asia/Singapore', 'Asia/Tokyo', 'Australia/Sydney', 'Australia/Perth', 'UTC')
$function$;
grant execute on function pgathcare_private.is_allowed_timezone(text) to anon, authenticated;

create function pgathcare_private.is_personnel_of(personnel_id integer)
 RETURNS boolean
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select (select auth.uid()) is not null and exists (
    select 1 from pgpersonnel.profile p
     where p.id = is_personnel_of.personnel_id and p.user_id = (select auth.uid())
  )
$function$;
grant execute on function pgathcare_private.is_personnel_of(integer) to anon, authenticated;

create function pgathcare_private.slot_rule(personnel_id integer, starts_at timestamp with time zone)
 RETURNS pgathcare.availability_rules
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select r.* from pgathcare.availability_rules r
   where r.personnel_id = slot_rule.personnel_id
     and extract(isodow from (slot_rule.starts_at at time zone r.timezone)) = r.weekday
     and (slot_rule.starts_at at time zone r.timezone)::time >= r.from_time
     and (slot_rule.starts_at at time zone r.timezone)::time <= r.to_time - make_interval(mins => r.slot_duration)
     and extract(epoch from ((slot_rule.starts_at at time zone r.timezone)::time - r.from_time))::bigint
         % (r.slot_duration * 60) = 0
     and not exists (
       select 1 from pgathcare.blocked_days d
        where d.personnel_id = r.personnel_id and d.day = (slot_rule.starts_at at time zone r.timezone)::date
     )
   limit 1
$function$;
grant execute on function pgathcare_private.slot_rule(integer, timestamp with time zone) to anon, authenticated;

create function pgmedlock.move_folder(folder_id uuid, new_parent_id uuid)
 RETURNS pgmedlock.folders
 LANGUAGE sql
 SET search_path TO ''
AS $function$
  update pgmedlock.folders set parent_id = move_folder.new_parent_id where id = move_folder.folder_id returning *
$function$;
grant execute on function pgmedlock.move_folder(uuid, uuid) to authenticated;

create function pgmedlock.rename_folder(folder_id uuid, name text)
 RETURNS pgmedlock.folders
 LANGUAGE sql
 SET search_path TO ''
AS $function$
  update pgmedlock.folders set name = rename_folder.name where id = rename_folder.folder_id returning *
$function$;
grant execute on function pgmedlock.rename_folder(uuid, text) to authenticated;

create function pgmedlock.restore_file(file_id uuid)
 RETURNS pgmedlock.files
 LANGUAGE sql
 SET search_path TO ''
AS $function$
  update pgmedlock.files f
     set status = 'active',
         folder_id = (select d.id from pgmedlock.folders d where d.id = f.folder_id)
   where f.id = restore_file.file_id and f.status = 'trashed'
  returning *
$function$;
grant execute on function pgmedlock.restore_file(uuid) to authenticated;

create function pgmedlock.revoke_share_link(link_id uuid)
 RETURNS pgmedlock.share_links
 LANGUAGE sql
 SET search_path TO ''
AS $function$
  update pgmedlock.share_links set revoked_at = coalesce(revoked_at, now())
   where id = revoke_share_link.link_id
  returning *
$function$;
grant execute on function pgmedlock.revoke_share_link(uuid) to authenticated;

create function pgmedlock.trash_file(file_id uuid)
 RETURNS pgmedlock.files
 LANGUAGE sql
 SET search_path TO ''
AS $function$
  update pgmedlock.files set status = 'trashed' where id = trash_file.file_id returning *
$function$;
grant execute on function pgmedlock.trash_file(uuid) to authenticated;

create function pgmedlock_private.is_group_admin(group_id uuid)
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select exists (select 1 from pgmedlock.groups g where g.id = is_group_admin.group_id and g.owner_id = auth.uid())
      or exists (select 1 from pgmedlock.group_members m
                  where m.group_id = is_group_admin.group_id and m.user_id = auth.uid() and m.role = 'admin')
$function$;
grant execute on function pgmedlock_private.is_group_admin(uuid) to authenticated;

create function pgmedlock_private.is_group_member(group_id uuid)
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select exists (select 1 from pgmedlock.group_members m
                  where m.group_id = is_group_member.group_id and m.user_id = auth.uid())
$function$;
grant execute on function pgmedlock_private.is_group_member(uuid) to authenticated;

create function pgmedlock_private.is_valid_name(name text)
 RETURNS boolean
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select is_valid_name.name is not null
     and length(is_valid_name.name) between 1 and 255
     and is_valid_name.name not in ('.', '..')
     and is_valid_name.name !~ '[/\\\u0001-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\ufeff]'
$function$;
grant execute on function pgmedlock_private.is_valid_name(text) to authenticated;

create function pgmedlock_private.quota_of(owner uuid)
 RETURNS bigint
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select coalesce(max(s.storage_quota_bytes), 0)
    from pgsubs.user_subscription us
    join pgsubs.subscriptions s on s.id = us.subscription_id
   where us.user_id = quota_of.owner and us.is_active and us.deleted_at is null
     and us.valid_from <= now() and (us.valid_until is null or us.valid_until > now())
$function$;
grant execute on function pgmedlock_private.quota_of(uuid) to authenticated;

create function pgmedlock_private.share_permission(owner uuid, file uuid, folder uuid, path text)
 RETURNS text
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select case
           when bool_or(a.permissions = 'download' and a.allow_downloads) then 'download'
           when count(*) > 0 then 'view'
         end
    from pgmedlock.asset_access a
    left join pgmedlock.folders f on f.id = a.folder_id
   where auth.uid() is not null
     and a.owner_id = share_permission.owner
     and a.revoked_at is null
     and (a.expires_at is null or a.expires_at > now())
     and (a.grantee_user_id = auth.uid()
          or (a.grantee_group_id is not null and exists (
                select 1 from pgmedlock.group_members m
                 where m.group_id = a.grantee_group_id and m.user_id = auth.uid())))
     and ((share_permission.file is not null and a.file_id = share_permission.file)
          or (share_permission.folder is not null and a.folder_id = share_permission.folder)
          or (f.id is not null and f.owner_id = share_permission.owner
              and left(share_permission.path, length(f.path) + 1) = f.path || '/'))
$function$;
grant execute on function pgmedlock_private.share_permission(uuid, uuid, uuid, text) to authenticated;

create function pgmedlock_private.usage_of(owner uuid)
 RETURNS bigint
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select coalesce((select sum(size) from pgmedlock.files where owner_id = usage_of.owner), 0)
       + coalesce((select sum(size) from pgmedlock.file_versions where owner_id = usage_of.owner), 0)
$function$;
grant execute on function pgmedlock_private.usage_of(uuid) to authenticated;

create function pgmedlock_private.use_share(file uuid, action text)
 RETURNS boolean
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
#variable_conflict use_column
declare
  v_file pgmedlock.files;
  v_grant uuid;
begin
  select * into v_file from pgmedlock.files where id = use_share.file and status = 'active';
  if not found or auth.uid() is null then
    return false;
  end if;
  select a.id into v_grant
    from pgmedlock.asset_access a
    left join pgmedlock.folders f on f.id = a.folder_id
   where a.owner_id = v_file.owner_id
     and a.revoked_at is null
     and (a.expires_at is null or a.expires_at > now())
     and (a.grantee_user_id = auth.uid()
          or (a.grantee_group_id is not null and exists (
                select 1 from pgmedlock.group_members m
                 where m.group_id = a.grantee_group_id and m.user_id = auth.uid())))
     and (a.file_id = use_share.file
          or (f.id is not null and left(v_file.path, length(f.path) + 1) = f.path || '/'))
     and (use_share.action = 'view' or (a.permissions = 'download' and a.allow_downloads))
   order by (a.file_id is not null) desc, a.created_at
   limit 1
   for update of a;
  if v_grant is null then
    return false;
  end if;
  update pgmedlock.asset_access
     set view_count = view_count + case when use_share.action = 'view' then 1 else 0 end,
         download_count = download_count + case when use_share.action = 'download' then 1 else 0 end
   where id = v_grant;
  return true;
end
$function$;
grant execute on function pgmedlock_private.use_share(uuid, text) to authenticated;

create function pgsubs_private.has_active_subscription(user_id uuid, key text)
 RETURNS boolean
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select exists (
    select 1
      from pgsubs.user_subscription us
      join pgsubs.subscriptions s on s.id = us.subscription_id
     where us.user_id = has_active_subscription.user_id and s.key = has_active_subscription.key
       and us.is_active and us.deleted_at is null
       and us.valid_from <= now() and (us.valid_until is null or us.valid_until > now())
  )
$function$;
grant execute on function pgsubs_private.has_active_subscription(uuid, text) to authenticated;

-- ── what depends on the functions, back ──
alter table pgathcare.availability_rules add constraint availability_rules_timezone_check CHECK (pgathcare_private.is_allowed_timezone(timezone));
alter table pgmedlock.files add constraint files_name_valid CHECK (pgmedlock_private.is_valid_name(name));
alter table pgmedlock.folders add constraint folders_name_valid CHECK (pgmedlock_private.is_valid_name(name));
create policy "bookings: member or personnel changes status" on pgathcare.bookings for update to authenticated
  using (((user_id = ( SELECT auth.uid() AS uid)) OR pgathcare_private.is_personnel_of(personnel_id)))
  with check (((user_id = ( SELECT auth.uid() AS uid)) OR pgathcare_private.is_personnel_of(personnel_id)));
create policy "bookings: member reads own, personnel reads theirs" on pgathcare.bookings for select to authenticated
  using (((user_id = ( SELECT auth.uid() AS uid)) OR pgathcare_private.is_personnel_of(personnel_id)));
create policy "bookings: personnel moves their patient's booking" on pgathcare.bookings for insert to authenticated
  with check (((rescheduled_from IS NOT NULL) AND ((rescheduled_from)::text = current_setting('pgathcare.rescheduling'::text, true)) AND pgathcare_private.is_personnel_of(personnel_id)));
create policy "prescriptions: booking personnel writes" on pgathcare.prescriptions for insert to authenticated
  with check ((EXISTS ( SELECT 1
   FROM pgathcare.bookings b
  WHERE ((b.id = prescriptions.booking_id) AND pgathcare_private.is_personnel_of(b.personnel_id)))));
create policy "prescriptions: patient and prescriber read" on pgathcare.prescriptions for select to authenticated
  using (((user_id = ( SELECT auth.uid() AS uid)) OR pgathcare_private.is_personnel_of(personnel_id)));
create policy "prescriptions: prescriber amends" on pgathcare.prescriptions for update to authenticated
  using (pgathcare_private.is_personnel_of(personnel_id))
  with check (pgathcare_private.is_personnel_of(personnel_id));
create policy "asset_access: owner and grantee read" on pgmedlock.asset_access for select to authenticated
  using (((owner_id = auth.uid()) OR (grantee_user_id = auth.uid()) OR ((grantee_group_id IS NOT NULL) AND pgmedlock_private.is_group_member(grantee_group_id))));
create policy "files: owner reads, grantee reads shared active files" on pgmedlock.files for select to authenticated
  using (((owner_id = auth.uid()) OR ((status = 'active'::text) AND (pgmedlock_private.share_permission(owner_id, id, NULL::uuid, path) IS NOT NULL))));
create policy "files: subscriber creates own" on pgmedlock.files for insert to authenticated
  with check (((owner_id = auth.uid()) AND pgsubs_private.has_active_subscription(auth.uid(), 'medilocker'::text)));
create policy "folders: owner reads, grantee reads shared" on pgmedlock.folders for select to authenticated
  using (((owner_id = auth.uid()) OR (pgmedlock_private.share_permission(owner_id, NULL::uuid, id, path) IS NOT NULL)));
create policy "folders: subscriber creates own" on pgmedlock.folders for insert to authenticated
  with check (((owner_id = auth.uid()) AND pgsubs_private.has_active_subscription(auth.uid(), 'medilocker'::text)));
create policy "group_members: group admin manages" on pgmedlock.group_members for all to authenticated
  using (pgmedlock_private.is_group_admin(group_id))
  with check (pgmedlock_private.is_group_admin(group_id));
create policy "group_members: members read" on pgmedlock.group_members for select to authenticated
  using (((user_id = auth.uid()) OR pgmedlock_private.is_group_member(group_id) OR pgmedlock_private.is_group_admin(group_id)));
create policy "groups: owner and members read" on pgmedlock.groups for select to authenticated
  using (((owner_id = auth.uid()) OR pgmedlock_private.is_group_member(id)));
