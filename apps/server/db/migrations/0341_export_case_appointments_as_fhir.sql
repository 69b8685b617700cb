-- The FHIR export (0271), now with the appointments that joined a case (issue #14, 0272): each
-- appointment is an Encounter (planned, finished or cancelled, with its doctor), and its
-- prescription's medicines are MedicationRequests (one a medicine of its intake, or one for the
-- prescription itself when it names none), requested by its doctor, in that Encounter. Only who
-- may see the case sees them: the bookings and prescriptions keep their own policies (patient and
-- doctor), so they are read through pgathcare_private.fhir_case_appointments, which answers for
-- the cases the caller has a role on only (case_role). They count towards the bundle's bound of
-- 1000 records (an appointment one, each of its medicines one).
--
-- Also (0340): a member's export holds the cases they kept when they left a plan; a holder's
-- export of a minor or managed member who left holds the cases the holder kept (by CRN).

-- SECURITY DEFINER (see above): the appointments of these cases, for the cases the caller may see;
-- at most 50 cases a call (an export page) and 1000 rows (the bundle's bound).
create function pgathcare_private.fhir_case_appointments(p_cases uuid[])
returns table (case_id uuid, booking_id integer, starts_at timestamptz, ends_at timestamptz,
  status text, doctor text, prescription text, medicine_intake jsonb, prescribed_at timestamptz)
language sql stable
security definer
set search_path = ''
as $$
  select ca.case_id, b.id, b.starts_at, b.ends_at, b.status, p.name, rx.prescription,
         coalesce(rx.medicine_intake, '[]'), rx.created_at
    from pgathcare.case_appointments ca
    join pgathcare.bookings b on b.id = ca.booking_id
    left join pgpersonnel.profile p on p.id = b.personnel_id
    left join pgathcare.prescriptions rx on rx.booking_id = b.id
   where cardinality(p_cases) <= 50 and ca.case_id = any (p_cases)
     and pgathcare_private.case_role(ca.case_id) is not null
   order by b.starts_at, b.id
   limit 1000
$$;
revoke execute on function pgathcare_private.fhir_case_appointments(uuid[]) from public;
grant execute on function pgathcare_private.fhir_case_appointments(uuid[]) to authenticated;

-- How many records those appointments make (an Encounter each, a MedicationRequest a medicine or
-- prescription): counted before an export page is built.
create function pgathcare_private.fhir_appointment_records(p_cases uuid[]) returns integer
language sql stable
security definer
set search_path = ''
as $$
  select coalesce(sum(1 + case when rx.id is null then 0
                               else greatest(jsonb_array_length(rx.medicine_intake), 1) end), 0)::integer
    from pgathcare.case_appointments ca
    left join pgathcare.prescriptions rx on rx.booking_id = ca.booking_id
   where cardinality(p_cases) <= 50 and ca.case_id = any (p_cases)
     and pgathcare_private.case_role(ca.case_id) is not null
$$;
revoke execute on function pgathcare_private.fhir_appointment_records(uuid[]) from public;
grant execute on function pgathcare_private.fhir_appointment_records(uuid[]) to authenticated;

create or replace function pgathcare.export_fhir_history(crn text default null, page integer default 1,
  page_size integer default 50)
returns jsonb
language plpgsql stable
set search_path = ''
as $$
#variable_conflict use_variable
declare
  v_uid uuid := auth.uid();
  v_member pgsubs.subscription_members;
  v_patient jsonb;
  v_pid text;
  v_crns text[];
  v_entries jsonb := '[]';
  v_cases uuid[];
  v_more boolean;
  v_records integer;
  v_allergies boolean := crn is null and page = 1;
  -- Whose detached cases (0340) this export also holds: the caller's own ('subscriber'), or a
  -- minor's or managed member's the caller kept ('holder').
  v_kept_as text;
  -- The most records (resources and case notes) one bundle holds: an export is bounded by this,
  -- not by the statement timeout.
  c_max_records constant integer := 1000;
begin
  if v_uid is null then
    raise exception using errcode = '42501', message = 'Sign in to export your history.';
  end if;
  if page is null or page not between 1 and 10000 or page_size is null or page_size not between 1 and 50 then
    raise exception using errcode = '22023', message = 'page is 1 or more; page_size is 1 to 50 cases.';
  end if;
  if crn is null then
    select jsonb_strip_nulls(jsonb_build_object(
        'resourceType', 'Patient',
        'id', p.id::text,
        'name', jsonb_build_array(jsonb_strip_nulls(jsonb_build_object(
          'family', p.last_name,
          'given', to_jsonb(array_remove(array[p.first_name, p.middle_name], null))))),
        'gender', case p.gender when 'Male' then 'male' when 'Female' then 'female' else 'unknown' end,
        'birthDate', p.date_of_birth::text))
      into v_patient
      from pgusers.profile p where p.id = v_uid;
    v_pid := v_uid::text;
    v_crns := array(select m.crn from pgsubs.subscription_members m where m.user_id = v_uid);
    v_kept_as := 'subscriber';
  else
    select * into v_member from pgsubs.subscription_members m
     where m.crn = export_fhir_history.crn and pgsubs_private.acts_for_member(m.id);
    if v_member.id is null then
      -- A minor or managed member who left the plan: the holder kept their cases (0340); the
      -- patient is known by the CRN only.
      if not exists (select 1 from pgathcare."case" c
                      where c.subscriber_crn = export_fhir_history.crn and c.kept_by = v_uid
                        and c.kept_as = 'holder') then
        raise exception using errcode = 'PT404', message = 'No such member.';
      end if;
      v_member.crn := export_fhir_history.crn;
      v_kept_as := 'holder';
      v_pid := export_fhir_history.crn;
    else
      v_pid := v_member.id::text;
    end if;
    v_patient := jsonb_strip_nulls(jsonb_build_object(
      'resourceType', 'Patient',
      'id', v_pid,
      'identifier', jsonb_build_array(jsonb_build_object('system', 'urn:athcare:crn', 'value', v_member.crn)),
      'name', case when v_member.id is not null then jsonb_build_array(jsonb_strip_nulls(jsonb_build_object(
        'family', v_member.last_name,
        'given', to_jsonb(array_remove(array[v_member.first_name, v_member.middle_name], null))))) end,
      'birthDate', v_member.date_of_birth::text));
    v_crns := array[v_member.crn];
  end if;

  -- This page's cases (oldest first); one more than a page says whether a next page exists.
  v_cases := array(select c.id from pgathcare."case" c
                    where (c.subscriber_crn = any (v_crns) and c.left_plan_at is null)
                       or (c.kept_by = v_uid and c.kept_as = v_kept_as
                           and (v_kept_as = 'subscriber' or c.subscriber_crn = any (v_crns)))
                    order by c.created_at, c.id offset (page - 1) * page_size limit page_size + 1);
  v_more := cardinality(v_cases) > page_size;
  v_cases := v_cases[1:page_size];
  if page > 1 and cardinality(v_cases) = 0 then
    raise exception using errcode = 'PT404', message = 'No such page of the history.';
  end if;
  -- Count before building: a page over the bound is refused with what to do, not half-built.
  v_records := 1 + cardinality(v_cases)
    + (select count(*) from pgathcare.case_summaries s where s.case_id = any (v_cases))
    + (select count(*) from pgathcare.consultation_details cd
         join pgathcare.service_booking_details b on b.id = cd.service_booking_detail_id
         join pgathcare.service_details sd on sd.id = b.service_detail_id
        where sd.case_id = any (v_cases))
    + (select count(*) from pgathcare.medicine_items mi
         join pgathcare.consultation_details cd on cd.id = mi.consultation_detail_id
         join pgathcare.service_booking_details b on b.id = cd.service_booking_detail_id
         join pgathcare.service_details sd on sd.id = b.service_detail_id
        where sd.case_id = any (v_cases))
    + pgathcare_private.fhir_appointment_records(v_cases)
    + case when v_allergies then (select count(*) from pgathcare.allergies a where a.user_id = v_uid) else 0 end;
  if v_records > c_max_records then
    raise exception using errcode = 'PT422',
      message = format('This part of the history holds %s records, more than the %s one export holds.',
        v_records, c_max_records),
      hint = 'Export fewer cases at a time (a smaller page_size).';
  end if;

  v_entries := v_entries || jsonb_build_array(jsonb_build_object('resource', v_patient));

  -- Conditions: the cases (open: active; closed: resolved), their summaries as notes.
  v_entries := v_entries || coalesce((
    select jsonb_agg(jsonb_build_object('resource', jsonb_strip_nulls(jsonb_build_object(
      'resourceType', 'Condition',
      'id', c.id::text,
      'clinicalStatus', jsonb_build_object('coding', jsonb_build_array(jsonb_build_object(
        'system', 'http://terminology.hl7.org/CodeSystem/condition-clinical',
        'code', case c.status when 'open' then 'active' else 'resolved' end))),
      'code', jsonb_build_object('text', c.treatment_for),
      'subject', jsonb_build_object('reference', 'Patient/' || v_pid),
      'recordedDate', to_char(c.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
      'note', (select jsonb_agg(jsonb_build_object(
                 'text', s.title || case when s.brief <> '' then E'\n' || s.brief else '' end,
                 'time', to_char(s.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'))
                 order by s.created_at)
                 from pgathcare.case_summaries s where s.case_id = c.id))))
      order by c.created_at)
      from pgathcare."case" c where c.id = any (v_cases)), '[]');

  -- Encounters: the consultations (finished when their booking was completed).
  v_entries := v_entries || coalesce((
    select jsonb_agg(jsonb_build_object('resource', jsonb_build_object(
      'resourceType', 'Encounter',
      'id', 'consultation-' || cd.id,
      'status', case when b.is_completed then 'finished' when b.is_cancelled then 'cancelled' else 'planned' end,
      'class', jsonb_build_object(
        'system', 'http://terminology.hl7.org/CodeSystem/v3-ActCode',
        'code', case cd.service_location when 'Online' then 'VR' when 'Home' then 'HH' else 'AMB' end),
      'subject', jsonb_build_object('reference', 'Patient/' || v_pid),
      'period', jsonb_build_object('start', to_char(b.scheduled_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')),
      'reasonReference', jsonb_build_array(jsonb_build_object('reference', 'Condition/' || c.id))))
      order by b.scheduled_at)
      from pgathcare.consultation_details cd
      join pgathcare.service_booking_details b on b.id = cd.service_booking_detail_id
      join pgathcare.service_details sd on sd.id = b.service_detail_id
      join pgathcare."case" c on c.id = sd.case_id
     where c.id = any (v_cases)), '[]');

  -- Encounters: the appointments that joined these cases (0272), with their doctor.
  v_entries := v_entries || coalesce((
    select jsonb_agg(jsonb_build_object('resource', jsonb_strip_nulls(jsonb_build_object(
      'resourceType', 'Encounter',
      'id', 'appointment-' || a.booking_id,
      'status', case a.status when 'completed' then 'finished' when 'cancelled' then 'cancelled'
        else 'planned' end,
      'class', jsonb_build_object(
        'system', 'http://terminology.hl7.org/CodeSystem/v3-ActCode', 'code', 'AMB'),
      'subject', jsonb_build_object('reference', 'Patient/' || v_pid),
      'participant', case when a.doctor is not null then jsonb_build_array(jsonb_build_object(
        'individual', jsonb_build_object('display', a.doctor))) end,
      'period', jsonb_build_object(
        'start', to_char(a.starts_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
        'end', to_char(a.ends_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')),
      'reasonReference', jsonb_build_array(jsonb_build_object('reference', 'Condition/' || a.case_id)))))
      order by a.starts_at, a.booking_id)
      from pgathcare_private.fhir_case_appointments(v_cases) a), '[]');

  -- MedicationRequests: the medicines of those consultations.
  v_entries := v_entries || coalesce((
    select jsonb_agg(jsonb_build_object('resource', jsonb_strip_nulls(jsonb_build_object(
      'resourceType', 'MedicationRequest',
      'id', 'medicine-' || mi.id,
      'status', 'active',
      'intent', 'order',
      'medicationCodeableConcept', jsonb_build_object('text', mi.medicine),
      'subject', jsonb_build_object('reference', 'Patient/' || v_pid),
      'encounter', jsonb_build_object('reference', 'Encounter/consultation-' || cd.id),
      'authoredOn', to_char(mi.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
      'dosageInstruction', jsonb_build_array(jsonb_build_object('text', concat_ws(' · ',
        case when mi.dosage is not null then mi.dosage || ' unit(s)' end,
        nullif(array_to_string(mi.frequency, ', '), ''), mi.duration, mi.conditions)))))))
      from pgathcare.medicine_items mi
      join pgathcare.consultation_details cd on cd.id = mi.consultation_detail_id
      join pgathcare.service_booking_details b on b.id = cd.service_booking_detail_id
      join pgathcare.service_details sd on sd.id = b.service_detail_id
      join pgathcare."case" c on c.id = sd.case_id
     where c.id = any (v_cases)), '[]');

  -- MedicationRequests: the appointments' prescriptions, one a medicine of its intake (or one
  -- for the prescription itself when it names no medicine), requested by its doctor.
  v_entries := v_entries || coalesce((
    select jsonb_agg(jsonb_build_object('resource', jsonb_strip_nulls(jsonb_build_object(
      'resourceType', 'MedicationRequest',
      'id', 'appointment-' || a.booking_id || coalesce('-medicine-' || i.n, '-prescription'),
      'status', 'active',
      'intent', 'order',
      'medicationCodeableConcept', jsonb_build_object('text', coalesce(i.item ->> 'medicines', a.prescription)),
      'subject', jsonb_build_object('reference', 'Patient/' || v_pid),
      'encounter', jsonb_build_object('reference', 'Encounter/appointment-' || a.booking_id),
      'authoredOn', to_char(a.prescribed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
      'requester', case when a.doctor is not null then jsonb_build_object('display', a.doctor) end,
      'dosageInstruction', case when i.item is not null then jsonb_build_array(jsonb_build_object(
        'text', concat_ws(' · ',
          case when i.item ? 'medicines_dosage' then (i.item ->> 'medicines_dosage') || ' unit(s)' end,
          nullif((select string_agg(f, ', ') from jsonb_array_elements_text(
            case when jsonb_typeof(i.item -> 'medicines_frequency') = 'array'
              then i.item -> 'medicines_frequency' else '[]' end) f), ''),
          i.item ->> 'medicine_duration'))) end,
      'note', case when i.item is not null then jsonb_build_array(jsonb_build_object('text', a.prescription)) end)))
      order by a.starts_at, a.booking_id, i.n)
      from pgathcare_private.fhir_case_appointments(v_cases) a
      left join lateral (
        select e.item, e.n from jsonb_array_elements(a.medicine_intake) with ordinality e(item, n)
        union all
        select null, null where jsonb_array_length(a.medicine_intake) = 0) i on true
     where a.prescription is not null), '[]');

  -- AllergyIntolerances: the caller's own allergies (kept per account), on the first page.
  if v_allergies then
    v_entries := v_entries || coalesce((
      select jsonb_agg(jsonb_build_object('resource', jsonb_strip_nulls(jsonb_build_object(
        'resourceType', 'AllergyIntolerance',
        'id', 'allergy-' || a.id,
        'clinicalStatus', jsonb_build_object('coding', jsonb_build_array(jsonb_build_object(
          'system', 'http://terminology.hl7.org/CodeSystem/allergyintolerance-clinical',
          'code', 'active'))),
        'category', jsonb_build_array(case l.category when 'Food' then 'food'
          when 'Drug' then 'medication' else 'environment' end),
        'criticality', case when a.severity in ('Sentinel', 'Major') then 'high' else 'low' end,
        'code', jsonb_build_object('text', l.name),
        'patient', jsonb_build_object('reference', 'Patient/' || v_pid),
        'note', case when a.notes is not null then jsonb_build_array(jsonb_build_object('text', a.notes)) end)))
        order by a.id)
        from pgathcare.allergies a join pgathcare.list_allergies l on l.id = a.allergy_id
       where a.user_id = v_uid), '[]');
  end if;

  return jsonb_build_object(
    'resourceType', 'Bundle',
    'type', 'collection',
    'timestamp', to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
    'link', jsonb_build_array(jsonb_build_object('relation', 'self',
        'url', format('urn:athcare:fhir-export?page=%s&page_size=%s', page, page_size)))
      || case when v_more then jsonb_build_array(jsonb_build_object('relation', 'next',
        'url', format('urn:athcare:fhir-export?page=%s&page_size=%s', page + 1, page_size)))
        else '[]'::jsonb end,
    'entry', v_entries);
end
$$;
