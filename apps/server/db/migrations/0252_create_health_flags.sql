-- Health flags (issue #15, spec §3 Health "health flag"): what stands flagged about a member NOW,
-- from the same rules as the health alerts (0183) applied to the latest data. An alert is an
-- event (one per reading, kept until acknowledged); a flag is the current state and clears by
-- itself when the latest reading is back in range or the Sentinel allergy is removed.
--   bmi_out_of_range       profile height with the latest weight (vitals, else the profile)
--   blood_pressure_high    the latest blood pressure reading >= 140/90 mmHg
--   fasting_glucose_high   the latest fasting glucose >= 126 mg/dL
--   allergy_sentinel       each allergy recorded with severity Sentinel
-- Security invoker: the member's own rows only, through the tables' row-level security.
create view pgathcare.health_flags with (security_invoker = true) as
with latest_bp as (
  select distinct on (v.user_id) v.user_id, v.id, v.systolic_mmhg, v.diastolic_mmhg, v.measured_at
    from pgathcare.vitals v where v.systolic_mmhg is not null
   order by v.user_id, v.measured_at desc, v.id desc
),
latest_glucose as (
  select distinct on (v.user_id) v.user_id, v.id, v.fasting_glucose_mg_dl, v.measured_at
    from pgathcare.vitals v where v.fasting_glucose_mg_dl is not null
   order by v.user_id, v.measured_at desc, v.id desc
),
latest_weight as (
  select distinct on (v.user_id) v.user_id, v.id, v.weight_kg, v.measured_at
    from pgathcare.vitals v where v.weight_kg is not null
   order by v.user_id, v.measured_at desc, v.id desc
),
bmi as (
  select p.user_id,
         case when w.id is not null then 'vitals' else 'medical_profile' end as source_table,
         coalesce(w.id, p.id) as source_id,
         coalesce(w.measured_at, p.updated_at) as since,
         p.height_cm, coalesce(w.weight_kg, p.weight_kg) as weight_kg,
         round(coalesce(w.weight_kg, p.weight_kg) / ((p.height_cm / 100) ^ 2), 1) as value
    from pgathcare.medical_profile p
    left join latest_weight w on w.user_id = p.user_id
   where p.height_cm is not null and coalesce(w.weight_kg, p.weight_kg) is not null
)
select b.user_id, 'bmi_out_of_range'::text as rule,
       case when b.value < 18.5 then 'BMI below the healthy range (18.5–24.9)'
            else 'BMI above the healthy range (18.5–24.9)' end as message,
       format('BMI %s (height %s cm, weight %s kg)', b.value, round(b.height_cm, 1), round(b.weight_kg, 1)) as reading,
       b.source_table, b.source_id, b.since
  from bmi b where b.value < 18.5 or b.value > 24.9
union all
select bp.user_id, 'blood_pressure_high', 'Blood pressure at or above 140/90 mmHg',
       format('Blood pressure %s/%s mmHg', bp.systolic_mmhg, bp.diastolic_mmhg),
       'vitals', bp.id, bp.measured_at
  from latest_bp bp where bp.systolic_mmhg >= 140 or bp.diastolic_mmhg >= 90
union all
select g.user_id, 'fasting_glucose_high', 'Fasting glucose at or above 126 mg/dL',
       format('Fasting glucose %s mg/dL', g.fasting_glucose_mg_dl), 'vitals', g.id, g.measured_at
  from latest_glucose g where g.fasting_glucose_mg_dl >= 126
union all
select a.user_id, 'allergy_sentinel', 'Sentinel allergy on record',
       format('Allergy to %s, severity Sentinel', l.name), 'allergies', a.id, a.updated_at
  from pgathcare.allergies a join pgathcare.list_allergies l on l.id = a.allergy_id
 where a.severity = 'Sentinel';
grant select on pgathcare.health_flags to authenticated;
