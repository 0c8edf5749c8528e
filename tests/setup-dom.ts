import '@testing-library/jest-dom/vitest';

import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Route tests render the whole app against the reference server in-process: the first render
// of a file (server, database image, dictionaries) can take more than the default second on
// two busy cores — and more than 5 s when the machine does other work beside the suite (four
// files failed at their first find so): a find that never succeeds still fails, only later.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
  window.localStorage.clear();
});
