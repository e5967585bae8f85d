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
 * outward. (One statement for all four bands cost more to plan than to run; on PostgreSQL each
 * shape of band statement is a prepared statement, planned once per connection.) A walk from
 * the top still passes the already-rated people ahead — their index entries, about 8,000 pages
 * for a viewer who rated 17,000 people of his city (bench/README.md), where a NOT EXISTS probe
 * per skipped person cost 190,000 — so the next walks resume at a cursor (below). PostgreSQL
 * hashes the set while it fits hash_mem (work_mem × hash_mem_multiplier, 8 MB by default: well
 * over 100,000 ratings); a viewer with more would get a plan that scans the set per person.
 *
 * The walk's cursor (per viewer and band, kept in memory by `DiscoverCursors`): a viewer who
 * has rated the first thousands of a band would walk past all of them on every page. After a
 * page, the cursor remembers `from`, the last activity of the first person the walk found (all
 * above it were rated or left out when the walk passed them), and `since`, the moment the
 * cursor was made (less a minute for activity marks still being committed). The next walk is
 * two short index walks: people active after `since` (they moved to the top) and people at
 * or below `from`. Activity only moves people up, so nobody else can be between. The cursor is
 * dropped when the viewer's filters or the day (ages) change, and after
 * DISCOVER_CURSOR_TTL_MS, so what moves someone into a walk without making them active (an
 * edited profile, a photo added) shows within that time.
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
import { type AppDb, preparedRows } from '../../platform/db/client.ts';
import type { UserRow } from '../users/users.view.ts';
import { ratingsSince } from './likes.repo.ts';

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

/** Where a viewer's walk of one band resumes (see "The walk's cursor" above). */
export interface BandCursor {
  /** The viewer's filters and day the cursor was made for. */
  key: string;
  /** The walk resumes at people active at or before this moment. */
  from: Date;
  /** People active after this moment are walked from the top. */
  since: Date;
  /** The viewer had rated more than DISCOVER_PROBE_RATINGS people when the cursor was made. */
  manyRated: boolean;
}

/** A cursor is dropped after this long: its walk from the top would grow, and see above. */
export const DISCOVER_CURSOR_TTL_MS = 30 * 60_000;
/** Over this many ratings a walk from a cursor probes "not rated" per person walked. */
const DISCOVER_PROBE_RATINGS = 1_000;
/** Activity marks are written with the moment of the request and committed within this. */
const ACTIVITY_COMMIT_MARGIN_MS = 60_000;
/** Viewers whose cursors are kept (about 300 bytes each); the least recently used go first. */
export const DISCOVER_CURSOR_VIEWERS = 10_000;

/** The viewers' cursors of one instance (another instance walks from the top once). */
export class DiscoverCursors {
  private readonly byViewer = new Map<string, Map<number, BandCursor>>();

  constructor(private readonly maxViewers = DISCOVER_CURSOR_VIEWERS) {}

  /** The viewer's cursor of the band when it is still good for `key` at `now`. */
  get(viewerId: string, band: number, key: string, now: Date): BandCursor | undefined {
    const bands = this.byViewer.get(viewerId);
    const cursor = bands?.get(band);
    if (!bands || !cursor) return undefined;
    // Most recently used last.
    this.byViewer.delete(viewerId);
    this.byViewer.set(viewerId, bands);
    const fresh = now.getTime() - cursor.since.getTime() <= DISCOVER_CURSOR_TTL_MS;
    if (cursor.key === key && fresh) return cursor;
    bands.delete(band);
    return undefined;
  }

  set(viewerId: string, band: number, cursor: BandCursor): void {
    const bands = this.byViewer.get(viewerId) ?? new Map<number, BandCursor>();
    bands.set(band, cursor);
    this.byViewer.delete(viewerId);
    this.byViewer.set(viewerId, bands);
    if (this.byViewer.size > this.maxViewers) {
      const oldest = this.byViewer.keys().next().value;
      if (oldest !== undefined) this.byViewer.delete(oldest);
    }
  }
}

/** What a cursor is made for: everything of the viewer the band query reads, and the day. */
export function cursorKey(viewer: DiscoverViewer, now: Date): string {
  const { min, max } = birthdayBounds(viewer.lookingAgeFrom, viewer.lookingAgeTo, now);
  return [
    viewer.gender,
    viewer.looking,
    min,
    max,
    ageOn(viewer.birthday, now),
    viewer.country,
    viewer.region,
    viewer.city,
  ].join('|');
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
 * The SQL of one band's page: the `limit` best candidates of the band by rank, each row with
 * `next_from`, where the band's next walk may resume (see "The walk's cursor"). Exported so a
 * benchmark can EXPLAIN exactly what runs.
 */
export function discoverBandQuery(
  viewer: DiscoverViewer,
  band: DiscoverBand,
  limit: number,
  now: Date = new Date(),
  cursor?: BandCursor,
  /** Also count the viewer's ratings since this moment (`rated_today`), in the same statement. */
  countSince?: { db: AppDb; since: Date },
): SQL {
  const { min, max } = birthdayBounds(viewer.lookingAgeFrom, viewer.lookingAgeTo, now);
  const age = ageOn(viewer.birthday, now);
  const boost = sql`make_interval(hours => ${DISCOVER.vipBoostHours})`;
  const at = now.toISOString();
  // "Not rated" is a hashed set of everyone the viewer rated, read once per query; from a
  // cursor the walk passes few of them, and for a viewer who rated many a probe per person
  // walked is cheaper than hashing them all. A walk from the top counts them for its cursor.
  const rated = cursor
    ? sql`null::int`
    : sql`(select count(*)::int from likes l where l.rater_id = ${viewer.id})`;
  const notRated = cursor?.manyRated
    ? sql`not exists (select 1 from likes l where l.rater_id = ${viewer.id} and l.rated_id = u.id)`
    : sql`u.id not in (select l.rated_id from likes l where l.rater_id = ${viewer.id})`;
  // The partial index predicate is repeated word for word so the planner can use the indexes.
  const candidate = sql`u.status = 'active' and not u.is_service and ${band.place}
    and u.gender = ${viewer.looking} and u.looking = ${viewer.gender}
    and u.birthday > ${min} and u.birthday <= ${max}
    and u.looking_age_from <= ${age} and u.looking_age_to >= ${age}
    and u.id <> ${viewer.id}
    and exists (select 1 from images i where i.user_id = u.id and i.profile)
    and ${notRated}
    and not exists (select 1 from blocks b where b.blocker_id = ${viewer.id} and b.blocked_id = u.id)
    and not exists (select 1 from blocks b where b.blocker_id = u.id and b.blocked_id = ${viewer.id})`;
  const rank = sql`u.last_active_at + case when u.vip_until > ${at}::timestamptz then ${boost} else interval '0' end`;
  const walk = (where: SQL) => sql`select u.id, ${rank} as rank, u.last_active_at from users u
      where ${candidate} and ${where}
      order by u.last_active_at desc limit ${limit}`;
  // Without a cursor one walk from the top; with one, the top down to `since`, and from `from`.
  const since = sql`${cursor?.since.toISOString()}::timestamptz`;
  const from = sql`${cursor?.from.toISOString()}::timestamptz`;
  // The VIPs' walk skips those between the two, all passed already, before probing anyone.
  const passed = cursor ? sql`(u.last_active_at > ${since} or u.last_active_at <= ${from})` : sql`true`;
  const streams = cursor
    ? sql`top as materialized (${walk(sql`u.last_active_at > ${since}`)}),
    rest as materialized (${walk(sql`u.last_active_at <= ${from}`)}),
    a as materialized (select * from top union all select * from rest order by last_active_at desc limit ${limit})`
    : sql`rest as materialized (${walk(sql`true`)}),
    a as materialized (select * from rest)`;
  return sql`with ${streams},
    b as materialized (
      select u.id, ${rank} as rank from users u
      where ${candidate}
        and u.vip_until is not null and u.vip_until > ${at}::timestamptz
        and (select count(*) from a) = ${limit}
        and u.last_active_at >= (select min(last_active_at) from a) - ${boost}
        and ${passed}
      order by u.last_active_at desc limit ${limit})
    select page.id, (select max(last_active_at) from rest) as next_from, ${rated} as rated,
      ${countSince ? sql`(${ratingsSince(countSince.db, viewer.id, countSince.since)})::int` : sql`null::int`} as rated_today
    from (select 1) one left join (
      select id, rank from (select id, rank from a union select id, rank from b) ab
      order by rank desc, id limit ${limit}) page on true
    order by page.rank desc, page.id`;
}

/**
 * The band's cursor after a walk that returned `rows`: it resumes at the first person the walk
 * from `from` (or from the top) found; when that walk found nobody, everyone below was passed.
 */
function cursorAfter(
  key: string,
  cursor: BandCursor | undefined,
  row: BandRow | undefined,
  now: Date,
): BandCursor {
  const found = row?.next_from;
  const from = found === null || found === undefined ? new Date(0) : new Date(found);
  const since = cursor?.since ?? new Date(now.getTime() - ACTIVITY_COMMIT_MARGIN_MS);
  const manyRated = cursor?.manyRated ?? (row?.rated ?? 0) > DISCOVER_PROBE_RATINGS;
  return { key, from, since, manyRated };
}

/** A row of a band's page; one row with a null id when the band has nobody to show. */
interface BandRow {
  id: string | null;
  next_from: Date | string | null;
  /** How many people the viewer rated (counted by a walk from the top only). */
  rated: number | null;
  /** The viewer's ratings since the moment asked for (the first band's statement only). */
  rated_today: number | null;
}

export interface DiscoverStatement {
  band: number;
  query: SQL;
}

export interface DiscoverPage {
  candidates: DiscoverCandidate[];
  /** The viewer's ratings since `ratedSince`, when it was asked for. */
  ratedToday: number | null;
}

/**
 * The next discover page, best first: band by band, nearest first, each band asked for what the
 * page still lacks, until `limit` people are found. A dense city is one query; a sparse one goes
 * on outward. `cursors`, when given, are the viewers' walk cursors (read and moved on);
 * `statements`, when given, receives every query run, in order; `ratedSince`, when given, has
 * the first statement also count the viewer's ratings since then (a free viewer's allowance of
 * the day: one round trip fewer than a query of its own).
 */
export async function discoverPage(
  db: AppDb,
  viewer: DiscoverViewer,
  limit: number,
  now: Date = new Date(),
  {
    cursors,
    statements,
    ratedSince,
  }: { cursors?: DiscoverCursors; statements?: DiscoverStatement[]; ratedSince?: Date } = {},
): Promise<DiscoverPage> {
  const candidates: DiscoverCandidate[] = [];
  let ratedToday: number | null = null;
  const key = cursorKey(viewer, now);
  for (const [index, band] of discoverBands(viewer).entries()) {
    const cursor = cursors?.get(viewer.id, band.n, key, now);
    const countSince = index === 0 && ratedSince ? { db, since: ratedSince } : undefined;
    const query = discoverBandQuery(viewer, band, limit - candidates.length, now, cursor, countSince);
    statements?.push({ band: band.n, query });
    const rows = await preparedRows<BandRow>(db, query);
    if (countSince) ratedToday = Number(rows[0]?.rated_today ?? 0);
    cursors?.set(viewer.id, band.n, cursorAfter(key, cursor, rows[0], now));
    for (const { id } of rows) if (id !== null) candidates.push({ id, band: band.n });
    if (candidates.length >= limit) break;
  }
  return { candidates, ratedToday };
}

/** The ids of the next discover page (discoverPage without the count). */
export async function discoverCandidates(
  db: AppDb,
  viewer: DiscoverViewer,
  limit: number,
  now: Date = new Date(),
  cursors?: DiscoverCursors,
): Promise<DiscoverCandidate[]> {
  return (await discoverPage(db, viewer, limit, now, { cursors })).candidates;
}

/**
 * The statements one discover page of this viewer runs, in order (what a benchmark EXPLAINs:
 * their plans together are the page's cost), moving the viewer's cursors as the page does.
 */
export async function discoverPageQueries(
  db: AppDb,
  viewer: DiscoverViewer,
  limit: number,
  now: Date = new Date(),
  cursors?: DiscoverCursors,
  ratedSince?: Date,
): Promise<DiscoverStatement[]> {
  const statements: DiscoverStatement[] = [];
  await discoverPage(db, viewer, limit, now, { cursors, statements, ratedSince });
  return statements;
}
