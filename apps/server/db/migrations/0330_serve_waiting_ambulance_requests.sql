-- Issue 16: a waiting request (no ambulance was free when it was filed) is assigned on its own when
-- an ambulance frees up: its run completes or is cancelled, the vendor marks it available, places
-- it on the map, or the vendor is verified. The oldest waiting requests the freed ambulance could
-- serve go first, each by the nearest rule (pgvendor_private.assign_nearest_ambulance), until the
-- freed ambulance is taken. The waiting requests are locked in filing order (waiting, not
-- skipping): when two ambulances free at once, the second transaction waits for the first, sees
-- the request assigned and leaves it, so a request is assigned exactly once. The assignment is an
-- update of the request, so migration 0260's trigger announces it live to the member, the vendor
-- and the paramedic.

-- SECURITY DEFINER: a vendor's update of its own ambulance reads and assigns members' requests.
create function pgvendor_private.serve_waiting_ambulance_requests(ambulance integer) returns void
language plpgsql security definer
set search_path = ''
as $$
declare
  amb pgvendor.ambulances;
  w record;
begin
  select * into amb from pgvendor.ambulances a where a.id = ambulance;
  if amb.id is null or not amb.is_available or amb.latitude is null or amb.longitude is null
     or not exists (select 1 from pgvendor.vendors v
                     where v.id = amb.vendor_id and v.verification_status = 'verified') then
    return;
  end if;
  for w in
    select x.id from pgvendor.ambulance_requests x
     where x.status = 'requested'
       and (x.ambulance_type = 'Other' or x.ambulance_type = amb.ambulance_type)
     order by x.created_at, x.id
     limit 100
     for update
  loop
    perform pgvendor_private.assign_nearest_ambulance(w.id);
    exit when not exists (select 1 from pgvendor.ambulances a where a.id = amb.id and a.is_available);
  end loop;
end
$$;
revoke execute on function pgvendor_private.serve_waiting_ambulance_requests(integer) from public;

create function pgvendor_private.ambulance_freed() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if new.is_available and new.latitude is not null and new.longitude is not null
     and (tg_op = 'INSERT'
          or not old.is_available
          or old.latitude is null or old.longitude is null
          or new.ambulance_type is distinct from old.ambulance_type) then
    perform pgvendor_private.serve_waiting_ambulance_requests(new.id);
  end if;
  return null;
end
$$;
revoke execute on function pgvendor_private.ambulance_freed() from public;
create trigger ambulances_serve_waiting after insert or update of is_available, latitude, longitude, ambulance_type
  on pgvendor.ambulances
  for each row execute function pgvendor_private.ambulance_freed();

create function pgvendor_private.vendor_verified_serves_waiting() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  a record;
begin
  if new.verification_status = 'verified' and old.verification_status is distinct from 'verified' then
    for a in
      select x.id from pgvendor.ambulances x
       where x.vendor_id = new.id and x.is_available and x.latitude is not null
       order by x.id
       limit 500
    loop
      perform pgvendor_private.serve_waiting_ambulance_requests(a.id);
    end loop;
  end if;
  return null;
end
$$;
revoke execute on function pgvendor_private.vendor_verified_serves_waiting() from public;
create trigger vendors_serve_waiting after update of verification_status on pgvendor.vendors
  for each row execute function pgvendor_private.vendor_verified_serves_waiting();
