import path from 'node:path';
import Database from 'better-sqlite3';

// Reads the analytics events the e2e server stored. A page load's events share one random visitor
// id; a test finds its own by a search only it made.

export interface StoredEvent {
  type: string;
  name: string | null;
  subject_id: number | null;
  data: string;
}

export function storedJourney(query: string, since: string): StoredEvent[] {
  const db = new Database(path.join(process.env.E2E_DATA_DIR!, 'sillage.db'), { readonly: true });
  try {
    const visitors = db
      .prepare(
        "select distinct visitor_id from analytics_events where type = 'SEARCH_PERFUMES' and received_at >= ? and data like ?",
      )
      .all(since, `%"query":"${query}"%`) as { visitor_id: string }[];
    if (visitors.length === 0) return [];
    return db
      .prepare(
        `select type, name, subject_id, data from analytics_events where visitor_id in (${visitors.map(() => '?').join(',')}) order by occurred_at, id`,
      )
      .all(...visitors.map((v) => v.visitor_id)) as StoredEvent[];
  } finally {
    db.close();
  }
}

/** "VIEW_OPENED:HELP", "ACTION:FAVORITE_ADDED", "LOGIN"… */
export const eventName = (e: { type: string; name: string | null }) =>
  e.name ? `${e.type}:${e.name}` : e.type;
