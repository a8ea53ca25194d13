/**
 * GET /codechef_register/js/get/state/{countryId}/: the
 * states of a country for the registration form's country-to-state dropdown.
 */
import { get } from '../core/http';
import { asObject, str } from '../core/json';

export interface StateOption {
  id: string;
  name: string;
}

/** The states in our shape; items without an id or a name are left out. */
function normaliseStates(raw: unknown): StateOption[] {
  if (!Array.isArray(raw)) throw new Error('The state list is not a list.');
  return raw.flatMap((item) => {
    const entry = asObject(item);
    const id = typeof entry?.state_id === 'number' ? String(entry.state_id) : str(entry?.state_id);
    const name = str(entry?.state_name);
    return id && name ? [{ id, name }] : [];
  });
}

export async function fetchStates(countryId: string): Promise<StateOption[]> {
  return normaliseStates(await get<unknown>(`/codechef_register/js/get/state/${encodeURIComponent(countryId)}/`, { quiet: true }));
}
