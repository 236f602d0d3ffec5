// The administration lists at the size of a large operator: 10 000 users and 2 000 clients (8 000 areas, 12 000
// user–client grants, 600 collection providers with 1 200 licences, 4 000 contracts). Each list page is asked through the real app (HTTP
// inject: session, access check, validation, query, serialisation) as a master and as a gerente, first pages and
// deep ones, searched, filtered and sorted.
// Run: node --import tsx bench/admin-lists.ts [pglite|postgres] [runs]
// Target (issue 10): every list page p95 < 100 ms.
import { sql } from 'drizzle-orm';
import { benchKind } from './lib/database.ts';
import { timeRuns } from './lib/dashboard-data.ts';

const kind = benchKind(process.argv[2]);
const runs = Number(process.argv[3] ?? 60);
if (kind === 'postgres') {
  process.env.TEST_DB = 'postgres';
  process.env.TEST_DATABASE_URL ??= process.env.BENCH_DATABASE_URL;
}
// The test harness builds the app exactly as the server does, on a fresh migrated database.
const { createTestContext } = await import('../apps/server/test/helpers/context.ts');
const { signedInUser } = await import('../apps/server/test/helpers/factories.ts');

const CLIENTS = 2_000;
const USERS = 10_000;
const PROVIDERS = 300;

const ctx = await createTestContext();
try {
  const started = performance.now();
  await ctx.db.execute(sql`
    insert into clients (name, cnpj, category, city, state, timezone, diversion_goal_pct)
    select 'Cliente ' || lpad(i::text, 4, '0') || case when i % 7 = 0 then ' Pousada' else ' Hotel' end,
           lpad((11222333000000 + i * 97)::text, 14, '0'), 'hotel',
           (array['São Paulo','Rio de Janeiro','Salvador','Recife','Florianópolis'])[1 + i % 5],
           (array['SP','RJ','BA','PE','SC'])[1 + i % 5], 'America/Sao_Paulo', 80 + i % 20
    from generate_series(1, ${CLIENTS}) i`);
  await ctx.db.execute(sql`
    insert into areas (client_id, name, position)
    select c.id, a.name, a.pos from clients c
    cross join (values ('Cozinha', 0), ('Restaurante', 1), ('Bar', 2), ('Governança', 3)) a(name, pos)`);
  // 50 masters, 200 gerentes with 10 clients each, the rest operacional with one client (some with two);
  // one in five has never set a password (invited), one in fifty is deactivated.
  await ctx.db.execute(sql`
    insert into "user" (id, name, email, email_verified, role, active, last_sign_in_at, created_at)
    select 'bench-' || i, (array['Ana','Bruno','Carla','Diego','Elisa','Fábio'])[1 + i % 6] || ' ' ||
             (array['Silva','Souza','Lima','Costa','Rocha'])[1 + (i / 6) % 5] || ' ' || i,
           'pessoa' || i || '@example.com', true,
           case when i <= 50 then 'master' when i <= 250 then 'gerente' else 'operacional' end,
           i % 50 <> 0, case when i % 5 = 0 then null else now() - (i % 90) * interval '1 day' end,
           now() - (i % 400) * interval '1 day'
    from generate_series(1, ${USERS}) i`);
  await ctx.db.execute(sql`
    insert into account (id, account_id, provider_id, user_id, password, created_at, updated_at)
    select 'acc-' || u.id, u.id, 'credential', u.id, 'not-a-real-hash', now(), now()
    from "user" u where u.id like 'bench-%' and u.last_sign_in_at is not null`);
  await ctx.db.execute(sql`
    with numbered as (select id, row_number() over (order by name) as n from clients)
    insert into user_clients (user_id, client_id)
    select 'bench-' || i, c.id from generate_series(51, 250) i
    join numbered c on c.n between ((i - 51) * 10) % ${CLIENTS} + 1 and ((i - 51) * 10) % ${CLIENTS} + 10
    union all
    select 'bench-' || i, c.id from generate_series(251, ${USERS}) i
    join numbered c on c.n = i % ${CLIENTS} + 1 or (i % 5 = 1 and c.n = (i + 7) % ${CLIENTS} + 1)`);
  for (const table of ['carriers', 'receivers'] as const) {
    const treatments = table === 'receivers' ? sql`, treatments` : sql``;
    const offered = table === 'receivers' ? sql`, array['composting','recycling']` : sql``;
    await ctx.db.execute(sql`
      insert into ${sql.identifier(table)} (name, cnpj, city, state${treatments})
      select ${table === 'carriers' ? 'Transportes ' : 'Central '} || i, lpad((33444555000000 + i)::text, 14, '0'),
             'Campinas', 'SP'${offered}
      from generate_series(1, ${PROVIDERS}) i`);
    const owner = sql.identifier(table === 'carriers' ? 'carrier_id' : 'receiver_id');
    await ctx.db.execute(sql`
      insert into provider_licences (${owner}, number, agency, expires_on)
      select p.id, 'LO-' || n, 'CETESB', current_date + ((hashtext(p.id::text || n) % 1100 + 1100) % 1100 - 60)
      from ${sql.identifier(table)} p cross join generate_series(1, 2) n`);
  }
  // Two contracts per client (organics → composting, rejeito → landfill) with providers spread over the list.
  await ctx.db.execute(sql`
    with c as (select id, row_number() over (order by name) as n from clients),
      k as (select id, row_number() over (order by name) as n from carriers),
      r as (select id, row_number() over (order by name) as n from receivers)
    insert into contracts (client_id, carrier_id, receiver_id, waste_type, destination, valid_from)
    select c.id, k.id, r.id, t.waste_type, t.destination, date '2025-01-01'
    from c join k on k.n = c.n % ${PROVIDERS} + 1 join r on r.n = (c.n * 7) % ${PROVIDERS} + 1
    cross join (values ('organico', 'composting'), ('rejeito', 'sanitary_landfill')) t(waste_type, destination)`);
  await ctx.db.execute(sql`analyze`);
  const loadSeconds = +((performance.now() - started) / 1000).toFixed(1);

  const ids = async (query: ReturnType<typeof sql>) =>
    ((await ctx.db.execute(query)) as unknown as { rows: { id: string }[] }).rows.map((r) => r.id);
  const [someClient] = await ids(sql`select id from clients order by name offset 500 limit 1`);
  const gerenteClients = await ids(sql`select id from clients order by name limit 10`);
  const master = await signedInUser(ctx, 'master');
  const gerente = await signedInUser(ctx, 'gerente', gerenteClients);

  const pages: [string, string, string][] = [
    ['users, first page', master.cookie, '/api/v1/users'],
    ['users, page 200 by name', master.cookie, '/api/v1/users?page=200&pageSize=20'],
    ['users, search "silva"', master.cookie, '/api/v1/users?q=silva'],
    ['users, role + client filter', master.cookie, `/api/v1/users?role=operacional&clientId=${someClient!}`],
    ['users, invited, by last sign-in', master.cookie, '/api/v1/users?status=invited&sort=lastSignInAt&dir=desc'],
    ['users, as a gerente of 10 clients', gerente.cookie, '/api/v1/users'],
    ['clients, first page', master.cookie, '/api/v1/admin/clients'],
    ['clients, page 50 by city', master.cookie, '/api/v1/admin/clients?page=50&sort=city'],
    ['clients, search "pousada"', master.cookie, '/api/v1/admin/clients?q=pousada'],
    ['clients, search by CNPJ digits', master.cookie, '/api/v1/admin/clients?q=112223'],
    ['client selector (all 2 000)', master.cookie, '/api/v1/clients'],
    ['carriers, first page', master.cookie, '/api/v1/carriers'],
    ['receivers, search', master.cookie, '/api/v1/receivers?q=central%201'],
    ['licence alerts', master.cookie, '/api/v1/alerts'],
  ];
  const results: Record<string, unknown>[] = [];
  for (const [name, cookie, url] of pages) {
    const check = await ctx.get(url, { cookie });
    if (check.statusCode !== 200) throw new Error(`${url}: ${check.statusCode} ${check.body.slice(0, 200)}`);
    results.push({ page: name, url, ...(await timeRuns(() => ctx.get(url, { cookie }), runs)) });
  }
  console.log(JSON.stringify({ bench: 'admin-lists', db: kind, runs, loadSeconds, results }, null, 1));
  const slow = results.filter((r) => (r as { p95: number }).p95 >= 100);
  console.log(
    slow.length ? `FAIL p95 ≥ 100 ms: ${slow.map((r) => r.page).join(', ')}` : 'PASS every list page p95 < 100 ms',
  );
  process.exitCode = slow.length ? 1 : 0;
} finally {
  await ctx.close();
}
