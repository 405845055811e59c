import type { Actor } from '../common/auth/actor';
import type { EventSource } from './event-types';

/** Where an event comes from: the channel (`source`) and the person or system behind it (`actor`). */
export interface EventOrigin {
  source: EventSource;
  actor: Actor;
}
