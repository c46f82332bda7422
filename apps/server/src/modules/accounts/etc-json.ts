/**
 * The `etcJson` keys a member may set at signup. Everything else in etcJson (such as `blockDevice`,
 * the mobile block of spec §5) is set by operators, so a client-sent key outside this list is dropped
 * rather than stored: a whitelist cannot miss a security flag added later.
 */
export const memberEtcKeys = [
  'birthDate',
  'gender',
  'telecom',
  'language',
  'marketingConsent',
  'memo',
] as const;

type EtcValue = string | number | boolean | null;

export function memberSettableEtc(
  input: Readonly<Record<string, EtcValue>> | undefined,
): Record<string, EtcValue> {
  const kept: Record<string, EtcValue> = {};
  if (input === undefined) return kept;
  for (const key of memberEtcKeys) {
    const value = input[key];
    if (value !== undefined) kept[key] = value;
  }
  return kept;
}
