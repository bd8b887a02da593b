// Decides whether a build output is older than its sources (by modification time).
import fs from 'node:fs';
import path from 'node:path';

export function newestMtime(paths) {
  let newest = 0;
  const visit = (p) => {
    let st;
    try {
      st = fs.statSync(p);
    } catch {
      return;
    }
    if (st.isDirectory()) {
      if (path.basename(p) === 'node_modules' || path.basename(p) === 'dist') return;
      for (const e of fs.readdirSync(p)) visit(path.join(p, e));
    } else if (st.mtimeMs > newest) newest = st.mtimeMs;
  };
  for (const p of paths) visit(p);
  return newest;
}

export function isStale(output, sources) {
  let out;
  try {
    out = fs.statSync(output).mtimeMs;
  } catch {
    return true;
  }
  return newestMtime(sources) > out;
}
