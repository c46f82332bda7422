/** One catalogued failure: the HTTP status it answers with and its message in Korean and English. */
export interface CatalogueEntry {
  readonly status: number;
  readonly ko: string;
  readonly en: string;
}
