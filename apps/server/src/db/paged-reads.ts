// What the paged history calls share: a filter by KST calendar days, and the page answer.

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
