-- The trackers' charts (issue #15): the caller's activity and vitals per day over the last
-- p_days days (7, 30 or 365 on the page; at most 366) in time zone tz, in one request. Days with
-- nothing logged are present with zero activity and no vitals, so a chart's x axis is complete.
-- Vitals are the day's averages (a day may hold several readings). Security invoker: row-level
-- security limits it to the caller's own logs and readings.
create function pgathcare.tracker_series(p_days integer default 30, tz text default 'UTC')
returns table (day date, steps bigint, heart_points bigint, distance_m bigint,
  active_minutes bigint, systolic_mmhg numeric, diastolic_mmhg numeric,
  fasting_glucose_mg_dl numeric, weight_kg numeric, resting_heart_rate_bpm numeric,
  spo2_percent numeric)
language plpgsql stable
set search_path = ''
as $$
declare
  v_today date;
  v_from timestamptz;
begin
  if p_days is null or p_days not between 1 and 366 then
    raise exception using errcode = '22023', message = 'Choose between 1 and 366 days.';
  end if;
  begin
    v_today := (now() at time zone tz)::date;
  exception when invalid_parameter_value then
    raise exception using errcode = '22023', message = 'Unknown time zone.';
  end;
  v_from := (v_today - (p_days - 1))::timestamp at time zone tz;
  return query
  with days as (
    select generate_series(v_today - (p_days - 1), v_today, interval '1 day')::date as d
  ),
  act as (
    select (a.started_at at time zone tz)::date as d,
           sum(a.steps)::bigint as steps, sum(a.heart_points)::bigint as hp,
           sum(a.distance_m)::bigint as dist,
           sum(a.duration_minutes) filter (where a.intensity <> 'light')::bigint as active
      from pgathcare.activity_logs a
     where a.user_id = (select auth.uid()) and a.started_at >= v_from
     group by 1
  ),
  vit as (
    select (v.measured_at at time zone tz)::date as d,
           round(avg(v.systolic_mmhg), 1) as sys, round(avg(v.diastolic_mmhg), 1) as dia,
           round(avg(v.fasting_glucose_mg_dl), 1) as glu, round(avg(v.weight_kg), 2) as wt,
           round(avg(v.resting_heart_rate_bpm), 1) as rhr, round(avg(v.spo2_percent), 1) as spo2
      from pgathcare.vitals v
     where v.user_id = (select auth.uid()) and v.measured_at >= v_from
     group by 1
  )
  select days.d, coalesce(act.steps, 0), coalesce(act.hp, 0), coalesce(act.dist, 0),
         coalesce(act.active, 0), vit.sys, vit.dia, vit.glu, vit.wt, vit.rhr, vit.spo2
    from days
    left join act on act.d = days.d
    left join vit on vit.d = days.d
   order by days.d;
end
$$;
revoke execute on function pgathcare.tracker_series(integer, text) from public;
grant execute on function pgathcare.tracker_series(integer, text) to authenticated;
