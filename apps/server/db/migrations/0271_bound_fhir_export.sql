-- The FHIR export (0202), bounded (issue #14): one bundle holds at most 50 cases (page_size, 1–50)
-- and at most 1000 records (resources and case notes). A history with more cases is exported in
-- pages: the bundle's link "next" names the following page (page=2, …); a page over the record
-- bound is refused before it is built (422, with a hint to ask for fewer cases a page). The
-- rest is as 0202: invoker, every row through the caller's policies.
--
-- POST /rpc/export_fhir_history {crn?, page?, page_size?} (schema pgathcare).
drop function pgathcare.export_fhir_history(text);

create function pgathcare.export_fhir_history(crn text default null, page integer default 1,
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
  else
    select * into v_member from pgsubs.subscription_members m
     where m.crn = export_fhir_history.crn and pgsubs_private.acts_for_member(m.id);
    if v_member.id is null then
      raise exception using errcode = 'PT404', message = 'No such member.';
    end if;
    v_pid := v_member.id::text;
    v_patient := jsonb_strip_nulls(jsonb_build_object(
      'resourceType', 'Patient',
      'id', v_pid,
      'identifier', jsonb_build_array(jsonb_build_object('system', 'urn:athcare:crn', 'value', v_member.crn)),
      'name', jsonb_build_array(jsonb_strip_nulls(jsonb_build_object(
        'family', v_member.last_name,
        'given', to_jsonb(array_remove(array[v_member.first_name, v_member.middle_name], null))))),
      'birthDate', v_member.date_of_birth::text));
    v_crns := array[v_member.crn];
  end if;

  -- This page's cases (oldest first); one more than a page says whether a next page exists.
  v_cases := array(select c.id from pgathcare."case" c where c.subscriber_crn = any (v_crns)
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
revoke execute on function pgathcare.export_fhir_history(text, integer, integer) from public;
grant execute on function pgathcare.export_fhir_history(text, integer, integer) to authenticated;
