-- Refunds of paid store orders through the payment provider (issue #13). An admin refunds a paid
-- (or fulfilled) order fully or in part, in integer paise; never more than was paid, which the
-- database enforces itself: each refund is counted on its payment (`refunded_paise`, checked
-- against `amount_paise`) under the payment's row lock, so two concurrent refunds cannot both take
-- the last rupee. A refund is pending until the provider says it is processed (its API answer or
-- its webhook) or failed (then its amount is free again). A processed refund carries a credit note
-- number in a per-financial-year series without gaps, and the member sees it with their order.
-- When processed refunds cover the whole payment, the payment becomes refunded, and a paid order
-- refunded (paid → refunded; a fulfilled order keeps its state, the goods were delivered).
-- Nobody moves an order to refunded by hand any more: the order trigger asks for the refunds.

-- What is taken by pending and processed refunds of this payment.
alter table pgstore.payments add column refunded_paise bigint not null default 0;
alter table pgstore.payments add constraint payments_refunded_within_amount
  check (refunded_paise between 0 and amount_paise);

-- The last credit note number used in each financial year ('2026-27').
create table pgstore_private.credit_note_series (
  financial_year text primary key check (financial_year ~ '^[0-9]{4}-[0-9]{2}$'),
  last_number integer not null check (last_number > 0)
);
alter table pgstore_private.credit_note_series enable row level security;

create table pgstore.refunds (
  id uuid primary key default gen_random_uuid(),
  order_id uuid not null references pgstore.orders (id) on delete cascade,
  payment_id uuid not null references pgstore.payments (id) on delete cascade,
  -- The order's member (whose refund it is), and the admin who asked for it.
  user_id uuid not null references auth.users (id) on delete cascade,
  requested_by uuid references auth.users (id) on delete set null,
  -- A repeated request (double click, retry) with the same key is the same refund.
  idempotency_key uuid not null,
  amount_paise bigint not null check (amount_paise > 0),
  currency text not null default 'INR',
  reason text not null check (length(btrim(reason)) between 1 and 500),
  provider text not null check (provider in ('test', 'razorpay')),
  -- The provider's refund id (Razorpay rfnd_…), once it answered.
  provider_refund_id text,
  status text not null default 'pending' check (status in ('pending', 'processed', 'failed')),
  -- The credit note of a processed refund: 'ATH/CN/2026-27/000001'.
  credit_note_number text unique,
  financial_year text,
  sequence integer check (sequence > 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  processed_at timestamptz,
  failed_at timestamptz,
  unique (payment_id, idempotency_key),
  unique (financial_year, sequence),
  check ((status = 'processed') = (credit_note_number is not null))
);
create unique index refunds_provider_refund_key on pgstore.refunds (provider, provider_refund_id);
create index refunds_order_id_idx on pgstore.refunds (order_id, created_at);
create index refunds_payment_id_idx on pgstore.refunds (payment_id);
create index refunds_user_id_idx on pgstore.refunds (user_id, created_at desc);
create index refunds_requested_by_idx on pgstore.refunds (requested_by);
create trigger refunds_updated_at before update on pgstore.refunds
  for each row execute function pgstore_private.set_updated_at();

grant select on pgstore.refunds to authenticated;
alter table pgstore.refunds enable row level security;
create policy "refunds: member reads own, admin reads all" on pgstore.refunds
  for select to authenticated
  using (user_id = (select auth.uid()) or (select auth.has_app_role('admin')));

-- A new refund takes its amount from what is left of its payment, under the payment's row lock
-- (a concurrent refund waits, then sees this one). Whoever inserts: the check is here, not in a
-- function a caller could go around.
create function pgstore_private.refund_reserve() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_payment pgstore.payments;
  v_order pgstore.orders;
begin
  select * into v_payment from pgstore.payments where id = new.payment_id for update;
  select * into v_order from pgstore.orders where id = v_payment.order_id;
  if v_payment.status <> 'captured' or v_order.id is distinct from new.order_id
     or v_order.status not in ('paid', 'fulfilled') then
    raise exception using errcode = 'PT409', message = 'Only a paid order can be refunded.';
  end if;
  if new.amount_paise > v_payment.amount_paise - v_payment.refunded_paise then
    raise exception using errcode = 'PT409',
      message = format('A refund cannot exceed what was paid: ₹%s is left to refund.',
        to_char((v_payment.amount_paise - v_payment.refunded_paise) / 100.0, 'FM999999990.00'));
  end if;
  update pgstore.payments set refunded_paise = refunded_paise + new.amount_paise
   where id = new.payment_id;
  new.user_id := v_order.user_id;
  new.provider := v_payment.provider;
  new.currency := v_payment.currency;
  new.status := 'pending';
  new.credit_note_number := null;
  new.financial_year := null;
  new.sequence := null;
  return new;
end
$$;
create trigger refunds_reserve before insert on pgstore.refunds
  for each row execute function pgstore_private.refund_reserve();

-- Refund states: pending → processed | failed, and nothing else. Amount and payment never change.
-- processed: a credit note number; when the processed refunds cover the payment, the payment is
-- refunded and a paid order too (its counted stock goes back). failed: the amount is free again.
create function pgstore_private.refund_transition() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_payment pgstore.payments;
  v_prefix text;
  v_seq integer;
begin
  if new.amount_paise <> old.amount_paise or new.payment_id <> old.payment_id
     or new.order_id <> old.order_id or new.user_id <> old.user_id then
    raise exception using errcode = 'PT409', message = 'A refund''s amount and order do not change.';
  end if;
  if new.status is not distinct from old.status then
    return new;
  end if;
  if not (old.status = 'pending' and new.status in ('processed', 'failed')) then
    raise exception using errcode = 'PT409',
      message = format('A refund cannot go from %s to %s.', old.status, new.status);
  end if;
  select * into v_payment from pgstore.payments where id = new.payment_id for update;
  if new.status = 'failed' then
    new.failed_at := now();
    update pgstore.payments set refunded_paise = refunded_paise - new.amount_paise
     where id = new.payment_id;
    return new;
  end if;
  new.processed_at := now();
  new.financial_year := pgstore_private.financial_year(now());
  insert into pgstore_private.credit_note_series as s (financial_year, last_number)
  values (new.financial_year, 1)
  on conflict (financial_year) do update set last_number = s.last_number + 1
  returning last_number into v_seq;
  select invoice_prefix into v_prefix from pgstore_private.seller;
  new.sequence := v_seq;
  new.credit_note_number := format('%s/CN/%s/%s', v_prefix, new.financial_year, lpad(v_seq::text, 6, '0'));
  return new;
end
$$;
create trigger refunds_transition before update on pgstore.refunds
  for each row execute function pgstore_private.refund_transition();

-- After a refund is processed: a fully refunded payment moves to refunded, and its order if paid.
create function pgstore_private.refund_settled() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_payment pgstore.payments;
  v_processed bigint;
  v_order pgstore.orders;
begin
  if new.status <> 'processed' or old.status = 'processed' then
    return null;
  end if;
  select * into v_payment from pgstore.payments where id = new.payment_id;
  select coalesce(sum(amount_paise), 0) into v_processed from pgstore.refunds
   where payment_id = new.payment_id and status = 'processed';
  if v_processed = v_payment.amount_paise then
    update pgstore.payments set status = 'refunded' where id = v_payment.id;
    select * into v_order from pgstore.orders where id = new.order_id for update;
    if v_order.status = 'paid' then
      update pgstore.orders set status = 'refunded' where id = v_order.id;
      update pgstore.products p set stock = p.stock + i.quantity
        from pgstore.order_items i
       where i.order_id = v_order.id and p.id = i.product_id and p.stock is not null;
    end if;
  end if;
  return null;
end
$$;
create trigger refunds_settled after update on pgstore.refunds
  for each row execute function pgstore_private.refund_settled();

-- Order states as before, and an order is refunded only when its processed refunds cover it.
create or replace function pgstore_private.order_transition() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.status is distinct from old.status then
    if not ((old.status, new.status) in (('created', 'paid'), ('created', 'cancelled'),
        ('paid', 'fulfilled'), ('paid', 'refunded'))) then
      raise exception using errcode = 'PT409',
        message = format('An order cannot go from %s to %s.', old.status, new.status);
    end if;
    if new.status = 'refunded' and (select coalesce(sum(r.amount_paise), 0) from pgstore.refunds r
        where r.order_id = new.id and r.status = 'processed') < new.total_price_paise then
      raise exception using errcode = 'PT409',
        message = 'Refund the order through its payment: POST /api/store/orders/{id}/refunds.';
    end if;
    case new.status
      when 'paid' then new.paid_at := now();
      when 'fulfilled' then new.fulfilled_at := now();
      when 'cancelled' then new.cancelled_at := now();
      when 'refunded' then new.refunded_at := now();
    end case;
  end if;
  return new;
end
$$;

-- Payment states as before; refunded only when processed refunds cover the payment.
create or replace function pgstore_private.payment_transition() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.status is distinct from old.status and not ((old.status, new.status) in (
      ('created', 'authorized'), ('created', 'captured'), ('created', 'failed'),
      ('authorized', 'captured'), ('authorized', 'failed'), ('captured', 'refunded'))) then
    raise exception using errcode = 'PT409',
      message = format('A payment cannot go from %s to %s.', old.status, new.status);
  end if;
  if new.status = 'refunded' and old.status <> 'refunded'
     and (select coalesce(sum(r.amount_paise), 0) from pgstore.refunds r
           where r.payment_id = new.id and r.status = 'processed') < new.amount_paise then
    raise exception using errcode = 'PT409',
      message = 'A payment is refunded only by processed refunds of its whole amount.';
  end if;
  return new;
end
$$;
revoke execute on function pgstore_private.refund_reserve(), pgstore_private.refund_transition(),
  pgstore_private.refund_settled() from public;

-- An admin asks for a refund of an order's captured payment: the whole remainder when amount is
-- null. Called by the server's refund endpoint before it asks the provider; definer (members and
-- admins do not insert refunds directly), so it checks the caller is an admin. `fresh` is false
-- for a repeated idempotency key (the server then does not ask the provider again).
create function pgstore_private.begin_refund(
  order_id uuid,
  amount_paise bigint,
  reason text,
  idempotency_key uuid
) returns table (refund pgstore.refunds, provider_payment_id text, fresh boolean)
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_payment pgstore.payments;
  v_refund pgstore.refunds;
begin
  if not auth.has_app_role('admin') then
    raise exception using errcode = '42501', message = 'Only an admin can refund an order.';
  end if;
  if begin_refund.idempotency_key is null then
    raise exception using errcode = '22023', message = 'An idempotency key is required.';
  end if;
  if begin_refund.amount_paise is not null and begin_refund.amount_paise <= 0 then
    raise exception using errcode = '22023', message = 'A refund is a positive whole number of paise.';
  end if;
  if nullif(btrim(coalesce(begin_refund.reason, '')), '') is null or length(begin_refund.reason) > 500 then
    raise exception using errcode = '22023', message = 'Give the reason for the refund (at most 500 characters).';
  end if;
  -- The order's captured (or already partly refunded) payment, locked: the amount left is read
  -- after any concurrent refund of it committed.
  select p.* into v_payment from pgstore.payments p
   where p.order_id = begin_refund.order_id and p.status in ('captured', 'refunded')
   order by p.created_at desc limit 1
   for update;
  if not found then
    if not exists (select 1 from pgstore.orders o where o.id = begin_refund.order_id) then
      raise exception using errcode = 'PT404', message = 'Order not found.';
    end if;
    raise exception using errcode = 'PT409', message = 'Only a paid order can be refunded.';
  end if;
  select * into v_refund from pgstore.refunds r
   where r.payment_id = v_payment.id and r.idempotency_key = begin_refund.idempotency_key;
  if found then
    return query select v_refund, v_payment.provider_payment_id, false;
    return;
  end if;
  if v_payment.refunded_paise >= v_payment.amount_paise then
    raise exception using errcode = 'PT409', message = 'Nothing is left to refund on this order.';
  end if;
  insert into pgstore.refunds (order_id, payment_id, user_id, requested_by, idempotency_key,
      amount_paise, reason, provider)
  values (v_payment.order_id, v_payment.id, v_payment.user_id, auth.uid(), begin_refund.idempotency_key,
      coalesce(begin_refund.amount_paise, v_payment.amount_paise - v_payment.refunded_paise),
      btrim(begin_refund.reason), v_payment.provider)
  returning * into v_refund;
  return query select v_refund, v_payment.provider_payment_id, true;
end
$$;

-- The provider's answer to a refund (its API response, or a webhook): its refund id, and the
-- outcome when known ('pending' leaves it pending). Idempotent: a settled refund stays settled.
-- Found by our refund id, or else by the provider's refund id. Called by the server only: as the
-- admin who asked (right after the provider's answer) or as the service for a webhook.
create function pgstore_private.settle_refund(
  provider text,
  refund_id uuid,
  provider_refund_id text,
  outcome text
) returns pgstore.refunds
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_refund pgstore.refunds;
begin
  -- The admin who asked, right after the provider's answer; or the service (no caller) for a webhook.
  if auth.uid() is not null and not auth.has_app_role('admin') then
    raise exception using errcode = '42501', message = 'Only an admin can refund an order.';
  end if;
  if settle_refund.outcome not in ('pending', 'processed', 'failed') then
    raise exception using errcode = '22023', message = 'Unknown refund outcome.';
  end if;
  select * into v_refund from pgstore.refunds r
   where r.provider = settle_refund.provider
     and (r.id = settle_refund.refund_id
          or (settle_refund.refund_id is null and r.provider_refund_id = settle_refund.provider_refund_id))
   for update;
  if not found then
    raise exception using errcode = 'PT404', message = 'Refund not found.';
  end if;
  if v_refund.provider_refund_id is not null and settle_refund.provider_refund_id is not null
     and v_refund.provider_refund_id <> settle_refund.provider_refund_id then
    raise exception using errcode = 'PT409', message = 'The provider''s refund id does not match.';
  end if;
  if v_refund.status <> 'pending' or settle_refund.outcome = 'pending' then
    if v_refund.provider_refund_id is null and settle_refund.provider_refund_id is not null then
      update pgstore.refunds set provider_refund_id = settle_refund.provider_refund_id
       where id = v_refund.id returning * into v_refund;
    end if;
    return v_refund; -- already settled (a replay changes nothing), or still pending
  end if;
  update pgstore.refunds
     set status = settle_refund.outcome,
         provider_refund_id = coalesce(v_refund.provider_refund_id, settle_refund.provider_refund_id)
   where id = v_refund.id
  returning * into v_refund;
  return v_refund;
end
$$;

revoke execute on function pgstore_private.begin_refund(uuid, bigint, text, uuid),
  pgstore_private.settle_refund(text, uuid, text, text) from public;
grant execute on function pgstore_private.begin_refund(uuid, bigint, text, uuid),
  pgstore_private.settle_refund(text, uuid, text, text) to authenticated;
