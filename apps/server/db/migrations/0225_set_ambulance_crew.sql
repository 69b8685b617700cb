-- Issue 16: the vendor places an ambulance (its position, for nearest-ambulance assignment) and
-- names the paramedic crewing it by username or email. The lookup is SECURITY DEFINER: vendors
-- cannot read other accounts; it answers only for accounts holding the paramedic role and changes
-- only the caller's own ambulance.
create or replace function pgvendor_private.set_ambulance_crew(
  ambulance integer, paramedic_account text, latitude numeric, longitude numeric
) returns setof pgvendor.ambulances
language plpgsql security definer
set search_path = ''
as $$
declare
  crew uuid;
begin
  if not exists (select 1 from pgvendor.ambulances a where a.id = ambulance and a.owner_id = auth.uid()) then
    raise exception using errcode = 'PT404', message = 'This ambulance does not exist.';
  end if;
  if nullif(btrim(paramedic_account), '') is not null then
    select p.id into crew from pgusers.profile p
      join pgaccess.user_app_roles r on r.user_id = p.id and r.role = 'paramedic'
     where lower(p.username) = lower(btrim(paramedic_account)) or lower(p.email) = lower(btrim(paramedic_account));
    if crew is null then
      raise exception using errcode = 'PT404', message = 'No paramedic has this username or email.';
    end if;
  end if;
  if (latitude is null) <> (longitude is null) then
    raise exception using errcode = '22023', message = 'Give both latitude and longitude, or neither.';
  end if;
  return query
  update pgvendor.ambulances a
     set paramedic_id = crew, latitude = set_ambulance_crew.latitude, longitude = set_ambulance_crew.longitude
   where a.id = ambulance
  returning a.*;
end
$$;

-- POST /api/rpc/set_ambulance_crew (schema pgvendor).
create or replace function pgvendor.set_ambulance_crew(
  ambulance_id integer, paramedic_account text default null,
  latitude numeric default null, longitude numeric default null
) returns setof pgvendor.ambulances
language sql volatile security invoker
set search_path = ''
as $$
  select * from pgvendor_private.set_ambulance_crew($1, $2, $3, $4)
$$;

revoke execute on function pgvendor_private.set_ambulance_crew(integer, text, numeric, numeric) from public;
grant execute on function pgvendor_private.set_ambulance_crew(integer, text, numeric, numeric) to authenticated;
revoke execute on function pgvendor.set_ambulance_crew(integer, text, numeric, numeric) from public;
grant execute on function pgvendor.set_ambulance_crew(integer, text, numeric, numeric) to authenticated;
