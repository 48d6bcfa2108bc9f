import type { AppDeps } from '../../deps';
import { KEY_PATTERN } from '../../lib/file-storage';
import { notFound } from '../../lib/http-errors';
import type { EstateActor } from '../../plugins/access';
import { findLeaderByPicture } from '../leadership/leadership.queries';

/** A stored file's bytes by its key, or 404 (a malformed key never reaches the disk). */
export async function readStoredFile(deps: AppDeps, key: string): Promise<Buffer> {
  if (!KEY_PATTERN.test(key)) throw notFound();
  const data = await deps.storage.read(key);
  if (!data) throw notFound();
  return data;
}

/** A leader's picture, only for members of the leader's estate; anyone else is told it does not exist. */
export async function readLeaderPicture(deps: AppDeps, actor: EstateActor, key: string): Promise<Buffer> {
  if (!KEY_PATTERN.test(key)) throw notFound();
  const owner = await findLeaderByPicture(deps.db, key);
  if (!owner || owner.estateId !== actor.estateId) throw notFound();
  return readStoredFile(deps, key);
}
