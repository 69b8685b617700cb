-- Subscriptions, part three (issue #14): plan names in the subscription check, and secondary
-- members by invitation.
--
-- 1. The subscription check (§3) also gives the running plan's name
--    (other_activated_subscription_name) so that pages show "Complete Health Foresight", not its
--    key. A plan counts for its holder and for the members who accepted a place on it.
--
-- 2. A holder no longer adds someone else's account to their plan outright: a secondary member is
--    an invitation (status 'pending') until the invited member accepts it (status 'accepted') or
--    declines it (the row goes, freeing the place). The place is taken when the invitation is made
--    (member_before_insert's conditional UPDATE, unchanged), so pending invitations count against
--    member_permitted and two invitations for the last place still race to one. Only accepted
--    members use the plan: is_member_of, acts_for_member and case_role ignore pending rows, and
--    no case is opened for a pending member. The invited member is notified with a link to their
--    subscriptions page; the holder is notified of the answer.

-- ───────────────────────────── 1. the plan's name ─────────────────────────────
alter type pgsubs.subscription_check add attribute other_activated_subscription_name text;

create or replace function pgsubs.check_subscription() returns pgsubs.subscription_check
language sql stable
set search_path = ''
as $$
  select row(
    pgsubs_private.has_active_subscription(auth.uid(), 'medilocker'),
    p.key,
    p.name
  )::pgsubs.subscription_check
  from (select 1) one
  left join lateral (
    select s.key, s.name
      from pgsubs.user_subscription us
      join pgsubs.subscriptions s on s.id = us.subscription_id
     where (us.user_id = auth.uid() or pgsubs_private.is_member_of(us.id)) and s.key <> 'medilocker'
       and us.is_active and us.deleted_at is null
       and us.valid_from <= now() and (us.valid_until is null or us.valid_until > now())
     order by us.valid_from desc
     limit 1) p on true
$$;

-- ───────────────────────────── 2. invitations ─────────────────────────────
alter table pgsubs.subscription_members
  add column status text not null default 'accepted' check (status in ('pending', 'accepted')),
  add column responded_at timestamptz,
  -- Only a secondary member (an account of their own) is ever invited.
  add constraint subscription_members_pending_is_secondary
    check (status = 'accepted' or subscriber_type = 'secondary');
create index subscription_members_pending_idx on pgsubs.subscription_members (user_id)
  where status = 'pending';

-- The invitee answers: pending → accepted, nothing else (the row's other columns stay).
grant update (status) on pgsubs.subscription_members to authenticated;
create policy "subscription_members: invitee accepts" on pgsubs.subscription_members
  for update to authenticated
  using (user_id = (select auth.uid()) and status = 'pending')
  with check (user_id = (select auth.uid()) and status = 'accepted');
-- A secondary member declines an invitation or leaves the plan (their place is freed).
create policy "subscription_members: secondary member declines or leaves" on pgsubs.subscription_members
  for delete to authenticated
  using (user_id = (select auth.uid()) and subscriber_type = 'secondary');

-- Only accepted members use the plan.
create or replace function pgsubs_private.is_member_of(p_user_subscription_id uuid) returns boolean
language sql stable
security definer
set search_path = ''
as $$
  select exists (select 1 from pgsubs.subscription_members m
                  where m.user_subscription_id = p_user_subscription_id and m.user_id = (select auth.uid())
                    and m.status = 'accepted')
$$;

create or replace function pgsubs_private.acts_for_member(p_member_id uuid) returns boolean
language sql stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from pgsubs.subscription_members m
      join pgsubs.user_subscription us on us.id = m.user_subscription_id
     where m.id = p_member_id and m.status = 'accepted'
       and (m.user_id = (select auth.uid())
         or (m.subscriber_type in ('minor', 'managed') and us.user_id = (select auth.uid())))
  )
$$;

create or replace function pgathcare_private.case_role(p_user_subscription_id uuid, p_crn text, p_case_id uuid)
returns text
language sql stable
security definer
set search_path = ''
as $$
  select case
    when (select auth.uid()) is null then null
    when us.case_manager_id in (select pgsubs_private.my_personnel_ids()) then 'manager'
    when m.user_id = (select auth.uid()) and m.status = 'accepted' then 'subscriber'
    when m.subscriber_type in ('minor', 'managed') and us.user_id = (select auth.uid()) then 'holder'
    when exists (select 1 from pgathcare.service_details sd
                  where sd.case_id = p_case_id and sd.personnel_id in (select pgsubs_private.my_personnel_ids()))
      then 'personnel'
  end
  from pgsubs.subscription_members m
  join pgsubs.user_subscription us on us.id = m.user_subscription_id
  where m.crn = p_crn and us.id = p_user_subscription_id
$$;

-- A case is opened for an accepted member only (the rest as 0201).
create or replace function pgathcare_private.case_before_write() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' and (new.user_subscription_id <> old.user_subscription_id
      or new.subscriber_crn <> old.subscriber_crn or new.created_by is distinct from old.created_by) then
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
  end if;
  new.treatment_for := btrim(new.treatment_for);
  return new;
end
$$;

-- Adding a member (0200), now: a secondary member added by a request is invited (pending) and
-- notified. The place is taken now, so an invitation holds it until it is declined.
create or replace function pgsubs_private.member_before_insert() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_age integer;
begin
  if new.subscriber_type = 'primary' then
    if exists (select 1 from pgsubs.user_subscription us
                where us.id = new.user_subscription_id and us.user_id = new.user_id) then
      new.status := 'accepted';
      return new;
    end if;
    raise exception using errcode = '22023', message = 'The primary member is the subscription holder.';
  end if;
  if not pgsubs_private.is_current(new.user_subscription_id) then
    raise exception using errcode = '22023', message = 'This subscription has expired.';
  end if;
  if new.subscriber_type = 'secondary' and new.user_id is not null then
    if exists (select 1 from pgsubs.user_subscription us
                where us.id = new.user_subscription_id and us.user_id = new.user_id) then
      raise exception using errcode = '22023', message = 'The holder is already the primary member.';
    end if;
    -- A secondary member is named from their own profile, not by the holder.
    select left(p.first_name, 25), nullif(left(p.middle_name, 25), ''), left(p.last_name, 25),
           p.date_of_birth
      into new.first_name, new.middle_name, new.last_name, new.date_of_birth
      from pgusers.profile p where p.id = new.user_id;
    -- A request invites; only the owner's scripts (seeds) may add an accepted secondary member.
    if auth.uid() is not null then
      new.status := 'pending';
      new.responded_at := null;
    end if;
  else
    new.status := 'accepted';
  end if;
  v_age := extract(year from age(current_date, new.date_of_birth))::integer;
  if new.date_of_birth > current_date then
    raise exception using errcode = '22023', message = 'Invalid date format';
  end if;
  if new.subscriber_type = 'minor' and v_age >= 18 then
    raise exception using errcode = '22023', message = 'A minor member must be under 18 years old';
  end if;
  if new.subscriber_type in ('secondary', 'managed') and v_age < 18 then
    raise exception using errcode = '22023', message = 'Age must be at least 18 years old';
  end if;
  update pgsubs.user_subscription
     set member_added = member_added + 1
   where id = new.user_subscription_id and member_added < member_permitted;
  if not found then
    raise exception using errcode = 'PT409', message = 'This plan has no place left for another member.';
  end if;
  return new;
end
$$;

-- Who is told what: the invitee of a new invitation; the holder of an answer.
create function pgsubs_private.member_notify() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_plan text;
  v_holder uuid;
  v_holder_name text;
  v_username text;
begin
  select s.name, us.user_id, concat_ws(' ', p.first_name, p.last_name)
    into v_plan, v_holder, v_holder_name
    from pgsubs.user_subscription us
    join pgsubs.subscriptions s on s.id = us.subscription_id
    left join pgusers.profile p on p.id = us.user_id
   where us.id = coalesce(new.user_subscription_id, old.user_subscription_id);
  if tg_op = 'INSERT' and new.status = 'pending' then
    select p.username into v_username from pgusers.profile p where p.id = new.user_id;
    perform auth.notify(new.user_id, 'Invitation to a care plan',
      format('%s invited you to join their %s plan. Accept or decline it on your subscriptions page.',
        coalesce(nullif(v_holder_name, ''), 'A member'), v_plan),
      case when v_username is not null then '/' || v_username || '/edit/subscriptions' end);
  elsif tg_op = 'UPDATE' and old.status = 'pending' and new.status = 'accepted' then
    perform auth.notify(v_holder, 'Invitation accepted',
      format('%s %s joined your %s plan.', new.first_name, new.last_name, v_plan), null);
  elsif tg_op = 'DELETE' and old.status = 'pending' and auth.uid() = old.user_id then
    perform auth.notify(v_holder, 'Invitation declined',
      format('%s %s declined to join your %s plan.', old.first_name, old.last_name, v_plan), null);
  end if;
  return null;
end
$$;
revoke execute on function pgsubs_private.member_notify() from public;
create trigger subscription_members_notify after insert or update or delete on pgsubs.subscription_members
  for each row execute function pgsubs_private.member_notify();

-- An answer is the status only, once (the column grant keeps the rest; this keeps the time).
create function pgsubs_private.member_before_update() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if old.status = 'accepted' and new.status <> 'accepted' then
    raise exception using errcode = '22023', message = 'This membership was already accepted.';
  end if;
  if new.status is distinct from old.status then
    new.responded_at := now();
  end if;
  return new;
end
$$;
create trigger subscription_members_before_update before update on pgsubs.subscription_members
  for each row execute function pgsubs_private.member_before_update();

-- POST /rpc/respond_to_invitation {member_id, accept}: the invited member accepts (joins the plan)
-- or declines (the invitation goes and its place is freed). Invoker: the policies above decide.
create function pgsubs.respond_to_invitation(member_id uuid, accept boolean)
returns pgsubs.subscription_members
language plpgsql
set search_path = ''
as $$
declare
  v_row pgsubs.subscription_members;
begin
  if accept then
    update pgsubs.subscription_members m set status = 'accepted'
     where m.id = respond_to_invitation.member_id and m.status = 'pending'
    returning * into v_row;
  else
    delete from pgsubs.subscription_members m
     where m.id = respond_to_invitation.member_id and m.status = 'pending'
       and m.user_id = (select auth.uid())
    returning * into v_row;
  end if;
  if v_row.id is null then
    raise exception using errcode = 'PT404', message = 'No such invitation.';
  end if;
  return v_row;
end
$$;
revoke execute on function pgsubs.respond_to_invitation(uuid, boolean) from public;
grant execute on function pgsubs.respond_to_invitation(uuid, boolean) to authenticated;

-- The caller's secondary memberships (pending or accepted) with the plan's name and its holder.
-- SECURITY DEFINER: an invitee cannot read the plan or its holder (they are not a member yet); this
-- answers about the caller's own rows only.
create function pgsubs_private.my_memberships()
returns table (member_id uuid, user_subscription_id uuid, status text, plan_name text,
  holder_name text, relation text, invited_at timestamptz, valid_until timestamptz)
language sql stable
security definer
set search_path = ''
as $$
  select m.id, m.user_subscription_id, m.status, s.name, concat_ws(' ', p.first_name, p.last_name),
         m.relation, m.created_at, us.valid_until
    from pgsubs.subscription_members m
    join pgsubs.user_subscription us on us.id = m.user_subscription_id
    join pgsubs.subscriptions s on s.id = us.subscription_id
    left join pgusers.profile p on p.id = us.user_id
   where m.user_id = (select auth.uid()) and m.subscriber_type = 'secondary' and us.deleted_at is null
   order by m.created_at desc
   limit 20
$$;
revoke execute on function pgsubs_private.my_memberships() from public;
grant execute on function pgsubs_private.my_memberships() to authenticated;

-- POST /rpc/list_my_memberships: the plans others hold that the caller is invited to (pending) or
-- on (accepted) as a secondary member, newest first (at most 20).
create function pgsubs.list_my_memberships()
returns table (member_id uuid, user_subscription_id uuid, status text, plan_name text,
  holder_name text, relation text, invited_at timestamptz, valid_until timestamptz)
language sql stable
set search_path = ''
as $$ select * from pgsubs_private.my_memberships() $$;
revoke execute on function pgsubs.list_my_memberships() from public;
grant execute on function pgsubs.list_my_memberships() to authenticated;
