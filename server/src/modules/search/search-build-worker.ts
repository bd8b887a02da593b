/** Worker thread (search-build.ts): reads the catalogue on a connection of its own and builds the search index. */
import { parentPort, workerData } from 'node:worker_threads';
import { connect } from '../../db/connect';
import type { BuildInput, BuildOutput } from './search-build';
import { loadDocs } from './search-docs';
import { SearchIndex } from './search-index';
import { currentVersions, encodeSnapshot } from './search-snapshot';

const input = workerData as BuildInput;
// Three connections on PostgreSQL: loadDocs reads products, their categories and stock side by side.
const handle = connect(input.database, { ...(input.schema ? { schema: input.schema } : {}), poolSize: 3 });
try {
  const ctx = { db: handle.db, dialect: handle.dialect };
  const versions = await currentVersions(ctx);
  const index = SearchIndex.build(await loadDocs(ctx));
  // The index first (the process waits for it), then its encoding for the database. The
  // snapshot's postings are copies made for it: moved to the process, not copied again.
  const snapshot = index.toSnapshot();
  const built: BuildOutput = { versions, snapshot };
  parentPort!.postMessage(
    built,
    [snapshot.starts, snapshot.docs, snapshot.weights].map((a) => a.buffer as ArrayBuffer),
  );
  parentPort!.postMessage(await encodeSnapshot(index));
} finally {
  await handle.close();
}
