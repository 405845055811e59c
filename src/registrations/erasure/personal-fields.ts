import type { Registration } from '../registration.entity';

/** What an erased text shows: the value left in a NOT NULL column, and what exports print for an erased one. */
export const ERASED_MARK = '[erased]';

interface PersonalField {
  /** The field's name in the API, the exports and the erasure event. */
  name: string;
  property: keyof Registration;
  /** What erasure leaves: the mark where the column is NOT NULL, null elsewhere. */
  erasedValue: typeof ERASED_MARK | null;
}

/** A registration's personal data: every field erasure clears once retention has ended. */
export const PERSONAL_FIELDS: readonly PersonalField[] = [
  { name: 'full_name', property: 'fullName', erasedValue: ERASED_MARK },
  { name: 'email', property: 'email', erasedValue: ERASED_MARK },
  { name: 'phone', property: 'phone', erasedValue: null },
  { name: 'company', property: 'company', erasedValue: null },
  { name: 'legal_entity_name', property: 'legalEntityName', erasedValue: null },
  { name: 'business_number', property: 'businessNumber', erasedValue: null },
  { name: 'incident_contact_email', property: 'incidentContactEmail', erasedValue: null },
  { name: 'notes', property: 'notes', erasedValue: null },
  { name: 'status_note', property: 'statusNote', erasedValue: null },
  { name: 'messaging_user_id', property: 'messagingUserId', erasedValue: null },
  { name: 'messaging_username', property: 'messagingUsername', erasedValue: null },
];

/** The erased form of `registration`'s personal fields, and the names of those that held a value. */
export function erasedFieldsOf(registration: Registration): { changes: Partial<Registration>; names: string[] } {
  const changes: Partial<Registration> = {};
  const names: string[] = [];
  for (const field of PERSONAL_FIELDS) {
    if (registration[field.property] !== null) {
      names.push(field.name);
    }
    Object.assign(changes, { [field.property]: field.erasedValue });
  }
  return { changes, names };
}
