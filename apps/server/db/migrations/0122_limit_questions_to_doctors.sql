-- Issue 20: members ask a doctor a question from the doctor's page (pgpersonnel.ask_personnel;
-- 0021 lets a signed-in user ask, 0042 lets the doctor answer and notifies the asker). Asking is
-- limited: a question is at most 1000 characters, and one person asks at most 5 questions an hour
-- (all doctors together), so the doctor's inbox cannot be flooded. Admins and trusted owner-role
-- code (seeds) are not limited. The messages are the web form's (packages/shared personnel.schema).

create or replace function pgpersonnel_private.question_before_insert() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  recent integer;
begin
  new.question := btrim(new.question);
  if pgpersonnel_private.is_untrusted_caller() then
    if length(new.question) = 0 then
      raise exception using errcode = '23514', message = 'Question is required.';
    end if;
    if length(new.question) > 1000 then
      raise exception using errcode = '23514',
        message = 'Your question must be at most 1000 characters long.';
    end if;
    if exists (select 1 from pgpersonnel.profile p where p.id = new.profile_id and p.user_id = (select auth.uid())) then
      raise exception using errcode = '42501', message = 'You cannot ask yourself a question.';
    end if;
    -- Serialise one asker's inserts so that concurrent questions cannot all pass the count.
    perform pg_advisory_xact_lock(hashtextextended('ask_personnel:' || new.asked_by::text, 0));
    select count(*) into recent
      from pgpersonnel.ask_personnel q
     where q.asked_by = new.asked_by and q.created_at > now() - interval '1 hour';
    if recent >= 5 then
      raise exception using errcode = 'PT429',
        message = 'You have asked 5 questions in the last hour. Please try again later.';
    end if;
  end if;
  return new;
end
$$;
create trigger ask_personnel_before_insert before insert on pgpersonnel.ask_personnel
  for each row execute function pgpersonnel_private.question_before_insert();
revoke execute on function pgpersonnel_private.question_before_insert() from public;
