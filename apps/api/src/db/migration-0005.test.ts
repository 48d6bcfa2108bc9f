import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { packagePath } from '../lib/paths';
import { activityText, asActivityEntry } from '../modules/activities/activity-text';

/** The committed migrations up to (not including) the one named, in a folder of their own. */
function migrationsBefore(tag: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'migrations-'));
  fs.cpSync(packagePath('drizzle'), dir, { recursive: true });
  const journalFile = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8'));
  const at = journal.entries.findIndex((e: { tag: string }) => e.tag === tag);
  journal.entries = journal.entries.slice(0, at);
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}

describe('migration 0005: jobs and activity data', () => {
  const client = new PGlite({ extensions: { pg_trgm } });
  const before = migrationsBefore('0005_jobs_and_activity_data');
  afterAll(async () => {
    await client.close();
    fs.rmSync(before, { recursive: true, force: true });
  });

  it('carries pending mail over as mail jobs and keeps old activity text as notes', async () => {
    const db = drizzle({ client });
    await migrate(db, { migrationsFolder: before });
    await client.exec(`
      insert into mail_queue (to_address, subject, text_body, status) values
        ('waiting@example.ng', 'Waiting', 'Body', 'pending'),
        ('gone@example.ng', 'Sent long ago', 'Body', 'sent');
      insert into estates (name, address, email, phone_number) values ('Old Estate', '1 Road', 'old@estate.ng', '08000000000');
      insert into activities (estate_id, type, description) values (1, 'resident', 'Ada was approved by Obi');
    `);

    await migrate(db, { migrationsFolder: packagePath('drizzle') });
    const jobs = await client.query<{ kind: string; payload: unknown; status: string }>(
      'select kind, payload, status from jobs order by id',
    );
    expect(jobs.rows).toEqual([
      { kind: 'mail', payload: { to: 'waiting@example.ng', subject: 'Waiting', text: 'Body' }, status: 'pending' },
    ]);
    const entries = await client.query<{ type: string; params: Record<string, unknown> }>(
      'select type, params from activities',
    );
    expect(entries.rows.map((r) => activityText(asActivityEntry(r)))).toEqual(['Ada was approved by Obi']);
  });
});
