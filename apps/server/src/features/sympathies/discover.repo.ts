/**
 * The discover query: who the viewer is shown next.
 *
 * A candidate is an active, non-service account of the gender the viewer looks for, looking
 * for the viewer's gender, of an age inside the viewer's range while the viewer's age is inside
 * theirs, not the viewer, with a profile photo (a card without a face is not shown; such a
 * profile is still reachable by its link), not yet rated by the viewer and not blocked either
 * way.
 *
 * Order: nearest distance band first — 1 the viewer's city, 2 the rest of the viewer's region,
 * 3 the rest of the country, 4 the rest of the world — and inside a band by "rank": the moment
 * the person was last active, plus DISCOVER.vipBoostHours while they hold VIP.
 *
 * How it stays fast (1M users, 20M likes): each band has its own partial index on users
 * (platform/db/schema.ts, `users_discover_*_idx`) keyed by the band's place columns, then
 * gender and looking, then last_active_at, with every column the filters need at the end. A
 * band is one backward walk of its index, newest first, that stops after `limit` rows
 * survive the filters; the filters read only the index entry. "Not rated" is a hashed set of
 * everyone the viewer rated, read once per query from the (rater, rated) unique index (NOT IN
 * an uncorrelated subquery), so a person the viewer already rated costs only their index entry
 * in the walk; "not blocked" are NOT EXISTS probes of the (blocker, blocked) unique indexes, and
 * "has a photo" an EXISTS probe of the one-profile-photo-per-user unique index, both run only
 * for people still in the running. Each band is its own small query, run only while the nearer
 * ones found fewer than `limit` people, so a dense city is one query and a sparse one walks on
 * outward. (One statement for all four bands cost more to plan than to run.) The cost still
 * grows with the already-rated people ahead in the walk — their index entries, about 8,000
 * pages per page of a viewer who rated 17,000 people of his city (bench/README.md) — where a
 * NOT EXISTS probe per skipped person cost 190,000. PostgreSQL hashes the set while it fits
 * hash_mem (work_mem × hash_mem_multiplier, 8 MB by default: well over 100,000 ratings); a
 * viewer with more would get a plan that scans the set per person.
 *
 * The VIP boost, per band: stream A is the band's `limit` most recently active people;
 * stream B is the band's current VIPs (the band's index or the small users_discover_vip_idx,
 * whichever the planner finds cheaper) active no earlier than
 * the last of A minus the boost — nobody older can outrank A's last row. B runs only when A
 * is full (otherwise A already holds every VIP). The band's page is the union ordered by rank:
 * exactly the top `limit` by rank, from two short index walks and a sort of at most
 * 2 × limit rows.
 */
import { DISCOVER } from '@iskra/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type AppDb, queryRows } from '../../platform/db/client.ts';
import type { UserRow } from '../users/users.view.ts';

export type DiscoverViewer = Pick<
  UserRow,
  'id' | 'gender' | 'looking' | 'birthday' | 'lookingAgeFrom' | 'lookingAgeTo' | 'city' | 'region' | 'country'
>;

export interface DiscoverCandidate {
  id: string;
  /** 1 city, 2 region, 3 country, 4 world. */
  band: number;
}

/** yyyy-mm-dd of `today` moved `years` back; text comparison then matches ageOf() exactly. */
function yearsBefore(today: Date, years: number): string {
  const y = String(today.getUTCFullYear() - years).padStart(4, '0');
  const m = String(today.getUTCMonth() + 1).padStart(2, '0');
  const d = String(today.getUTCDate()).padStart(2, '0');
  // A date that does not exist (29 February of a common year) still compares right as text.
  return `${y}-${m}-${d}`;
}

/**
 * Birthdays of people aged `from` to `to` today: `birthday > min and birthday <= max`
 * (age ≥ n ⇔ birthday ≤ today n years ago, compared as yyyy-mm-dd text).
 */
export function birthdayBounds(from: number, to: number, today: Date): { min: string; max: string } {
  return { min: yearsBefore(today, to + 1), max: yearsBefore(today, from) };
}

/** Full years of a yyyy-mm-dd birthday on `today` (the same rule as the contract's ageOf). */
function ageOn(birthday: string, today: Date): number {
  const [y = 0, m = 0, d = 0] = birthday.split('-').map(Number);
  const age = today.getUTCFullYear() - y;
  const tm = today.getUTCMonth() + 1;
  return tm < m || (tm === m && today.getUTCDate() < d) ? age - 1 : age;
}

export interface DiscoverBand {
  /** 1 city, 2 region, 3 country, 4 world. */
  n: number;
  place: SQL;
}

/** The viewer's distance bands, nearest first; each is a set of places the others exclude. */
export function discoverBands(viewer: DiscoverViewer): DiscoverBand[] {
  const bands: DiscoverBand[] = [
    {
      n: 1,
      place: sql`u.country = ${viewer.country} and u.region = ${viewer.region} and u.city = ${viewer.city}`,
    },
  ];
  if (viewer.region !== '') {
    bands.push({
      n: 2,
      place: sql`u.country = ${viewer.country} and u.region = ${viewer.region} and u.city <> ${viewer.city}`,
    });
    bands.push({ n: 3, place: sql`u.country = ${viewer.country} and u.region <> ${viewer.region}` });
  } else {
    // Without a region (federal cities, most countries) the country comes right after the city.
    bands.push({
      n: 3,
      place: sql`u.country = ${viewer.country} and (u.region <> '' or u.city <> ${viewer.city})`,
    });
  }
  bands.push({ n: 4, place: sql`u.country <> ${viewer.country}` });
  return bands;
}

/**
 * The SQL of one band's page: the `limit` best candidates of the band by rank. Exported so a
 * benchmark can EXPLAIN exactly what runs.
 */
export function discoverBandQuery(
  viewer: DiscoverViewer,
  band: DiscoverBand,
  limit: number,
  now: Date = new Date(),
): SQL {
  const { min, max } = birthdayBounds(viewer.lookingAgeFrom, viewer.lookingAgeTo, now);
  const age = ageOn(viewer.birthday, now);
  const boost = sql`make_interval(hours => ${DISCOVER.vipBoostHours})`;
  const at = now.toISOString();
  // The partial index predicate is repeated word for word so the planner can use the indexes.
  const candidate = sql`u.status = 'active' and not u.is_service and ${band.place}
    and u.gender = ${viewer.looking} and u.looking = ${viewer.gender}
    and u.birthday > ${min} and u.birthday <= ${max}
    and u.looking_age_from <= ${age} and u.looking_age_to >= ${age}
    and u.id <> ${viewer.id}
    and exists (select 1 from images i where i.user_id = u.id and i.profile)
    and u.id not in (select l.rated_id from likes l where l.rater_id = ${viewer.id})
    and not exists (select 1 from blocks b where b.blocker_id = ${viewer.id} and b.blocked_id = u.id)
    and not exists (select 1 from blocks b where b.blocker_id = u.id and b.blocked_id = ${viewer.id})`;
  const rank = sql`u.last_active_at + case when u.vip_until > ${at}::timestamptz then ${boost} else interval '0' end`;
  return sql`with a as materialized (
      select u.id, ${rank} as rank, u.last_active_at from users u
      where ${candidate}
      order by u.last_active_at desc limit ${limit}),
    b as materialized (
      select u.id, ${rank} as rank from users u
      where ${candidate}
        and u.vip_until is not null and u.vip_until > ${at}::timestamptz
        and (select count(*) from a) = ${limit}
        and u.last_active_at >= (select min(last_active_at) from a) - ${boost}
      order by u.last_active_at desc limit ${limit})
    select id from (select id, rank from a union select id, rank from b) ab
    order by rank desc, id limit ${limit}`;
}

export interface DiscoverStatement {
  band: number;
  query: SQL;
}

/**
 * Ids of the next discover page, best first: band by band, nearest first, each band asked for
 * what the page still lacks, until `limit` people are found. A dense city is one query; a
 * sparse one goes on outward. `statements`, when given, receives every query run, in order.
 */
export async function discoverCandidates(
  db: AppDb,
  viewer: DiscoverViewer,
  limit: number,
  now: Date = new Date(),
  statements?: DiscoverStatement[],
): Promise<DiscoverCandidate[]> {
  const page: DiscoverCandidate[] = [];
  for (const band of discoverBands(viewer)) {
    const query = discoverBandQuery(viewer, band, limit - page.length, now);
    statements?.push({ band: band.n, query });
    const rows = await queryRows<{ id: string }>(db, query);
    page.push(...rows.map((r) => ({ id: r.id, band: band.n })));
    if (page.length >= limit) break;
  }
  return page;
}

/**
 * The statements one discover page of this viewer runs, in order (what a benchmark EXPLAINs:
 * their plans together are the page's cost).
 */
export async function discoverPageQueries(
  db: AppDb,
  viewer: DiscoverViewer,
  limit: number,
  now: Date = new Date(),
): Promise<DiscoverStatement[]> {
  const statements: DiscoverStatement[] = [];
  await discoverCandidates(db, viewer, limit, now, statements);
  return statements;
}
