-- The data API's own test fixture: two exposed schemas (fx, fx2) covering embedding, writes,
-- functions, grants and row-level security. Applied after the product migrations (roles, auth.*).
create schema fx;
create schema fx2;
grant usage on schema fx, fx2 to anon, authenticated;

create table fx.authors (
  id serial primary key,
  name text not null,
  bio text,
  born date,
  data jsonb
);

create table fx.books (
  id serial primary key,
  title text not null,
  author_id int references fx.authors (id),
  editor_id int constraint books_editor_fk references fx.authors (id),
  pages int,
  tags text[] not null default '{}',
  published boolean not null default false,
  price numeric(8, 2)
);

create table fx.reviews (
  id serial primary key,
  book_id int not null references fx.books (id) on delete cascade,
  stars int not null check (stars between 1 and 5),
  body varchar(20)
);

-- Many-to-many through a junction whose primary key is both keys.
create table fx.labels (id serial primary key, label text not null);
create table fx.book_labels (
  book_id int references fx.books (id),
  label_id int references fx.labels (id),
  primary key (book_id, label_id)
);

-- One-to-one: the key to books is also this table's primary key.
create table fx.book_details (
  book_id int primary key references fx.books (id),
  isbn text not null
);

-- Upserts: a natural key next to the primary key.
create table fx.items (
  id int primary key,
  sku text not null unique,
  qty int not null default 0
);

-- Owner-only rows: the RLS proof.
create table fx.notes (
  id serial primary key,
  owner_id uuid not null default auth.uid(),
  book_id int references fx.books (id),
  body text not null
);
alter table fx.notes enable row level security;
create policy "notes: owner reads own" on fx.notes for select using (owner_id = auth.uid());
create policy "notes: owner adds own" on fx.notes for insert with check (owner_id = auth.uid());
create policy "notes: owner changes own" on fx.notes for update using (owner_id = auth.uid()) with check (owner_id = auth.uid());
create policy "notes: owner deletes own" on fx.notes for delete using (owner_id = auth.uid());

-- Granted to nobody: 42501.
create table fx.secrets (id int primary key, secret text);

create view fx.author_names as select id, name from fx.authors;
-- A view over books keeps the books → authors key (author_id is shown unchanged).
create view fx.book_cards as select id, title, author_id from fx.books where published;

create function fx.add(a int, b int default 1) returns int
language sql immutable as $$ select a + b $$;

create function fx.books_by(author int) returns setof fx.books
language sql stable as $$ select * from fx.books where author_id = author order by id $$;

create function fx.first_book() returns fx.books
language sql stable as $$ select * from fx.books order by id limit 1 $$;

create function fx.stats() returns table (total bigint, label text)
language sql stable as $$ select count(*), 'books' from fx.books $$;

create function fx.numbers(n int) returns setof int
language sql immutable as $$ select generate_series(1, n) $$;

create sequence fx.tickets;
create function fx.take_ticket() returns table (n bigint)
language sql volatile as $$ select nextval('fx.tickets') $$;

create function fx.bump(item int) returns void
language sql volatile as $$ update fx.items set qty = qty + 1 where id = item $$;

create function fx.fail(msg text) returns int
language plpgsql as $$ begin raise exception using errcode = 'P0001', message = msg; end $$;

create function fx.conflict() returns int
language plpgsql as $$ begin raise sqlstate 'PT409' using message = 'Slot already taken.'; end $$;

create function fx.echo(jsonb) returns jsonb
language sql immutable as $$ select $1 $$;

create function fx.sum_array(xs int[]) returns int
language sql immutable as $$ select coalesce(sum(x), 0)::int from unnest(xs) x $$;

create function fx.note_count() returns bigint
language sql stable as $$ select count(*) from fx.notes $$;

create function fx.my_notes() returns setof fx.notes
language sql stable as $$ select * from fx.notes order by id $$;

create function fx.sleep(seconds float8) returns int
language sql volatile as $$ select 1 from pg_sleep(seconds) $$;

create function fx.whoami() returns text
language sql stable as $$ select current_user || ':' || coalesce(auth.uid()::text, '') $$;

create table fx2.things (id int primary key, label text not null);

grant select on fx.authors, fx.books, fx.reviews, fx.items, fx.author_names, fx.book_cards, fx.labels, fx.book_labels,
  fx.book_details, fx2.things to anon;
grant select, insert, update, delete on fx.authors, fx.books, fx.reviews, fx.items, fx.author_names,
  fx.labels, fx.book_labels, fx.book_details, fx2.things to authenticated;
grant select, insert, update, delete on fx.notes to authenticated;
grant usage on all sequences in schema fx to authenticated;
grant usage, update on sequence fx.tickets to authenticated;
grant execute on all functions in schema fx to anon, authenticated;

insert into fx.authors (id, name, bio, born, data) values
  (1, 'Asha Rao', 'Writes about rivers', '1970-01-02', '{"city": "Pune", "tags": ["a", "b"]}'),
  (2, 'Vikram Sen', null, '1985-05-06', '{"city": "Kochi"}'),
  (3, 'Meera Das', 'Poet, "quoted"', null, null);
select setval('fx.authors_id_seq', 3);

insert into fx.books (id, title, author_id, editor_id, pages, tags, published, price) values
  (1, 'River Songs', 1, 2, 120, '{poetry,nature}', true, 250.00),
  (2, 'Monsoon', 1, null, 300, '{nature}', true, 399.50),
  (3, 'City Lights', 2, 1, null, '{}', false, null),
  (4, 'Quiet Hours', 3, null, 80, '{poetry}', true, 150.00);
select setval('fx.books_id_seq', 4);

insert into fx.reviews (book_id, stars, body) values (1, 5, 'Lovely'), (1, 4, 'Good'), (2, 3, 'Long');

insert into fx.labels (id, label) values (1, 'classic'), (2, 'new'), (3, 'unused');
insert into fx.book_labels (book_id, label_id) values (1, 1), (1, 2), (2, 1);
insert into fx.book_details (book_id, isbn) values (1, '978-0-00-000001-1');

insert into fx.items (id, sku, qty) values (1, 'A-1', 5), (2, 'B-2', 0);

insert into fx2.things (id, label) values (1, 'other schema');
