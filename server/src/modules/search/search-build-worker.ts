/** Worker thread (search-build.ts): reads the catalogue on a connection of its own and builds the search index. */
import v8 from 'node:v8';
import vm from 'node:vm';
import { parentPort, workerData } from 'node:worker_threads';
import { connect } from '../../db/connect';
import type { BuildInput, BuildOutput } from './search-build';
import { loadDocs } from './search-docs';
import { SearchIndex } from './search-index';
import { currentVersions, encodeSnapshot } from './search-snapshot';

// The thread's memory adds to the process's while it runs. The products as read and their
// documents are garbage once the index is built: collected before the snapshot is made and sent
// rather than whenever V8 would, the process peaked at 365-381 MB in a rebuild at 200,000
// products instead of 374-422 (decision 062). A worker cannot take --expose-gc as an option.
v8.setFlagsFromString('--expose-gc');
const collectGarbage = vm.runInNewContext('gc') as () => void;

const input = workerData as BuildInput;
// Three connections on PostgreSQL: loadDocs reads products, their categories and stock side by side.
const handle = connect(input.database, { ...(input.schema ? { schema: input.schema } : {}), poolSize: 3 });
try {
  const ctx = { db: handle.db, dialect: handle.dialect };
  const versions = await currentVersions(ctx);
  const index = SearchIndex.build(await loadDocs(ctx));
  collectGarbage();
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
