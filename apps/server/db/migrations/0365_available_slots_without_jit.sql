-- get_available_slots answers in about 2 ms but was paying 1.5 s of JIT compilation on every
-- call on a PostgreSQL server: its planner estimates (generate_series and the booking-times
-- function at their default 1,000 rows each) put the slot query at a cost near 900,000, past
-- jit_above_cost and jit_optimize_above_cost, so each call compiled and optimised 47 functions
-- with LLVM (explain analyze under auto_explain: execution 1.6 ms, JIT 1,556 ms). `npm run load`
-- found it: with 200 members looking at slots, the pool stayed busy compiling. As
-- pgpersonnel.search_doctors (0022), it runs without JIT.
alter function pgathcare.get_available_slots(integer, date, date) set jit = off;
