import { Actor } from './actor';
import { ActorOut } from './dto/actor-out.dto';

/** An actor as shown: whole to operators, only its type to everyone else. */
export function actorView(actor: Actor, whole: boolean): ActorOut {
  return whole ? { type: actor.type, id: actor.id, display: actor.display } : { type: actor.type };
}
