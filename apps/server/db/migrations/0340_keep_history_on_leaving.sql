-- A member's medical history survives leaving a plan (issue #14, product decision).
--
-- Until now a case referred to its member row (case.subscriber_crn → subscription_members.crn,
-- on delete cascade): a secondary member who left (or was removed) lost every case opened for
-- them under the plan, with its summaries, services and files. Now leaving detaches the cases
-- instead:
--
--   case.left_plan_at   when the member left the plan the case was opened under (null: on it).
--   case.kept_by        whose history it stays: the member's own account (secondary), or the
--                       holder who acted for a minor or managed member (they kept the records).
--   case.kept_as        that person's relation to it afterwards: 'subscriber' or 'holder'.
--
-- A detached case keeps its plan and CRN (what it was opened under), but the plan's people lose
-- it: the case manager, the holder (for an adult member) and personnel serving it no longer see
-- it; only kept_by does (pgathcare_private.case_role below), with the rights they had as the
-- member (read, close, summaries, their files). Nothing new is booked on it: the plan is not theirs
-- any more (take_quantity finds no member and refuses).
--
-- Deleting the subscription itself, or the member's account, still removes the cases (as before).
alter table pgathcare."case"
  drop constraint case_subscriber_crn_fkey,
  add column left_plan_at timestamptz,
  add column kept_by uuid references auth.users (id) on delete cascade,
  add column kept_as text check (kept_as in ('subscriber', 'holder')),
  add constraint case_kept_when_left
    check ((left_plan_at is null) = (kept_by is null) and (kept_by is null) = (kept_as is null));
create index case_kept_by_idx on pgathcare."case" (kept_by) where kept_by is not null;

-- A request changes what a case is about and its status only; where it belongs and who keeps it
-- is the database's (the triggers below).
revoke update on pgathcare."case" from authenticated;
grant update (treatment_for, tags, status) on pgathcare."case" to authenticated;

-- Before a member row goes: their cases stay, detached (see the header). SECURITY DEFINER: the
-- member leaving cannot write the plan's cases.
create function pgsubs_private.member_keeps_history() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_holder uuid;
begin
  select us.user_id into v_holder from pgsubs.user_subscription us where us.id = old.user_subscription_id;
  -- The subscription is being deleted (this row goes with it): its cases go too, as before.
  if v_holder is null then
    return old;
  end if;
  -- The member's account is being deleted: their history goes with it, as before.
  if old.user_id is not null and not exists (select 1 from auth.users u where u.id = old.user_id) then
    delete from pgathcare."case" c where c.subscriber_crn = old.crn and c.left_plan_at is null;
    return old;
  end if;
  update pgathcare."case" c
     set left_plan_at = now(),
         kept_by = coalesce(old.user_id, v_holder),
         kept_as = case when old.user_id is not null then 'subscriber' else 'holder' end
   where c.subscriber_crn = old.crn and c.user_subscription_id = old.user_subscription_id
     and c.left_plan_at is null;
  return old;
end
$$;
revoke execute on function pgsubs_private.member_keeps_history() from public;
create trigger subscription_members_keep_history before delete on pgsubs.subscription_members
  for each row execute function pgsubs_private.member_keeps_history();

-- Who is who on a case (0270), now: a detached case belongs to whoever kept it, and to nobody
-- else. Otherwise as before.
create or replace function pgathcare_private.case_role(p_user_subscription_id uuid, p_crn text, p_case_id uuid)
returns text
language sql stable
security definer
set search_path = ''
as $$
  select case
    when (select auth.uid()) is null then null
    when kept.left_plan_at is not null then
      case when kept.kept_by = (select auth.uid()) then kept.kept_as end
    else (
      select case
        when us.case_manager_id in (select pgsubs_private.my_personnel_ids()) then 'manager'
        when m.user_id = (select auth.uid()) and m.status = 'accepted' then 'subscriber'
        when m.subscriber_type in ('minor', 'managed') and us.user_id = (select auth.uid()) then 'holder'
        when exists (select 1 from pgathcare.service_details sd
                      where sd.case_id = p_case_id and sd.personnel_id in (select pgsubs_private.my_personnel_ids()))
          then 'personnel'
      end
      from pgsubs.subscription_members m
      join pgsubs.user_subscription us on us.id = m.user_subscription_id
      where m.crn = p_crn and us.id = p_user_subscription_id)
  end
  from (select 1) one
  left join pgathcare."case" kept on kept.id = p_case_id
$$;

-- A case's writes (0270), now also: a new case is on its plan (never detached), and where a case
-- belongs and who keeps it change only by the member leaving (the trigger above runs as the
-- owner; a request's column grants leave these columns out too).
create or replace function pgathcare_private.case_before_write() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' and (new.user_subscription_id is distinct from old.user_subscription_id
      or new.subscriber_crn is distinct from old.subscriber_crn
      or new.created_by is distinct from old.created_by) then
    raise exception using errcode = '22023', message = 'A case stays with its member and subscription.';
  end if;
  if tg_op = 'UPDATE' and old.left_plan_at is not null and (new.left_plan_at is distinct from old.left_plan_at
      or new.kept_by is distinct from old.kept_by or new.kept_as is distinct from old.kept_as) then
    raise exception using errcode = '22023', message = 'A case stays with its member and subscription.';
  end if;
  if tg_op = 'INSERT' then
    if not exists (select 1 from pgsubs.subscription_members m
                    where m.crn = new.subscriber_crn and m.user_subscription_id = new.user_subscription_id
                      and m.status = 'accepted') then
      raise exception using errcode = '22023', message = 'This member is not on that subscription.';
    end if;
    if not pgsubs_private.is_current(new.user_subscription_id) then
      raise exception using errcode = '22023', message = 'This subscription has expired.';
    end if;
    new.created_by := coalesce(auth.uid(), new.created_by);
    new.left_plan_at := null;
    new.kept_by := null;
    new.kept_as := null;
  end if;
  new.treatment_for := btrim(new.treatment_for);
  return new;
end
$$;
