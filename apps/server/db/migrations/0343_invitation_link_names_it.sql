-- An invitation can be answered from the notification list (issue #14): the invitee's
-- notification links their subscriptions page with the invitation it is about
-- (?invitation={member_id}), so that the list can offer Accept and Decline for it. The answer is
-- still POST /rpc/respond_to_invitation, which checks who answers; a link names nothing the
-- invitee cannot read (their own membership row). The rest of member_notify is as 0270.
create or replace function pgsubs_private.member_notify() returns trigger
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
      case when v_username is not null
        then '/' || v_username || '/edit/subscriptions?invitation=' || new.id end);
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

-- Invitations sent before: their notification was written in the same statement as the
-- invitation (the same now()), for the invitee.
update pgusers.notifications n
   set link = n.link || '?invitation=' || m.id
  from pgsubs.subscription_members m
 where n.title = 'Invitation to a care plan' and n.user_id = m.user_id
   and n.created_at = m.created_at and m.status = 'pending' and n.link is not null
   and n.link not like '%?%';
