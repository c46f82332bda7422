// What the paged history calls share: a filter by KST calendar days, the page answer, and a member's
// finished orders of one option or all.

import type { Queryable } from './database.ts';

/** The instant a KST calendar day starts (UTC+9 all year: Korea keeps no daylight saving). */
export function kstDayStart(dateSql: string): string {
  return `((${dateSql})::timestamp - interval '9 hours') AT TIME ZONE 'UTC'`;
}

/** The KST calendar day (a SQL date) of the instant `column`. */
export function kstDate(column: string): string {
  return `((${column} AT TIME ZONE 'UTC') + interval '9 hours')::date`;
}

/**
 * `column` within the KST days `fromParam` … `toParam` (SQL parameters holding `YYYY-MM-DD` or null),
 * both days included; a null end leaves that side open.
 */
export function kstDaysFilter(column: string, fromParam: string, toParam: string): string {
  return `(${fromParam}::date IS NULL OR ${column} >= ${kstDayStart(`${fromParam}::date`)})
    AND (${toParam}::date IS NULL OR ${column} < ${kstDayStart(`${toParam}::date + 1`)})`;
}

/** An `ILIKE` pattern finding `keyword` anywhere: `%`, `_` and `\\` typed by a person are letters to find. */
export function likePattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** The flags of a `0,1` filter (`isReadStrs=0`), for `= ANY($n::boolean[])`; null when left out (both). */
export function flagFilter(strs: readonly string[] | undefined): boolean[] | null {
  return strs?.map((flag) => flag === '1') ?? null;
}

export interface PageQuery {
  readonly page: number;
  readonly size: number;
}

/** A history page between two KST days (both optional). */
export interface DaysPageQuery extends PageQuery {
  readonly startDate?: string | undefined;
  readonly endDate?: string | undefined;
}

/** A history page of one futures option or all, between two KST days (both optional). */
export interface OptionHistoryQuery extends DaysPageQuery {
  readonly futuresOptionId?: number | undefined;
}

/** The SQL `LIMIT … OFFSET …` values of a 1-based page. */
export function pageWindow(query: PageQuery): [limit: number, offset: number] {
  return [query.size, (query.page - 1) * query.size];
}

/** One page of a list as every paged call answers it. */
export function pageAnswer<Item>(content: Item[], query: PageQuery, totalElements: number) {
  return {
    content,
    page: query.page,
    size: query.size,
    totalElements,
    totalPages: Math.ceil(totalElements / query.size),
  };
}

/** What differs between the products' order histories: their table, select and option column. */
export interface OrderHistorySource<Row extends object, Item> {
  /** `SELECT … FROM <table> o …`: the rows, aliased `o`. */
  readonly select: string;
  readonly table: string;
  /** The column naming the order's option, e.g. `futures_option_id`. */
  readonly optionColumn: string;
  readonly record: (row: Row) => Item;
}

/**
 * A page of the member's filled and cancelled orders of one option (or all), newest first; the dates
 * are KST days of the order's last change (its fill or cancel). Scoped by member and site: another
 * member's orders are as absent as ones that never existed.
 */
export async function memberOrderHistory<Row extends object, Item>(
  db: Queryable,
  source: OrderHistorySource<Row, Item>,
  caller: { readonly memberId: number; readonly siteId: number },
  optionId: number | undefined,
  query: DaysPageQuery,
) {
  const where = `o.member_id = $1 AND o.site_id = $2 AND o.status <> 'OPEN'
    AND ($3::int IS NULL OR o.${source.optionColumn} = $3) AND ${kstDaysFilter('o.updated_at', '$4', '$5')}`;
  const params = [
    caller.memberId,
    caller.siteId,
    optionId ?? null,
    query.startDate ?? null,
    query.endDate ?? null,
  ];
  const rows = await db.query<Row>(`${source.select} WHERE ${where} ORDER BY o.id DESC LIMIT $6 OFFSET $7`, [
    ...params,
    ...pageWindow(query),
  ]);
  const count = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM ${source.table} o WHERE ${where}`,
    params,
  );
  return pageAnswer(rows.rows.map(source.record), query, count.rows[0]?.total ?? 0);
}
